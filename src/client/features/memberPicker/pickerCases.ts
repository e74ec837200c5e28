// The events every picker dialog shares beside the selection's (selectionCases.ts): its pager, and
// the add's turn (a broken rule's message, the add call going out, its refusal, the user closing
// the dialog). A picker names them in its own slice (`confirmRejected: pickerCases.rejected`), so
// each keeps its own action types. Status machine: closed → open ⇄ adding; input only while open.
import type { PayloadAction } from '@reduxjs/toolkit';
import { PICKER_PAGE_SIZES } from '../../../shared/members/constants';
import type { PagedList } from '../../lib/pagedList';
import { pagedList } from '../../lib/pagedList';
import type { Message } from '../../lib/problem';

export interface PickerTurnState {
  status: 'closed' | 'open' | 'adding';
  message: Message | null;
  list: PagedList<unknown>;
}

const takesInput = (s: PickerTurnState) => s.status === 'open';

export const pickerCases = {
  pageChanged(state: PickerTurnState, action: PayloadAction<{ pageIndex: number }>) {
    const { pageIndex } = action.payload;
    if (!takesInput(state) || !Number.isInteger(pageIndex) || pageIndex < 1 || pageIndex === state.list.pageIndex) return;
    pagedList.toPage(state.list, pageIndex);
  },
  pageSizeChanged(state: PickerTurnState, action: PayloadAction<{ pageSize: number }>) {
    const { pageSize } = action.payload;
    if (!takesInput(state) || !(PICKER_PAGE_SIZES as readonly number[]).includes(pageSize) || pageSize === state.list.pageSize) return;
    pagedList.toPageSize(state.list, pageSize);
  },
  /** A rule of the add is broken: 请选择数据, 最多选择二十个班级, … */
  rejected(state: PickerTurnState, action: PayloadAction<{ message: Message }>) {
    if (takesInput(state)) state.message = action.payload.message;
  },
  /** The rules hold: the add call goes out. */
  accepted(state: PickerTurnState) {
    if (!takesInput(state)) return;
    state.status = 'adding';
    state.message = null;
  },
  /** Refused or failed: the server's msg shows and the selection stays for another try. */
  addFailed(state: PickerTurnState, action: PayloadAction<{ message: Message }>) {
    if (state.status !== 'adding') return;
    state.status = 'open';
    state.message = action.payload.message;
  },
  /** The user closed the dialog (not while the add is out); the saga ends and says so. */
  closed(state: PickerTurnState) {
    if (state.status === 'open') state.status = 'closed';
  },
};
