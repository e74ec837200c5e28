// Brotli and gzip copies of the built text assets (Foo.1a2b3c4d.js → .js.br, .js.gz beside it),
// made once at build time at the highest levels, so the server sends them as they are
// (@fastify/static's preCompressed, src/server/plugins/staticFiles.ts) and never compresses
// while answering. woff, woff2 and images are compressed formats already: left alone. A copy
// that would not be smaller than the file is not written (the server then sends the file).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|map|txt|ttf|eot|ico|xml)$/;
/** below this the headers outweigh what compression saves */
const MIN_BYTES = 1024;

const br = promisify(brotliCompress);
const gz = promisify(gzip);

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(p) : [p];
  });
}

/** Writes the .br and .gz copies under dir; answers the totals (bytes) for the build's line. */
export async function compressDir(dir) {
  const files = filesUnder(dir).filter((f) => COMPRESSIBLE.test(f) && statSync(f).size >= MIN_BYTES);
  const totals = { files: files.length, plain: 0, br: 0, gzip: 0 };
  await Promise.all(
    files.map(async (file) => {
      const data = readFileSync(file);
      const [b, g] = await Promise.all([
        br(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
        gz(data, { level: 9 }),
      ]);
      totals.plain += data.length;
      if (b.length < data.length) writeFileSync(`${file}.br`, b);
      if (g.length < data.length) writeFileSync(`${file}.gz`, g);
      totals.br += Math.min(b.length, data.length);
      totals.gzip += Math.min(g.length, data.length);
    }),
  );
  return totals;
}
