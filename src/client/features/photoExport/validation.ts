// The photo export form's rule (document 001 §5: the file name trimmed, required and at most 30
// characters — the bulk export's rule, reused) and the names its files are saved under.
import { fileNameError } from '../exports/jobParts';
import type { PhotoExportForm, PhotoFormErrors } from './state';

export { fileNameError };

/** Every rule of the form; an empty object when it may be sent. */
export function validatePhotoExportForm(form: Pick<PhotoExportForm, 'fileName'>): PhotoFormErrors {
  const errors: PhotoFormErrors = {};
  const name = fileNameError(form.fileName);
  if (name) errors.fileName = name;
  return errors;
}

/** The name a file is saved under: `ext` added unless the name already ends with one of `keep`. */
export function savedName(name: string, ext: string, keep: readonly string[] = [ext]): string {
  const lower = name.toLowerCase();
  return keep.some((e) => lower.endsWith(e)) ? name : `${name}${ext}`;
}

export const zipName = (name: string) => savedName(name, '.zip');
export const listName = (name: string) => savedName(name, '.xlsx', ['.xlsx', '.xls']);
