// Row selection of a people list's table (a container hook): the checked ids of every page,
// kept in the export's state, and the test ids `people-select-<id>` / `people-select-page`.
import { useMemo } from 'react';
import type { Identity } from '../../../shared/domain/people';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import type { RowId, RowSelection } from '../../widgets/pagedTable/PagedTable';
import { rowSelectionChanged } from './exportSlice';
import { selectCheckedIds } from './selectors';

const rowTestId = (id: RowId) => `people-select-${id}`;

export function useRowSelection(identity: Identity): RowSelection {
  const dispatch = useAppDispatch();
  const selected = useAppSelector(useMemo(() => selectCheckedIds(identity), [identity]));
  return useMemo(
    () => ({
      selected,
      onChange: (ids: RowId[]) => dispatch(rowSelectionChanged({ identity, ids: ids.map(Number) })),
      rowTestId,
      pageTestId: 'people-select-page',
    }),
    [dispatch, identity, selected],
  );
}
