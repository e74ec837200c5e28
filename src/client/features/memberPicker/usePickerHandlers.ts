// The picker container's callbacks: each turns a view's callback into one event.
import { useMemo } from 'react';
import type { RoleGroupId } from '../../../shared/members/constants';
import { useAppDispatch } from '../../lib/hooks';
import {
  cancelAllClicked,
  closed,
  confirmClicked,
  filterChanged,
  levelChanged,
  pageChanged,
  pageSizeChanged,
  pageToggled,
  roleGroupChanged,
  rowToggled,
  searchReset,
  searchSubmitted,
  selectAllClicked,
} from './pickerSlice';
import type { PickerFilterName } from './state';
import type { PickerHandlers } from './views/MemberPickerDialog';

export function usePickerHandlers(): PickerHandlers {
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      onFilter: (name: PickerFilterName, value: string | number) => dispatch(filterChanged({ name, value })),
      onSearch: () => dispatch(searchSubmitted()),
      onReset: () => dispatch(searchReset()),
      onPage: (pageIndex: number) => dispatch(pageChanged({ pageIndex })),
      onPageSize: (pageSize: number) => dispatch(pageSizeChanged({ pageSize })),
      onRoleGroup: (roleId: RoleGroupId) => dispatch(roleGroupChanged({ roleId })),
      onLevel: (levelId: number) => dispatch(levelChanged({ levelId })),
      onRow: (id: number, selected: boolean) => dispatch(rowToggled({ id, selected })),
      onPageRows: (ids: number[], selected: boolean) => dispatch(pageToggled({ ids, selected })),
      onSelectAll: () => dispatch(selectAllClicked()),
      onCancelAll: () => dispatch(cancelAllClicked()),
      onConfirm: () => dispatch(confirmClicked()),
      onClose: () => dispatch(closed()),
    }),
    [dispatch],
  );
}
