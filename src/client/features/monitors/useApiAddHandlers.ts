// The add-API dialog's callbacks: each turns a view's callback into one event.
import { useMemo } from 'react';
import { useAppDispatch } from '../../lib/hooks';
import * as e from './apiAddSlice';
import type { ApiQueryName } from './state';
import type { ApiAddHandlers } from './views/ApiAddDialog';
import type { RowPart } from './views/ApiAdvancedDialog';

export function useApiAddHandlers(): ApiAddHandlers {
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      onQuery: (name: ApiQueryName, value: string | number) => dispatch(e.queryChanged({ name, value })),
      onSearch: () => dispatch(e.querySubmitted()),
      onReset: () => dispatch(e.queryReset()),
      onPage: (pageIndex: number) => dispatch(e.pageChanged({ pageIndex })),
      onPageSize: (pageSize: number) => dispatch(e.pageSizeChanged({ pageSize })),
      onRow: (id: number, selected: boolean) => dispatch(e.rowToggled({ id, selected })),
      onPageRows: (ids: number[], selected: boolean) => dispatch(e.pageToggled({ ids, selected })),
      onSelectAll: () => dispatch(e.selectAllClicked()),
      onCancelAll: () => dispatch(e.cancelAllClicked()),
      onAdd: () => dispatch(e.addClicked()),
      onClose: () => dispatch(e.addClosed()),
      onAdvancedOpen: () => dispatch(e.advancedOpened()),
      onAdvancedAdd: () => dispatch(e.advancedRowAdded()),
      onAdvancedRemove: (index: number) => dispatch(e.advancedRowRemoved({ index })),
      onAdvancedChange: (index: number, part: RowPart, value: string) => dispatch(e.advancedRowChanged({ index, part, value })),
      onAdvancedConfirm: () => dispatch(e.advancedSubmitted()),
      onAdvancedClear: () => dispatch(e.advancedCleared()),
      onAdvancedClose: () => dispatch(e.advancedClosed()),
    }),
    [dispatch],
  );
}
