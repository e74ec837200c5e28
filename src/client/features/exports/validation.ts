// The export form's rules (document 001 §5, §9) and the small text rules around it: the file
// name trimmed, required and at most 30 characters; at least one field; the default name (the
// list's name plus a timestamp); labels cut by display width (ten columns: five Chinese characters
// or ten Latin letters) plus an ellipsis in the checklist.
import { EXPORT_FILE_NAME_MAX, EXPORT_LABEL_WIDTH } from '../../../shared/exports/api';
import { STAMP } from '../../../shared/dateTime';
import { showDate } from '../../lib/timeZone';
import { CutText, cutToWidth } from '../../../shared/displayWidth';
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

/** The list's name plus a timestamp (学生管理20261121153000); a long name is shortened so the
 *  default always passes the 30-character rule. */
export function defaultFileName(listName: string, date: Date): string {
  const stamp = showDate(date, STAMP);
  const room = EXPORT_FILE_NAME_MAX - stamp.length;
  return Array.from(listName.trim()).slice(0, room).join('') + stamp;
}

/** The checklist's text of a label: whole when it fits ten columns, else its head and an ellipsis
 *  (the view shows the whole label in a tooltip). */
export const cutLabel = (label: string): CutText => cutToWidth(label, EXPORT_LABEL_WIDTH);

/** The start body's exportField: 'label:key,...' in the checklist's order (document 001 §3). */
export const exportFieldText = (headers: ExportField[], checked: string[]): string =>
  headers
    .filter((h) => checked.includes(h.key))
    .map((h) => `${h.label}:${h.key}`)
    .join(',');
