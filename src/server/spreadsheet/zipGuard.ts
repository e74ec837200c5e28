// Before an .xlsx is parsed, its zip directory is read to refuse archives that would inflate
// into far more than a 5 MB spreadsheet can honestly hold (a zip bomb), or that carry
// thousands of entries. yauzl also refuses entries whose names escape the archive.
import yauzl from 'yauzl';

export const XLSX_MAX_INFLATED_BYTES = 256 * 1024 * 1024;
export const XLSX_MAX_ENTRIES = 2_000;

export type ZipProblem = 'corrupt' | 'tooLarge' | 'tooManyEntries';

export function checkXlsxZip(path: string): Promise<ZipProblem | null> {
  return new Promise((resolve) => {
    yauzl.open(path, { lazyEntries: true, autoClose: true }, (err, zip) => {
      if (err || !zip) return resolve('corrupt');
      let total = 0;
      let count = 0;
      let settled = false;
      const done = (p: ZipProblem | null) => {
        if (settled) return;
        settled = true;
        zip.close();
        resolve(p);
      };
      zip.on('error', () => done('corrupt'));
      zip.on('entry', (entry: yauzl.Entry) => {
        count += 1;
        total += entry.uncompressedSize;
        if (count > XLSX_MAX_ENTRIES) return done('tooManyEntries');
        if (total > XLSX_MAX_INFLATED_BYTES) return done('tooLarge');
        zip.readEntry();
      });
      zip.on('end', () => done(null));
      zip.readEntry();
    });
  });
}
