// The benches' working folders, removed together when the whole run ends rather than one by one
// between measurements. On this machine's disk (ext4 without a journal) a file created soon after
// many were deleted costs far more: the allocator passes over every inode freed in the last minute
// or more (measured with strace on the photo import: ~0.4 ms an openat after a round had removed
// its 5,300 files, and ~30 % of the job's CPU in ext4_create). Removing a round's folder just
// before the next round measured the previous clean-up, not the product.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const folders: string[] = [];

/** A new folder under the system's temporary folder, removed by removeScratch(). */
export function scratchDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
}

/** Takes a folder made elsewhere (a measuring helper's) to remove with the rest. */
export function removeLater(dir: string): void {
  folders.push(dir);
}

export function removeScratch(): void {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
}

// a bench stopped early (an error, Ctrl-C) leaves nothing behind either
process.once('exit', removeScratch);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    removeScratch();
    process.exit(130);
  });
}
