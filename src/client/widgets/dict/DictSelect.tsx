// A select over one dictionary (document 002 §2). Dumb: its options and their status come in
// from a container (features/dicts/containers/ConnectedDictSelect).
import { useT } from '../../i18n';
import { OptionSelect, OptionSelectProps } from '../select/OptionSelect';
import type { OptionsStatus } from './types';

export interface DictSelectProps extends Omit<OptionSelectProps, 'loading' | 'error'> {
  status: OptionsStatus;
}

export function DictSelect({ status, placeholder, ...rest }: DictSelectProps) {
  const t = useT();
  return (
    <OptionSelect
      {...rest}
      loading={status === 'loading'}
      error={status === 'failed'}
      placeholder={status === 'failed' ? t('widget.options.loadFailed') : placeholder}
    />
  );
}
