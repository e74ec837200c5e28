// The dictionary options the people list's columns and a person's detail show labels from, read
// once per column by the container (useColumnDicts.ts).
import type { OptionsStatus } from '../../widgets/dict/types';
import type { Option } from '../../widgets/select/types';

export interface DictOptions {
  options: Option[];
  status: OptionsStatus;
}

export interface ColumnDicts {
  gender: DictOptions;
  status: DictOptions | null;
  presentState: DictOptions | null;
}
