// Container glue: ask for a list once per list key, and read it through the selectors.
// A table column of dictionary labels should call this once (at the table) and hand the
// options to each DictLabel, rather than connect every cell.
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { OptionsStatus } from '../../../widgets/dict/types';
import type { Option } from '../../../widgets/select/types';
import { optionsNeeded, DictsState } from '../dictsSlice';
import { selectOptions, selectOptionsStatus } from '../selectors';
import type { OptionsSource } from '../sources';

type WithDicts = { dicts: DictsState };

export function useCachedOptions(source: OptionsSource): { options: Option[]; status: OptionsStatus } {
  const dispatch = useDispatch();
  const options = useSelector((s: WithDicts) => selectOptions(s, source.key));
  const status = useSelector((s: WithDicts) => selectOptionsStatus(s, source.key));
  // Keyed on the list's key, not the object: callers rebuild the source on every render.
  useEffect(() => {
    dispatch(optionsNeeded({ source }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, source.key]);
  return { options, status };
}
