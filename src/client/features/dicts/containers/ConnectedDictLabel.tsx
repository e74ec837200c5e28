// DictLabel bound to one dictionary code, for a single value (a detail view). In a table, use
// useCachedOptions once per column and plain DictLabel in the cells.
import { DictLabel, DictLabelProps } from '../../../widgets/dict/DictLabel';
import { dictionarySource } from '../sources';
import { useCachedOptions } from './useCachedOptions';

export interface ConnectedDictLabelProps extends Omit<DictLabelProps, 'options' | 'status'> {
  code: string;
}

export function ConnectedDictLabel({ code, ...rest }: ConnectedDictLabelProps) {
  const { options, status } = useCachedOptions(dictionarySource(code));
  return <DictLabel {...rest} options={options} status={status} />;
}
