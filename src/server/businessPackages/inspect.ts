// The checks every package archive passes, at upload and again when its job reads it: opened as
// the photo import's zip is (src/server/zip/uploaded.ts: a zip by its bytes, every entry through
// the safe reader: `..` and absolute paths, symlinks, encryption, nested zips, entry count and
// inflated sizes), no two entries of one name, and no entry that declares more than PACKAGE_MAX_COMPRESSION_RATIO times its
// compressed size (a zip bomb inflates a thousand times or more; real files rarely pass 20).
import { PACKAGE_MAX_COMPRESSION_RATIO, PACKAGE_RATIO_MIN_BYTES } from '../../shared/platform/businessPackages';
import { refuse } from '../refusal';
import { printableName } from '../zip/entryNames';
import type { ZipEntry, ZipReader } from '../zip/reader';
import { withUploadedZip } from '../zip/uploaded';

/** Refuses the archive when an entry inflates too many times its compressed size. */
export function checkRatios(entries: ZipEntry[]): void {
  for (const e of entries) {
    if (e.size < PACKAGE_RATIO_MIN_BYTES) continue;
    if (e.size > PACKAGE_MAX_COMPRESSION_RATIO * Math.max(1, e.compressedSize))
      refuse('businessPackages.refused.compressionRatio', { name: printableName(e.name), max: PACKAGE_MAX_COMPRESSION_RATIO });
  }
}

/** Refuses the archive when two entries share a name (compared as a case-insensitive file system
 *  would: NFC, lower case, `\\` as `/`): unzip tools differ in which one they read. */
export function checkUniqueNames(entries: ZipEntry[]): void {
  const seen = new Set<string>();
  for (const e of entries) {
    const key = e.name.normalize('NFC').replace(/\\/g, '/').toLowerCase();
    if (seen.has(key)) refuse('businessPackages.refused.duplicateEntry', { name: printableName(e.name) });
    seen.add(key);
  }
}

/** Opens the archive after every check above, runs `work`, and closes it. */
export async function withPackageZip<T>(file: string, work: (zip: ZipReader) => Promise<T>): Promise<T> {
  return withUploadedZip(file, async (zip) => {
    checkRatios(zip.entries);
    checkUniqueNames(zip.entries);
    return work(zip);
  });
}

/** The upload's check: the archive opens and passes; answers its file count. */
export const inspectPackage = (file: string): Promise<number> => withPackageZip(file, async (zip) => zip.entries.length);
