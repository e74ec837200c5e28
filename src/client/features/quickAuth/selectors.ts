// The only way quick authorization's views and saga read its state: the directory list's body,
// the authorization list's body, the save array (document 001 §7) and the dialog's view.
import { createSelector } from '@reduxjs/toolkit';
import type { AuthSaveItem } from '../../../shared/members/quickAuthApi';
import { initialQuickAuthState, QuickAuthState } from './state';

type WithQuickAuth = { quickAuth?: QuickAuthState };

export const selectQuickAuth = (state: WithQuickAuth): QuickAuthState => state.quickAuth ?? initialQuickAuthState;
export const selectDirectory = (state: WithQuickAuth) => selectQuickAuth(state).directory;
export const selectAuthDialog = (state: WithQuickAuth) => selectQuickAuth(state).dialog;
export const selectAuthOpen = (state: WithQuickAuth) => selectAuthDialog(state).status !== 'closed';
export const selectAuthClosed = (state: WithQuickAuth) => !selectAuthOpen(state);

/** The directory list: a name searched finds entries at any level; else the directory shown. */
export const selectDirectoryBody = createSelector([selectDirectory], (d): Record<string, unknown> => {
  const paging = { pageIndex: d.pageIndex, pageSize: d.pageSize };
  if (d.name) return { name: d.name, ...paging };
  const parent = d.path.at(-1);
  return parent ? { parentId: parent.id, ...paging } : paging;
});

/** The quick authorization list call (document 001 §7). */
export const selectAuthUsersBody = createSelector([selectAuthDialog], (d): Record<string, unknown> | null =>
  d.entry
    ? {
        businessDataId: d.entry.id,
        account: d.search.account,
        name: d.search.name,
        dataSortStr: 'account ASC',
        pageIndex: d.list.pageIndex,
        pageSize: d.list.pageSize,
      }
    : null,
);

/** The save array of document 001 §7: one item per user whose ticks changed. */
export const selectSaveItems = createSelector([selectAuthDialog], (d): AuthSaveItem[] =>
  d.entry ? Object.entries(d.edits).map(([userId, ticks]) => ({ businessDataId: d.entry!.id, userId: Number(userId), ...ticks })) : [],
);

/** The dialog: each listed user with the ticks shown (changed or as saved). */
export const selectAuthView = createSelector([selectAuthDialog], (d) => ({
  open: d.status !== 'closed',
  saving: d.status === 'saving',
  entry: d.entry,
  draft: d.draft,
  list: d.list,
  rows: d.list.rows.map((row) => {
    const key = String(row.id);
    return { id: row.id, account: row.account, realName: row.realName, ticks: d.edits[key] ?? d.base[key] ?? row, changed: key in d.edits };
  }),
  changedCount: Object.keys(d.edits).length,
  message: d.message,
}));
export type AuthView = ReturnType<typeof selectAuthView>;
