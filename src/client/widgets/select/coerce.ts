// Value coercion of document 002 §2: "a selector with a numeric option type coerces its value
// to a number, else to empty or the all-value". Anything that is not a usable value (nothing
// chosen, cleared, or not a number for a numeric select) becomes the all-value when the select
// has one, else ''.
import type { Option, OptionType, OptionValue } from './types';

export interface CoerceRule {
  optionType?: OptionType;
  /** the value that means "all"; '' when the select has none */
  allValue?: OptionValue;
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export function coerceSelectValue(raw: unknown, { optionType = 'string', allValue = '' }: CoerceRule = {}): OptionValue {
  if (isBlank(raw) || raw === allValue) return allValue;
  if (optionType === 'number') {
    const n = typeof raw === 'number' ? raw : Number(raw);
    return Number.isFinite(n) ? n : allValue;
  }
  return String(raw);
}

/** Options whose values follow the same rule, so a numeric value finds its string-keyed option. */
export const coerceOptions = (options: Option[], rule: CoerceRule): Option[] =>
  rule.optionType === 'number' ? options.map((o) => ({ label: o.label, value: coerceSelectValue(o.value, rule) })) : options;
