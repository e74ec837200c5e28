// Whether dist/ was built from the sources as they are now: a hash of everything the console's
// build reads (its sources, the build scripts, Parcel's settings and the lockfile)
// is written beside the build (dist/.build-inputs) and compared before the next one. Same hash:
// `npm test` skips the build. A fresh checkout (CI) has no dist/, so it always builds there.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const INPUTS = ['src/client', 'src/shared', 'scripts/build.mjs', 'scripts/compress.mjs', '.parcelrc', 'package.json', 'package-lock.json', 'tsconfig.json'];
const STAMP = 'dist/.build-inputs';

function files(entry) {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry)
    .sort()
    .flatMap((name) => files(path.join(entry, name)));
}

export function buildInputsHash() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(files)) {
    hash.update(`${file}\n`);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

export function buildIsCurrent() {
  return existsSync('dist/index.html') && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === buildInputsHash();
}

export function stampBuild(hash) {
  writeFileSync(STAMP, hash);
}
