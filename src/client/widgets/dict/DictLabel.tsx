// Shows the label of a dictionary key (document 002 §2), e.g. a status in a table cell.
// While the dictionary loads it shows an ellipsis; a key the dictionary lacks shows the key
// itself, so nothing silently disappears; no value shows the empty text.
import type { Option, OptionValue } from '../select/types';
import { dictLabelOf } from './dictLabelOf';
import type { OptionsStatus } from './types';

export interface DictLabelProps {
  options: Option[];
  status: OptionsStatus;
  value: OptionValue | null | undefined;
  /** shown when there is no value; default '-' */
  emptyText?: string;
}

export function DictLabel({ options, status, value, emptyText = '-' }: DictLabelProps) {
  const blank = value === null || value === undefined || value === '';
  const label = dictLabelOf(options, value);
  const text = blank ? emptyText : (label ?? (status === 'loading' || status === 'idle' ? '…' : String(value)));
  return (
    <span className="dict-label" data-value={blank ? undefined : String(value)}>
      {text}
    </span>
  );
}
