// Quick authorization's state (document 001 §2, §3 "Member authorization", §4, §5): the data
// directory screen (directories and tables, entered one level at a time) and the dialog that
// grants members view / edit data / edit table on one entry. Plain data only.
//
//   closed ──authOpened──> open ──saveAccepted──> saving ──authSaved──> closed
//   open ──saveRejected──> open (nothing changed / too many)     saving ──saveFailed──> open
//   open ──authClosed──> (the saga ends) ──authCancelled──> closed
//
// The ticks the user changed live in `edits` (by user id) until saved, across pages and searches;
// `base` holds each listed user's ticks as the server last said, so a tick set back is no edit.
import type { AuthUserRow, DirectoryRow } from '../../../shared/members/quickAuthApi';
import type { AuthTicks, DirectoryType } from '../../../shared/members/constants';
import { PICKER_DEFAULT_PAGE_SIZE } from '../../../shared/members/constants';
import type { Message } from '../../lib/problem';
import { initialPagedList, PagedList } from '../../lib/pagedList';

export interface PathStep {
  id: number;
  name: string;
}

export interface DirectoryState extends PagedList<DirectoryRow> {
  /** from the top level down to the directory shown; empty at the top */
  path: PathStep[];
  nameDraft: string;
  /** a name searched: matching entries at any level */
  name: string;
}

export interface AuthEntry {
  id: number;
  name: string;
  type: DirectoryType;
}

export interface AuthSearch {
  account: string;
  name: string;
}

export interface AuthDialogState {
  status: 'closed' | 'open' | 'saving';
  entry: AuthEntry | null;
  draft: AuthSearch;
  search: AuthSearch;
  list: PagedList<AuthUserRow>;
  /** the server's ticks of every user listed so far, by user id */
  base: Record<string, AuthTicks>;
  /** the ticks the user changed, by user id */
  edits: Record<string, AuthTicks>;
  message: Message | null;
}

export interface QuickAuthState {
  directory: DirectoryState;
  dialog: AuthDialogState;
}

const noSearch: AuthSearch = { account: '', name: '' };

// the paged table's default page size (40, document 002 §2), as every list
export const initialDirectory: DirectoryState = { ...initialPagedList<DirectoryRow>(), path: [], nameDraft: '', name: '' };
export const closedDialog: AuthDialogState = {
  status: 'closed',
  entry: null,
  draft: noSearch,
  search: noSearch,
  list: { ...initialPagedList<AuthUserRow>(), pageSize: PICKER_DEFAULT_PAGE_SIZE },
  base: {},
  edits: {},
  message: null,
};
export const initialQuickAuthState: QuickAuthState = { directory: initialDirectory, dialog: closedDialog };

export const ticksOf = (row: AuthTicks): AuthTicks => ({ lookPerm: row.lookPerm, updateDataPerm: row.updateDataPerm, updateTablePerm: row.updateTablePerm });
export const sameTicks = (a: AuthTicks, b: AuthTicks) =>
  a.lookPerm === b.lookPerm && a.updateDataPerm === b.updateDataPerm && a.updateTablePerm === b.updateTablePerm;
