// Builds the console into dist/ with Parcel (production, content-hashed chunks).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

rmSync('dist', { recursive: true, force: true });
const started = Date.now();
const result = spawnSync(
  process.execPath,
  ['node_modules/parcel/lib/bin.js', 'build', 'src/client/index.html', '--dist-dir', 'dist', '--public-url', '/', '--no-source-maps', '--log-level', 'error'],
  { stdio: 'inherit' },
);
if (result.status !== 0) process.exit(result.status ?? 1);
console.log(`console built into dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
