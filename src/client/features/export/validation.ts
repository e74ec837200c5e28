// The export form's rules (document 001 §5, §9) and the small text rules around it: the file
// name trimmed, required and at most 30 characters; at least one field; the default name (the
// list's name plus a timestamp); labels cut to 5 characters plus an ellipsis in the checklist.
import { EXPORT_FILE_NAME_MAX, EXPORT_LABEL_CUT } from '../../../shared/exports/api';
import type { ExportField, ExportForm, FormErrors } from './state';

/** Characters as a person counts them (a CJK character or an emoji is one). */
const lengthOf = (text: string): number => Array.from(text).length;

export function fileNameError(fileName: string): string | undefined {
  const name = fileName.trim();
  if (name === '') return 'export.fileNameRequired';
  if (lengthOf(name) > EXPORT_FILE_NAME_MAX) return 'export.fileNameTooLong';
  return undefined;
}

export const fieldsError = (fields: string[]): string | undefined => (fields.length === 0 ? 'export.fieldsRequired' : undefined);

/** Every rule of the form; an empty object when it may be sent. */
export function validateExportForm(form: Pick<ExportForm, 'fileName' | 'fields'>): FormErrors {
  const errors: FormErrors = {};
  const name = fileNameError(form.fileName);
  if (name) errors.fileName = name;
  const fields = fieldsError(form.fields);
  if (fields) errors.fields = fields;
  return errors;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** yyyyMMddHHmmss in the browser's time zone, e.g. 20261121153000. */
export const timestampOf = (date: Date): string =>
  `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}${pad(date.getHours())}${pad(date.getMinutes())}${pad(date.getSeconds())}`;

/** The list's name plus a timestamp (学生管理20261121153000); a long name is shortened so the
 *  default always passes the 30-character rule. */
export function defaultFileName(listName: string, date: Date): string {
  const stamp = timestampOf(date);
  const room = EXPORT_FILE_NAME_MAX - stamp.length;
  return Array.from(listName.trim()).slice(0, room).join('') + stamp;
}

/** The checklist's text of a label: 5 characters and an ellipsis when longer. */
export function cutLabel(label: string): { text: string; cut: boolean } {
  const chars = Array.from(label);
  return chars.length > EXPORT_LABEL_CUT ? { text: `${chars.slice(0, EXPORT_LABEL_CUT).join('')}…`, cut: true } : { text: label, cut: false };
}

/** The start body's exportField: 'label:key,...' in the checklist's order (document 001 §3). */
export const exportFieldText = (headers: ExportField[], checked: string[]): string =>
  headers
    .filter((h) => checked.includes(h.key))
    .map((h) => `${h.label}:${h.key}`)
    .join(',');
