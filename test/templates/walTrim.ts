// A dumped PGlite data folder without the write-ahead log segments a start does not read. PGlite
// keeps 16 MB segments ahead of and behind the one it writes (recycled, not removed), and each
// test copies the whole tarball into memory: the small demo's was 69 MB, half of it such log.
// After a CHECKPOINT, a start replays from the checkpoint's redo point, so the segments from the
// redo point's one to the one being written are kept, and only those.
import type { PGlite } from '@electric-sql/pglite';

const BLOCK = 512;

/** The names of the segments a start needs: redo's one to the current one (same timeline). */
export async function neededWalSegments(pglite: PGlite): Promise<{ from: string; to: string }> {
  const { rows } = await pglite.query<{ from: string; to: string }>(
    `select redo_wal_file as "from", pg_walfile_name(pg_current_wal_insert_lsn()) as "to" from pg_control_checkpoint()`,
  );
  return rows[0];
}

/** A ustar archive's entries, each with its header's offset and its whole length in the archive. */
function* entriesOf(tar: Uint8Array): Generator<{ name: string; start: number; length: number }> {
  let at = 0;
  while (at + BLOCK <= tar.length) {
    const header = tar.subarray(at, at + BLOCK);
    if (header.every((b) => b === 0)) return; // the end: two empty blocks
    const text = (from: number, length: number) =>
      Buffer.from(header.subarray(from, from + length))
        .toString('latin1')
        .replace(/\0.*$/s, '');
    const prefix = text(345, 155);
    const name = prefix ? `${prefix}/${text(0, 100)}` : text(0, 100);
    const size = parseInt(text(124, 12).trim() || '0', 8);
    const length = BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    yield { name, start: at, length };
    at += length;
  }
}

/** The archive without the pg_wal segments outside [from, to]; everything else byte for byte. */
export function withoutUnneededWal(tar: Uint8Array, needed: { from: string; to: string }): Buffer {
  const kept: Uint8Array[] = [];
  let dropped = 0;
  for (const entry of entriesOf(tar)) {
    const segment = /(?:^|\/)pg_wal\/([0-9A-F]{24})$/.exec(entry.name)?.[1];
    if (segment && (segment < needed.from || segment > needed.to)) {
      dropped += 1;
      continue;
    }
    kept.push(tar.subarray(entry.start, entry.start + entry.length));
  }
  if (dropped === 0) return Buffer.from(tar);
  return Buffer.concat([...kept, new Uint8Array(2 * BLOCK)]);
}
