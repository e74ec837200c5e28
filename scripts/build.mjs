// Builds the console into dist/ with Parcel (production, content-hashed chunks), and the page
// before login into dist/landing-assets/; then writes brotli and gzip copies of every text asset
// beside it (scripts/compress.mjs) for the server to send as they are, and stamps dist/ with the
// hash of its inputs (scripts/buildInputs.mjs: `npm test` skips a build of unchanged inputs).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { buildInputsHash, stampBuild } from './buildInputs.mjs';
import { compressDir } from './compress.mjs';

// the inputs as they are when the build starts: a file changed during it makes the next test run build again
const inputs = buildInputsHash();
rmSync('dist', { recursive: true, force: true });
const started = Date.now();
const parcel = (entry, distDir, publicUrl) =>
  spawnSync(
    process.execPath,
    ['node_modules/parcel/lib/bin.js', 'build', entry, '--dist-dir', distDir, '--public-url', publicUrl, '--no-source-maps', '--log-level', 'error'],
    { stdio: 'inherit' },
  );
// the page before login the apps open (/landing/<tenant>, src/server/routes/landing) is a build of
// its own, so it shares no bundle with the console (it stays small, the console's first load as it was)
for (const [entry, distDir, publicUrl] of [
  ['src/client/index.html', 'dist', '/'],
  ['src/client/landing/landing.html', 'dist/landing-assets', '/landing-assets/'],
]) {
  const result = parcel(entry, distDir, publicUrl);
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
const packed = await compressDir('dist');
console.log(`compressed ${packed.files} text files: ${kb(packed.plain)} → ${kb(packed.br)} brotli, ${kb(packed.gzip)} gzip`);
stampBuild(inputs);
console.log(`console built into dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
