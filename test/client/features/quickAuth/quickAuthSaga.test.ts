// Quick authorization's saga (document 001 §7) on the real reducers with an in-memory server: the
// list call (businessDataId, dataSortStr, account, name, paging), the save array, the rules before
// it, a refused save, and the session's end on closing and on signing out.
import { expectSaga } from '../../sagaClock';
import { getContext } from 'redux-saga/effects';
import { quickAuthSaga } from '../../../../src/client/features/quickAuth/quickAuthSaga';
import {
  authCancelled,
  authClosed,
  authOpened,
  authPageChanged,
  authSaved,
  authSearchChanged,
  authSearched,
  directoryLoaded,
  saveAccepted,
  saveClicked,
  saveFailed,
  saveRejected,
  tickChanged,
} from '../../../../src/client/features/quickAuth/quickAuthSlice';
import { signOutRequested } from '../../../../src/client/features/session/sessionSlice';
import { AUTH_PATHS } from '../../../../src/shared/members/quickAuthApi';
import { drive, pending } from '../memberPicker/fixtures';
import { fakeAuthServer, rootReducer, signedIn } from './fixtures';

const TABLE = { id: 2, name: '课程表', type: 'FILE' as const };

function session(options: Parameters<typeof fakeAuthServer>[0] = {}) {
  const server = fakeAuthServer(options);
  const saga = expectSaga(quickAuthSaga)
    .withReducer(rootReducer, signedIn())
    .provide([[getContext('api'), server.api]]);
  return { server, saga };
}

describe('quick authorization (document 001 §7)', () => {
  it('lists the members with their ticks: businessDataId, dataSortStr, account, name and paging; searches and pages', async () => {
    const { server, saga } = session();
    await drive(saga, [
      authOpened({ entry: TABLE }),
      10,
      authSearchChanged({ account: 'T01', name: ' 老师1 ' }),
      authSearched(),
      10,
      authPageChanged({ pageIndex: 2 }),
      10,
    ]);
    expect(server.api.callsTo(AUTH_PATHS.authUserList).map((c) => c.data)).toEqual([
      { businessDataId: 2, dataSortStr: 'account ASC', pageIndex: 1, pageSize: 10 },
      { businessDataId: 2, account: 'T01', name: '老师1', dataSortStr: 'account ASC', pageIndex: 1, pageSize: 10 },
      { businessDataId: 2, account: 'T01', name: '老师1', dataSortStr: 'account ASC', pageIndex: 2, pageSize: 10 },
    ]);
  });

  it('saves the array of businessDataId, userId, lookPerm, updateDataPerm, updateTablePerm; the dialog closes and the directory is read again', async () => {
    const { server, saga } = session();
    const { storeState } = await drive<{ storeState: ReturnType<typeof rootReducer> }>(
      saga
        .put(saveAccepted())
        .put(authSaved({ businessDataId: 2, saved: 2 }))
        .put.actionType(directoryLoaded.type),
      [
        authOpened({ entry: TABLE }),
        10,
        tickChanged({ userId: 100, tick: 'updateTablePerm', value: true }),
        tickChanged({ userId: 103, tick: 'updateDataPerm', value: true }),
        saveClicked(),
        10,
      ],
    );
    expect(server.api.callsTo(AUTH_PATHS.authSave).map((c) => c.data)).toEqual([
      [
        { businessDataId: 2, userId: 100, lookPerm: true, updateDataPerm: true, updateTablePerm: true },
        { businessDataId: 2, userId: 103, lookPerm: true, updateDataPerm: true, updateTablePerm: false },
      ],
    ]);
    expect(storeState.quickAuth.dialog.status).toBe('closed');
    expect(server.grants.get(server.key(2, 100))).toEqual({ lookPerm: true, updateDataPerm: true, updateTablePerm: true });
  });

  it('with nothing changed, save says so and calls nothing', async () => {
    const { server, saga } = session();
    await drive(saga.put(saveRejected({ message: { key: 'membersUi.auth.nothingChanged' } })), [authOpened({ entry: TABLE }), 10, saveClicked()]);
    expect(server.api.callsTo(AUTH_PATHS.authSave)).toHaveLength(0);
  });

  it("a refused save shows the server's msg and keeps the changes for another try", async () => {
    const { server, saga } = session({ refuseSave: '不能授权给其他租户的人员' });
    await drive(saga.put(saveFailed({ message: { text: '不能授权给其他租户的人员' } })).not.put.actionType(authSaved.type), [
      authOpened({ entry: TABLE }),
      10,
      tickChanged({ userId: 100, tick: 'lookPerm', value: true }),
      saveClicked(),
      10,
      saveClicked(),
      10,
    ]);
    const item = { businessDataId: 2, userId: 100, lookPerm: true, updateDataPerm: false, updateTablePerm: false };
    expect(server.api.callsTo(AUTH_PATHS.authSave).map((c) => c.data)).toEqual([[item], [item]]);
  });

  it('closing while the list loads ends the session; changes are dropped', async () => {
    const { saga } = session({ answers: { [AUTH_PATHS.authUserList]: pending } });
    const { storeState } = await drive<{ storeState: ReturnType<typeof rootReducer> }>(saga.put(authCancelled()), [
      authOpened({ entry: TABLE }),
      10,
      authClosed(),
    ]);
    expect(storeState.quickAuth.dialog.status).toBe('closed');
  });

  it('signing out ends the session', async () => {
    const { server, saga } = session();
    await drive(saga.put(authCancelled()), [authOpened({ entry: TABLE }), 10, signOutRequested(), 5, authPageChanged({ pageIndex: 2 })]);
    expect(server.api.callsTo(AUTH_PATHS.authUserList)).toHaveLength(1);
  });
});
