// The one orphan rule every store area follows: a file no row names is removed once it is
// ORPHAN_GRACE_MS old (a process killed while writing it, or between writing it and recording
// it), and only when it is one of the store's own generated names (a stray file of someone else's
// stays). The caller reads the names its rows hold BEFORE the area is listed: a file written
// after that read is younger than the grace period, so an upload in flight is never removed.
// The same for both backings (store/area.ts): a folder's files by their modification time, the
// database's rows (complete or still being written) by their creation time.
import { ORPHAN_GRACE_MS } from './limits';
import type { FileArea } from './store/area';

export interface OrphanSweep {
  area: FileArea;
  /** keys that rows still name */
  named: ReadonlySet<string>;
  nowMs: number;
  graceMs?: number;
  /** only keys under this folder ('<tenant>/'); every key when omitted */
  under?: string;
  /** whether a listed key is one the store makes (a stray file of someone else's stays) */
  isOurs(key: string): boolean;
}

export async function removeOrphans(o: OrphanSweep): Promise<number> {
  const grace = o.graceMs ?? ORPHAN_GRACE_MS;
  let removed = 0;
  for (const file of await o.area.list().catch(() => [])) {
    if (o.under !== undefined && !file.key.startsWith(o.under)) continue;
    if (o.named.has(file.key) || !o.isOurs(file.key) || o.nowMs - file.modifiedMs < grace) continue;
    if (
      await o.area.remove(file.key).then(
        () => true,
        () => false,
      )
    )
      removed += 1;
  }
  return removed;
}
