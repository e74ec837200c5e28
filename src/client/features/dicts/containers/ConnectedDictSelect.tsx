// DictSelect bound to one dictionary code, e.g. <ConnectedDictSelect code="stu_current_status" …/>.
import { DictSelect, DictSelectProps } from '../../../widgets/dict/DictSelect';
import { dictionarySource } from '../sources';
import { useCachedOptions } from './useCachedOptions';

export interface ConnectedDictSelectProps extends Omit<DictSelectProps, 'options' | 'status'> {
  code: string;
}

export function ConnectedDictSelect({ code, ...rest }: ConnectedDictSelectProps) {
  const { options, status } = useCachedOptions(dictionarySource(code));
  return <DictSelect {...rest} options={options} status={status} />;
}
