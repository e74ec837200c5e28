// The sensitive fields and one stored rule of the sensitiveInfo document, shared by its
// definition, its demo, the masking policy and the tests.
import type { MaskPattern } from '../../people/mask';

/** The people fields that hold personal data, named as the lists, details and exports name them. */
export const SENSITIVE_FIELDS = ['phone', 'idNumber', 'email', 'name'] as const;
export type SensitiveField = (typeof SENSITIVE_FIELDS)[number];
/** a rule for every identity */
export const ALL_IDENTITIES = 'ALL';

/** one rule as stored (the defaults' and the demo's) */
export const sensitiveRule = (
  field: SensitiveField,
  pattern: MaskPattern,
  inList: boolean,
  inDetail = false,
  inExport = false,
  identity = ALL_IDENTITIES,
  note = '',
) => ({
  field,
  identity,
  pattern,
  inList,
  inDetail,
  inExport,
  note: note || null,
});
