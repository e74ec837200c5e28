// Quick authorization's test fixtures: an in-memory server holding a directory tree and each
// member's ticks per entry (the save writes them, the list reads them back), and the reducers.
import { combineReducers, UnknownAction } from '@reduxjs/toolkit';
import quickAuth from '../../../../src/client/features/quickAuth/quickAuthSlice';
import session, { initialSessionState } from '../../../../src/client/features/session/sessionSlice';
import ui from '../../../../src/client/features/ui/uiSlice';
import { AUTH_PATHS, AuthSaveItem, AuthUserRow, DirectoryRow } from '../../../../src/shared/members/quickAuthApi';
import type { AuthTicks } from '../../../../src/shared/members/constants';
import { ok, pageOf, refused, scriptedApi, TENANT } from '../memberPicker/fixtures';

export const ENTRIES: DirectoryRow[] = [
  { id: 1, parentId: null, type: 'DIR', name: '教务数据', note: '教务处维护', childCount: 2, authorizedCount: 0, createdAt: '2026-01-01T00:00:00Z' },
  { id: 2, parentId: 1, type: 'FILE', name: '课程表', note: null, childCount: 0, authorizedCount: 0, createdAt: '2026-01-02T00:00:00Z' },
  { id: 3, parentId: 1, type: 'FILE', name: '成绩表', note: null, childCount: 0, authorizedCount: 0, createdAt: '2026-01-03T00:00:00Z' },
];
export const USERS = Array.from({ length: 12 }, (_, i) => ({ id: 100 + i, account: `T${String(i + 1).padStart(3, '0')}`, realName: `老师${i + 1}` }));
const NONE: AuthTicks = { lookPerm: false, updateDataPerm: false, updateTablePerm: false };

interface ListBody {
  businessDataId: number;
  pageIndex: number;
  pageSize: number;
  account?: string;
  name?: string;
  parentId?: number;
}

export function fakeAuthServer({ refuseSave, answers = {} }: { refuseSave?: string; answers?: Record<string, () => unknown> } = {}) {
  const grants = new Map<string, AuthTicks>();
  const key = (entry: number, user: number) => `${entry}:${user}`;
  const api = scriptedApi({
    [AUTH_PATHS.directoryList]: (b: ListBody) => {
      const rows = ENTRIES.filter((e) => e.parentId === (b.parentId ?? null)).map((e) => ({
        ...e,
        authorizedCount: USERS.filter((u) => grants.get(key(e.id, u.id))?.lookPerm).length,
      }));
      return pageOf(rows, b);
    },
    [AUTH_PATHS.authUserList]: (b: ListBody) => {
      const rows: AuthUserRow[] = USERS.filter((u) => (!b.account || u.account.startsWith(b.account)) && (!b.name || u.realName.includes(b.name))).map((u) => ({
        ...u,
        ...(grants.get(key(b.businessDataId, u.id)) ?? NONE),
      }));
      return pageOf(rows, b);
    },
    [AUTH_PATHS.authSave]: (items: AuthSaveItem[]) => {
      if (refuseSave) return refused(refuseSave);
      for (const item of items)
        grants.set(key(item.businessDataId, item.userId), {
          lookPerm: item.lookPerm,
          updateDataPerm: item.updateDataPerm,
          updateTablePerm: item.updateTablePerm,
        });
      return ok({ saved: items.length });
    },
    ...answers,
  });
  return { api, grants, key };
}

export const rootReducer = combineReducers({ quickAuth, session, ui });
export type TestState = ReturnType<typeof rootReducer>;
export const signedIn = (): TestState => ({
  ...rootReducer(undefined, { type: '@@init' }),
  session: { ...initialSessionState, status: 'signedIn', tenantId: TENANT },
});
export const through = (actions: UnknownAction[], from: TestState = signedIn()): TestState => actions.reduce(rootReducer, from);
