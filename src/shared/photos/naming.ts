// Photo naming rules of document 001 §9, kept exactly as written there: the import and the export
// number their rules differently. A rule picks the identifier a photo file is named by
// (`<identifier>.<ext>`). Labels are the i18n keys 'naming.<field>'.
import type { Identity } from '../domain/people';

/** The people fields a photo can be named by (wire keys, as list rows carry them). */
export type NamingField = 'idNumber' | 'examNo' | 'studentNo' | 'workNo' | 'account';
export type NamingRule = 1 | 2 | 3;

export interface NamingOption {
  value: NamingRule;
  field: NamingField;
  /** i18n key of the option's label */
  label: string;
}

const o = (value: NamingRule, field: NamingField): NamingOption => ({ value, field, label: `naming.${field}` });

/** Import: new students 1 ID, 2 exam, 3 student number; students and graduates 1 ID, 3 student
 *  number; teachers 3 work number; others 3 account. */
export const IMPORT_NAMING_RULES: Record<Identity, NamingOption[]> = {
  NEW_STUDENT: [o(1, 'idNumber'), o(2, 'examNo'), o(3, 'studentNo')],
  STUDENT: [o(1, 'idNumber'), o(3, 'studentNo')],
  GRADUATE_STUDENT: [o(1, 'idNumber'), o(3, 'studentNo')],
  TEACHER: [o(3, 'workNo')],
  OTHER: [o(3, 'account')],
};

/** Export: new students 1 exam, 2 student number, 3 ID; students and graduates 2 student number,
 *  3 ID; teachers 2 work number, 3 ID; others 2 account. */
export const EXPORT_NAMING_RULES: Record<Identity, NamingOption[]> = {
  NEW_STUDENT: [o(1, 'examNo'), o(2, 'studentNo'), o(3, 'idNumber')],
  STUDENT: [o(2, 'studentNo'), o(3, 'idNumber')],
  GRADUATE_STUDENT: [o(2, 'studentNo'), o(3, 'idNumber')],
  TEACHER: [o(2, 'workNo'), o(3, 'idNumber')],
  OTHER: [o(2, 'account')],
};

/** Default import rule: 1 (ID number) for people types, 3 for OTHER. The teacher's only import
 *  rule is 3, so its default is 3 too (rule 1 is not among its choices). */
export function defaultImportNamingRule(identity: Identity): NamingRule {
  if (identity === 'OTHER') return 3;
  return IMPORT_NAMING_RULES[identity].some((r) => r.value === 1) ? 1 : IMPORT_NAMING_RULES[identity][0].value;
}

/** Default export rule: 3 (ID number) for people types, 2 for OTHER. */
export function defaultExportNamingRule(identity: Identity): NamingRule {
  return identity === 'OTHER' ? 2 : 3;
}

const find = (rules: NamingOption[], rule: number): NamingOption | undefined => rules.find((r) => r.value === rule);

/** The field an import rule names photos by, or undefined when the identity has no such rule. */
export const importNamingField = (identity: Identity, rule: number): NamingField | undefined => find(IMPORT_NAMING_RULES[identity], rule)?.field;
export const exportNamingField = (identity: Identity, rule: number): NamingField | undefined => find(EXPORT_NAMING_RULES[identity], rule)?.field;

/** Photo formats of the export (document 001 §3 formatRule): 1 jpg, 2 jpeg, 3 png. */
export const PHOTO_FORMATS = { 1: 'jpg', 2: 'jpeg', 3: 'png' } as const;
export type FormatRule = keyof typeof PHOTO_FORMATS;
export const FORMAT_RULES: FormatRule[] = [1, 2, 3];
export const DEFAULT_FORMAT_RULE: FormatRule = 1;
