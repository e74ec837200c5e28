// The photo import's own checks (document 001 §5), made before any call. Pure functions: the
// saga runs them and puts the outcome as an event; the mapping reducers use missingRequired.
import type { Identity } from '../../../shared/domain/people';
import { unmatchedRequired } from '../../../shared/imports/matching';
import type { SystemField } from '../../../shared/imports/matching';
import { ERROR_RULES, MatchField, REPEAT_RULES } from '../../../shared/photos/api';
import { PHOTO_ZIP_EXTENSIONS, PHOTO_ZIP_MAX_BYTES, PHOTO_ZIP_MAX_FILES, PHOTO_ZIP_MIME_TYPES } from '../../../shared/photos/limits';
import { IMPORT_NAMING_RULES } from '../../../shared/photos/naming';
import type { FileProblem, FormErrors, PhotoImportForm } from './state';
import { TITLE_ROW_MAX, TITLE_ROW_MIN } from './state';

/** The picked files, or why they are refused: the count first (it is in the message), then the
 *  extension, the type the browser reports, the size. */
export function checkPickedZip(files: { name: string; size: number; type: string }[]): FileProblem | null {
  if (files.length === 0) return { level: 'error', message: { key: 'photoImport.fileRequired' } };
  if (files.length > PHOTO_ZIP_MAX_FILES) return { level: 'warning', message: { key: 'photoImport.oneFileOnly', params: { count: files.length } } };
  const [file] = files;
  if (!PHOTO_ZIP_EXTENSIONS.some((ext) => file.name.toLowerCase().endsWith(ext))) return { level: 'error', message: { key: 'photoImport.onlyZip' } };
  if (!(PHOTO_ZIP_MIME_TYPES as readonly string[]).includes(file.type)) return { level: 'error', message: { key: 'upload.fileFormatError' } };
  if (file.size > PHOTO_ZIP_MAX_BYTES) return { level: 'error', message: { key: 'photoImport.tooLarge' } };
  return null;
}

/** The title row as a number, or null unless it is a whole number from 1 to 999999. */
export function parseTitleRow(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= TITLE_ROW_MIN && n <= TITLE_ROW_MAX ? n : null;
}

export interface FormInput {
  identity: Identity;
  /** a zip has been chosen (and accepted) */
  hasFile: boolean;
  form: PhotoImportForm;
}

/** The form's rules, in the document's order; an empty object when it may be uploaded. */
export function validatePhotoImportForm({ identity, hasFile, form }: FormInput): FormErrors {
  const errors: FormErrors = {};
  // One message for empty and out of range alike, as the document gives one; the hint says what is allowed.
  if (parseTitleRow(form.titleRow) === null) errors.titleRow = 'photoImport.titleRowRequired';
  if (!hasFile) errors.file = 'photoImport.fileRequired';
  if (form.repeatRule === null || !REPEAT_RULES.includes(form.repeatRule)) errors.repeatRule = 'photoImport.repeatRuleRequired';
  if (form.namingRule === null || !IMPORT_NAMING_RULES[identity].some((r) => r.value === form.namingRule)) {
    errors.namingRule = 'photoImport.namingRuleRequired';
  }
  if (form.errorRule === null || !ERROR_RULES.includes(form.errorRule)) errors.errorRule = 'photoImport.errorRuleRequired';
  return errors;
}

/** The required system fields no pair covers (请匹配所有系统必填字段). */
export const missingRequired = (fields: SystemField[], pairs: MatchField[]): string[] =>
  unmatchedRequired(
    fields,
    pairs.filter((p) => p.configure !== ''),
  ).map((f) => f.column);
