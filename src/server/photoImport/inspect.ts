// The upload's check of the zip, before anything is kept: it must be a zip by its bytes and every
// entry must pass the safe reader (src/server/zip/uploaded.ts, as a business package must), and
// every entry the import will read (the photos and the spreadsheet) is read through once here, so
// an entry inflating to more than it declares, or a photo that is really a zip, refuses the
// archive at upload rather than half way through the job. At most one spreadsheet; no photos and
// no spreadsheet is nothing to import.
import { IMPORT_MAX_BYTES } from '../../shared/imports';
import { refuse } from '../refusal';
import { baseNameOf } from '../zip/entryNames';
import type { ZipEntry } from '../zip/reader';
import { withUploadedZip } from '../zip/uploaded';
import { isPhotoName, isSheetName } from './entries';
import { mapLimit } from './parallel';

export interface ZipInspection {
  photoCount: number;
  sheet: { name: string; bytes: Buffer } | null;
}

/** Entries read at once while checking: enough to keep the disk and inflaters busy. */
const VERIFY_LANES = 8;

export async function inspectZip(file: string): Promise<ZipInspection> {
  return withUploadedZip(file, async (zip) => {
    const photos = zip.entries.filter((e) => isPhotoName(e.name));
    const sheets = zip.entries.filter((e) => isSheetName(e.name));
    if (sheets.length > 1)
      refuse('photoImport.refused.twoSheets', {
        names: sheets
          .slice(0, 3)
          .map((s) => baseNameOf(s.name))
          .join('、'),
      });
    if (photos.length === 0 && sheets.length === 0) refuse('photoImport.refused.nothingToImport');
    await mapLimit(photos, VERIFY_LANES, (e: ZipEntry) => zip.verify(e));
    let sheet: ZipInspection['sheet'] = null;
    if (sheets.length === 1) {
      const entry = sheets[0];
      const name = baseNameOf(entry.name);
      if (entry.size > IMPORT_MAX_BYTES) refuse('photoImport.refused.sheetTooLarge', { name });
      // an .xlsx is a zip itself: the Excel import's own guard judges it
      sheet = { name, bytes: await zip.read(entry, { allowZip: true }) };
    }
    return { photoCount: photos.length, sheet };
  });
}
