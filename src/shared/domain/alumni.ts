// Alumni-circle constants both sides use. Action types are the alumni actions a sensitive word
// is checked on (document 000 §7: platformalumniword/getActionTypeList); labels are i18n keys.
export interface AlumniActionType {
  code: number;
  label: string;
}

export const ALUMNI_ACTION_TYPES: readonly AlumniActionType[] = [
  { code: 1, label: 'alumniAction.post' },
  { code: 2, label: 'alumniAction.comment' },
  { code: 3, label: 'alumniAction.repost' },
  { code: 4, label: 'alumniAction.profile' },
];

/** How a sensitive-word hit is dealt with; each tenant's mechanism configs carry one code. */
export const MECHANISM_CODES = ['BLOCK', 'MASK', 'REVIEW'] as const;
export type MechanismCode = (typeof MECHANISM_CODES)[number];
/** a mechanism's name and description in the catalogue (src/shared/i18n/server.ts) */
export const mechanismTextKey = (code: MechanismCode, part: 'name' | 'description'): string => `alumniMechanism.${code}.${part}`;
export const isMechanismCode = (code: unknown): code is MechanismCode => (MECHANISM_CODES as readonly unknown[]).includes(code);
