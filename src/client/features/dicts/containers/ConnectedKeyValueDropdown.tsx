// KeyValueDropdown bound to a list call (document 000: cached for 5 minutes in the session).
import { KeyValueDropdown, KeyValueDropdownProps } from '../../../widgets/dict/KeyValueDropdown';
import { KeyValueSourceInput, keyValueSource } from '../sources';
import { useCachedOptions } from './useCachedOptions';

export interface ConnectedKeyValueDropdownProps extends Omit<KeyValueDropdownProps, 'options' | 'status'> {
  /** the list call: url, method (default GET), params or data, and the label/value fields */
  list: KeyValueSourceInput;
}

export function ConnectedKeyValueDropdown({ list, ...rest }: ConnectedKeyValueDropdownProps) {
  const { options, status } = useCachedOptions(keyValueSource(list));
  return <KeyValueDropdown {...rest} options={options} status={status} />;
}
