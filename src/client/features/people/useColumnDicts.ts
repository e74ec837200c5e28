// Container glue: the dictionaries a people list shows (gender, status, present state), each
// read once for the whole table, memoized so the columns are rebuilt only when a list arrives.
import { useMemo } from 'react';
import { dictionarySource, useCachedOptions } from '../dicts';
import { GENDER_DICT, IdentityConfig } from './identityConfig';
import type { ColumnDicts } from './columnDicts';

export function useColumnDicts(config: IdentityConfig): ColumnDicts {
  // hooks need a code even where an identity has no such dictionary: the gender list (already
  // read) stands in and is not shown
  const gender = useCachedOptions(dictionarySource(GENDER_DICT));
  const status = useCachedOptions(dictionarySource(config.statusDict ?? GENDER_DICT));
  const presentState = useCachedOptions(dictionarySource(config.presentStateDict ?? GENDER_DICT));
  return useMemo(
    () => ({
      gender: { options: gender.options, status: gender.status },
      status: config.statusDict ? { options: status.options, status: status.status } : null,
      presentState: config.presentStateDict ? { options: presentState.options, status: presentState.status } : null,
    }),
    [config, gender.options, gender.status, status.options, status.status, presentState.options, presentState.status],
  );
}
