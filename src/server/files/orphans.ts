// The one orphan rule every store folder follows: a file no row names is removed once it is
// ORPHAN_GRACE_MS old (a process killed while writing it, or between writing it and recording
// it), and only when it is one of the store's own generated names (a stray file of someone else's
// stays). The caller reads the names its rows hold BEFORE the folder is listed: a file written
// after that read is younger than the grace period, so an upload in flight is never removed.
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { ORPHAN_GRACE_MS } from './limits';

export interface OrphanSweep {
  dir: string;
  /** file names (as listed in the folder) that rows still name */
  named: ReadonlySet<string>;
  nowMs: number;
  graceMs?: number;
  /** removes a listed file when it is a name the store makes; false when it is not */
  remove(file: string): Promise<boolean>;
}

export async function removeOrphans(o: OrphanSweep): Promise<number> {
  const grace = o.graceMs ?? ORPHAN_GRACE_MS;
  let removed = 0;
  for (const file of await readdir(o.dir).catch(() => [] as string[])) {
    if (o.named.has(file)) continue;
    const info = await stat(path.join(o.dir, file)).catch(() => null);
    if (!info?.isFile() || o.nowMs - info.mtimeMs < grace) continue;
    if (await o.remove(file).catch(() => false)) removed += 1;
  }
  return removed;
}
