// Which sensitive fields a published sensitiveInfo document masks for one identity in one place,
// and the masking of a row by it. A rule naming the identity replaces the every-identity rules of
// its field for that identity (so a school can mask teachers' phones differently, or not at all);
// among rules of equal reach the first counts. With the master switch off nothing is masked.
import type { Identity } from '../../domain/people';
import { MASK_PATTERNS, MaskPattern, maskValue } from '../../people/mask';
import { ALL_IDENTITIES, SENSITIVE_FIELDS, SensitiveField } from './rules';

export type MaskPlace = 'list' | 'detail' | 'export';

const SWITCH: Record<MaskPlace, 'inList' | 'inDetail' | 'inExport'> = { list: 'inList', detail: 'inDetail', export: 'inExport' };

interface StoredRule {
  field?: unknown;
  identity?: unknown;
  pattern?: unknown;
  inList?: unknown;
  inDetail?: unknown;
  inExport?: unknown;
}

/** field → pattern for the identity in the place, from the document's content. */
export function masksFor(content: Record<string, unknown>, identity: Identity, place: MaskPlace): Map<SensitiveField, MaskPattern> {
  const masks = new Map<SensitiveField, MaskPattern>();
  if (content.enabled !== true || !Array.isArray(content.rules)) return masks;
  const rules = content.rules as StoredRule[];
  for (const field of SENSITIVE_FIELDS) {
    const own = rules.find((r) => r.field === field && r.identity === identity);
    const rule = own ?? rules.find((r) => r.field === field && r.identity === ALL_IDENTITIES);
    if (rule && rule[SWITCH[place]] === true && MASK_PATTERNS.includes(rule.pattern as MaskPattern)) masks.set(field, rule.pattern as MaskPattern);
  }
  return masks;
}

export type RowMasker = <R extends Partial<Record<SensitiveField, unknown>>>(row: R) => R;

/** A function masking a row's sensitive fields (text values only) by the masks; the row itself when there are none. */
export function rowMasker(masks: Map<SensitiveField, MaskPattern>): RowMasker {
  if (masks.size === 0) return (row) => row;
  return (row) => {
    const out = { ...row };
    for (const [field, pattern] of masks) {
      const v = out[field];
      if (typeof v === 'string') (out as Record<string, unknown>)[field] = maskValue(pattern, v);
    }
    return out;
  };
}
