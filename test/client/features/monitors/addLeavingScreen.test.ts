// Leaving the screen ends the API add dialog's session as closing does (issue 17 part 1): a
// route/changed to another pathname cancels its saga, the session ends in `apiAdd/addCancelled`
// and the dialog reads closed. A change of the search alone ends nothing.
import { expectSaga } from '../../sagaClock';
import { getContext } from 'redux-saga/effects';
import { addCancelled, addOpened, pageChanged } from '../../../../src/client/features/monitors/apiAddSlice';
import { monitorsSaga } from '../../../../src/client/features/monitors/monitorsSaga';
import { selectApiAddClosed } from '../../../../src/client/features/monitors/selectors';
import { MONITOR_PATHS } from '../../../../src/shared/members/monitorApi';
import { drive, pending } from '../memberPicker/fixtures';
import { leftScreen, navigated } from '../route/fixtures';
import { fakeMonitorServer, rootReducer, signedIn } from './fixtures';

function session(options: Parameters<typeof fakeMonitorServer>[0] = {}) {
  const server = fakeMonitorServer(options);
  const saga = expectSaga(monitorsSaga)
    .withReducer(rootReducer, signedIn())
    .provide([[getContext('api'), server.api]]);
  return { server, saga };
}
const OPEN = addOpened({ monitorId: 1, monitorName: '教务监控', type: 'DATA_API' });

describe('adding APIs to a monitor: leaving the screen ends it', () => {
  it('Back while the candidates load: the session ends, later events call nothing, the dialog is closed', async () => {
    const { server, saga } = session({ answers: { [MONITOR_PATHS.candidateApiList]: pending } });
    const { storeState } = await drive<{ storeState: ReturnType<typeof rootReducer> }>(saga.put(addCancelled()), [
      OPEN,
      10,
      leftScreen('/monitorManage'),
      5,
      pageChanged({ pageIndex: 2 }),
    ]);
    expect(server.api.callsTo(MONITOR_PATHS.candidateApiList)).toHaveLength(1);
    expect(selectApiAddClosed(storeState)).toBe(true);
  });

  it('a new search on the same screen (same pathname) leaves the dialog listening (a later page is still asked for)', async () => {
    const { server, saga } = session();
    await drive(saga, [OPEN, 10, navigated('/monitorManage?page=2', '/monitorManage'), 5, pageChanged({ pageIndex: 2 }), 10]);
    expect(server.api.callsTo(MONITOR_PATHS.candidateApiList)).toHaveLength(2);
  });
});
