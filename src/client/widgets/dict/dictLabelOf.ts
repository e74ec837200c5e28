// The label of a dictionary key. Keys arrive as strings from the dictionary and as numbers from
// records, so they are compared as text.
import type { Option, OptionValue } from '../select/types';

export const dictLabelOf = (options: Option[], value: OptionValue | null | undefined): string | undefined =>
  value === null || value === undefined || value === '' ? undefined : options.find((o) => String(o.value) === String(value))?.label;
