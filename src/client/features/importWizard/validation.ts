// The wizard's own checks (document 000 §5), made before any call so most mistakes are shown at
// once. Pure functions: the saga runs them and puts the outcome as an event.
import {
  DUPLICATE_RULES,
  HEADER_ROW_MAX,
  HEADER_ROW_MIN,
  IMPORT_EXTENSIONS,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_FILES,
  ImportTarget,
  SystemField,
  unmatchedKey,
  unmatchedRequired,
} from '../../../shared/imports';
import type { MatchField } from '../../../shared/imports';
import type { Step1Errors, Step1Settings } from './state';
import type { Message } from '../../lib/problem';

/** The picked files, or why they are refused: count first (the count is in the message), then
 *  the extension, then the size. */
export function checkPickedFiles(files: { name: string; size: number }[]): Message | null {
  if (files.length === 0) return { key: 'import.fileRequired' };
  if (files.length > IMPORT_MAX_FILES) return { key: 'import.oneFileOnly', params: { count: files.length } };
  const [file] = files;
  const name = file.name.toLowerCase();
  if (!IMPORT_EXTENSIONS.some((ext) => name.endsWith(ext))) return { key: 'upload.fileFormatError', hint: 'import.onlyExcel' };
  if (file.size > IMPORT_MAX_BYTES) return { key: 'import.fileTooLarge' };
  return null;
}

/** The header row as a number, or null unless it is a whole number from 1 to 999999. */
export function parseHeaderRow(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= HEADER_ROW_MIN && n <= HEADER_ROW_MAX ? n : null;
}

export interface Step1Input {
  target: ImportTarget;
  /** an upload has succeeded */
  uploaded: boolean;
  settings: Step1Settings;
}

/** Step 1's rules; an empty object when the administrator may continue. */
export function validateStep1({ target, uploaded, settings }: Step1Input): Step1Errors {
  const errors: Step1Errors = {};
  if (!uploaded) errors.file = 'import.fileRequired';
  // One message for empty and out-of-range alike, as the document gives one; the input's hint
  // says what is allowed.
  if (parseHeaderRow(settings.headerRow) === null) errors.headerRow = 'import.headerRowRequired';
  if (settings.rule === null) errors.rule = 'import.duplicateRuleRequired';
  if (settings.rule !== DUPLICATE_RULES.ALLOW && settings.checkFields.length === 0) errors.checkFields = 'import.checkFieldsRequired';
  if (target.basicInfoHandle && settings.basicInfo === null) errors.basicInfo = 'import.basicInfoRequired';
  return errors;
}

/** The required system fields no file header is chosen for. */
export const missingRequired = (fields: SystemField[], mapping: MatchField[]): string[] =>
  unmatchedRequired(
    fields,
    mapping.filter((m) => m.configure !== ''),
  ).map((f) => f.column);

/**
 * Why step 2 may not be left: the required fields left unmatched, else the target's one-of key
 * (ImportTarget.keyOneOf) when none of it is matched; null when the mapping may go on.
 */
export function mappingProblem(target: ImportTarget | null, fields: SystemField[], mapping: MatchField[]): { missing: string[]; message: Message } | null {
  const missing = missingRequired(fields, mapping);
  if (missing.length > 0) return { missing, message: { key: 'import.matchAllRequired' } };
  const key = unmatchedKey(
    target?.keyOneOf,
    mapping.filter((m) => m.configure !== ''),
  );
  if (key.length === 0) return null;
  const names = key.map((c) => fields.find((f) => f.column === c)?.columnName ?? c).join('、');
  return { missing: key, message: { key: 'import.matchOneKey', params: { names } } };
}
