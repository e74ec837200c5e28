// The key-value dropdown of document 000 §2, §4: any list the server offers as key and value,
// cached for the session. Dumb, like DictSelect; features/dicts connects it to its source.
import { useT } from '../../i18n';
import { OptionSelect, OptionSelectProps } from '../select/OptionSelect';
import type { OptionsStatus } from './types';

export interface KeyValueDropdownProps extends Omit<OptionSelectProps, 'loading' | 'error'> {
  status: OptionsStatus;
}

export function KeyValueDropdown({ status, placeholder, search = true, ...rest }: KeyValueDropdownProps) {
  const t = useT();
  return (
    <OptionSelect
      {...rest}
      search={search}
      loading={status === 'loading'}
      error={status === 'failed'}
      placeholder={status === 'failed' ? t('widget.options.loadFailed') : placeholder}
    />
  );
}
