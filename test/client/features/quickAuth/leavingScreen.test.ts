// Leaving the screen ends quick authorization's dialog session as closing does (issue 17 part 1):
// a route/changed to another pathname cancels its saga, also while the save is out (when closing
// is refused), the session ends in `quickAuth/authCancelled` and the dialog reads closed. A change
// of the search alone ends nothing.
import { expectSaga } from '../../sagaClock';
import { getContext } from 'redux-saga/effects';
import { quickAuthSaga } from '../../../../src/client/features/quickAuth/quickAuthSaga';
import { authCancelled, authOpened, authPageChanged, authSaved, saveClicked, tickChanged } from '../../../../src/client/features/quickAuth/quickAuthSlice';
import { AUTH_PATHS } from '../../../../src/shared/members/quickAuthApi';
import { drive, pending } from '../memberPicker/fixtures';
import { leftScreen, navigated } from '../route/fixtures';
import { fakeAuthServer, rootReducer, signedIn } from './fixtures';

const TABLE = { id: 2, name: '课程表', type: 'FILE' as const };

function session(options: Parameters<typeof fakeAuthServer>[0] = {}) {
  const server = fakeAuthServer(options);
  const saga = expectSaga(quickAuthSaga)
    .withReducer(rootReducer, signedIn())
    .provide([[getContext('api'), server.api]]);
  return { server, saga };
}

describe('quick authorization: leaving the screen ends the dialog', () => {
  it('Back while the list loads: the session ends, later events call nothing, the dialog is closed', async () => {
    const { server, saga } = session({ answers: { [AUTH_PATHS.authUserList]: pending } });
    const { storeState } = await drive<{ storeState: ReturnType<typeof rootReducer> }>(saga.put(authCancelled()), [
      authOpened({ entry: TABLE }),
      10,
      leftScreen('/dataDirectory'),
      5,
      authPageChanged({ pageIndex: 2 }),
    ]);
    expect(server.api.callsTo(AUTH_PATHS.authUserList)).toHaveLength(1);
    expect(storeState.quickAuth.dialog.status).toBe('closed');
  });

  it('Back while the save is out (where closing is refused): the session ends, nothing is reported saved', async () => {
    const { server, saga } = session({ answers: { [AUTH_PATHS.authSave]: pending } });
    const { storeState } = await drive<{ storeState: ReturnType<typeof rootReducer> }>(saga.put(authCancelled()).not.put.actionType(authSaved.type), [
      authOpened({ entry: TABLE }),
      10,
      tickChanged({ userId: 100, tick: 'lookPerm', value: true }),
      saveClicked(),
      10,
      leftScreen('/dataDirectory'),
    ]);
    expect(server.api.callsTo(AUTH_PATHS.authSave)).toHaveLength(1);
    expect(storeState.quickAuth.dialog.status).toBe('closed');
  });

  it('a new search on the same screen (same pathname) leaves the dialog listening (a later page is still asked for)', async () => {
    const { server, saga } = session();
    await drive(saga, [authOpened({ entry: TABLE }), 10, navigated('/dataDirectory?page=2', '/dataDirectory'), 5, authPageChanged({ pageIndex: 2 }), 10]);
    expect(server.api.callsTo(AUTH_PATHS.authUserList)).toHaveLength(2);
  });
});
