// Container glue: ask for a list once per list key, and read it through the selectors.
// A table column of dictionary labels should call this once (at the table) and hand the
// options to each DictLabel, rather than connect every cell.
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import type { OptionsStatus } from '../../../widgets/dict/types';
import type { Option } from '../../../widgets/select/types';
import { optionsNeeded, DictsState } from '../dictsSlice';
import { selectOptions, selectOptionsStatus } from '../selectors';
import type { OptionsSource } from '../sources';

type WithDicts = { dicts: DictsState };

export function useCachedOptions(source: OptionsSource): { options: Option[]; status: OptionsStatus } {
  const dispatch = useAppDispatch();
  const options = useAppSelector((s: WithDicts) => selectOptions(s, source.key));
  const status = useAppSelector((s: WithDicts) => selectOptionsStatus(s, source.key));
  // Keyed on the list's key, not the object: callers rebuild the source on every render.
  useEffect(() => {
    dispatch(optionsNeeded({ source }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, source.key]);
  return { options, status };
}
