// Adding APIs to a monitor (document 001 §4 "API add", §7) through the monitors' saga on the real
// reducers, with an in-memory server: the candidate call (monitorId, paging, the query, the
// advanced search), the two selection modes — individual picks, and all across pages (total −
// fixedCount, the APIs already in the monitor being fixed) with exclusions — 请选择数据, the add
// call (monitorId, type, isAll, checkIds), a refused add, and the session's end on close and
// sign-out.
import { expectSaga } from '../../sagaClock';
import { getContext } from 'redux-saga/effects';
import {
  addAccepted,
  addCancelled,
  addClicked,
  addClosed,
  addFailed,
  addOpened,
  addRejected,
  advancedOpened,
  advancedRowChanged,
  advancedSubmitted,
  allSelected,
  apisAdded,
  pageChanged,
  queryChanged,
  querySubmitted,
  rowToggled,
  selectAllClicked,
} from '../../../../src/client/features/monitors/apiAddSlice';
import { monitorsSaga } from '../../../../src/client/features/monitors/monitorsSaga';
import { monitorChosen, screenOpened } from '../../../../src/client/features/monitors/monitorsSlice';
import { signOutRequested } from '../../../../src/client/features/session/sessionSlice';
import { MONITOR_PATHS } from '../../../../src/shared/members/monitorApi';
import { drive, pending } from '../memberPicker/fixtures';
import { fakeMonitorServer, rootReducer, signedIn } from './fixtures';

function session(options: Parameters<typeof fakeMonitorServer>[0] = {}) {
  const server = fakeMonitorServer(options);
  const saga = expectSaga(monitorsSaga)
    .withReducer(rootReducer, signedIn())
    .provide([[getContext('api'), server.api]]);
  return { server, saga };
}
const OPEN = addOpened({ monitorId: 1, monitorName: '教务监控', type: 'DATA_API' });

describe('adding APIs to a monitor (document 001 §4 "API add")', () => {
  it('lists the candidates: monitorId, the query with its type, paging (10), and the advanced search once confirmed', async () => {
    const { server, saga } = session();
    await drive(saga, [
      OPEN,
      10,
      queryChanged({ name: 'quoteType', value: 'VIEW' }),
      queryChanged({ name: 'name', value: ' 数据 ' }),
      querySubmitted(),
      10,
      advancedOpened(),
      advancedRowChanged({ index: 0, part: 'field', value: 'status' }),
      advancedRowChanged({ index: 0, part: 'value', value: 'ON' }),
      advancedSubmitted(),
      10,
    ]);
    expect(server.api.callsTo(MONITOR_PATHS.candidateApiList).map((c) => c.data)).toEqual([
      { monitorId: 1, query: { type: 'DATA_API' }, pageIndex: 1, pageSize: 10 },
      { monitorId: 1, query: { type: 'DATA_API', name: '数据', quoteType: 'VIEW' }, pageIndex: 1, pageSize: 10 },
      {
        monitorId: 1,
        query: { type: 'DATA_API', name: '数据', quoteType: 'VIEW' },
        pageIndex: 1,
        pageSize: 10,
        advancedSearch: [{ join: 'and', field: 'status', operator: '=', value: 'ON' }],
      },
    ]);
  });

  it('individual picks: the add names them (isAll false) with the type', async () => {
    const { server, saga } = session();
    await drive(saga.put(addAccepted()).put(apisAdded({ monitorId: 1, type: 'DATA_API', added: 2 })), [
      OPEN,
      10,
      rowToggled({ id: 4, selected: true }),
      pageChanged({ pageIndex: 2 }),
      10,
      rowToggled({ id: 12, selected: true }),
      addClicked(),
      10,
    ]);
    expect(server.api.callsTo(MONITOR_PATHS.addApi).map((c) => c.data)).toEqual([{ monitorId: 1, type: 'DATA_API', isAll: false, checkIds: [4, 12] }]);
  });

  it('rows already in the monitor are fixed: they cannot be ticked or unticked', async () => {
    const { server, saga } = session();
    await drive(saga.put(addRejected({ message: { key: 'picker.selectData' } })), [OPEN, 10, rowToggled({ id: 1, selected: true }), addClicked(), 10]);
    expect(server.api.callsTo(MONITOR_PATHS.addApi)).toHaveLength(0);
  });

  it('select all across pages: total − fixedCount, exclusions, and the add carries isAll, the exclusions and the query', async () => {
    const { server, saga } = session();
    await drive(saga.put(allSelected({ fixedTotal: 27 })).put(apisAdded({ monitorId: 1, type: 'DATA_API', added: 25 })), [
      OPEN,
      10,
      selectAllClicked(),
      10,
      rowToggled({ id: 5, selected: false }),
      pageChanged({ pageIndex: 3 }),
      10,
      rowToggled({ id: 30, selected: false }),
      addClicked(),
      10,
    ]);
    expect(server.api.callsTo(MONITOR_PATHS.addApi).map((c) => c.data)).toEqual([
      { monitorId: 1, type: 'DATA_API', isAll: true, checkIds: [5, 30], query: {} },
    ]);
    expect([...server.held.get(1)!].length).toBe(3 + 25);
  });

  it('select all of a search: the query it applied to is sent, even when the form changed since', async () => {
    const { server, saga } = session();
    await drive(saga.put.actionType(apisAdded.type), [
      OPEN,
      10,
      queryChanged({ name: 'status', value: 'OFF' }),
      querySubmitted(),
      10,
      selectAllClicked(),
      10,
      queryChanged({ name: 'name', value: '不相干' }),
      addClicked(),
      10,
    ]);
    expect(server.api.callsTo(MONITOR_PATHS.addApi).map((c) => c.data)).toEqual([
      { monitorId: 1, type: 'DATA_API', isAll: true, checkIds: [], query: { status: 'OFF' } },
    ]);
  });

  it('请选择数据 when nothing is selected', async () => {
    const { server, saga } = session();
    await drive(saga.put(addRejected({ message: { key: 'picker.selectData' } })).not.put(addAccepted()), [OPEN, 10, addClicked()]);
    expect(server.api.callsTo(MONITOR_PATHS.addApi)).toHaveLength(0);
  });

  it("a refused add shows the server's msg and keeps the dialog open", async () => {
    const { saga } = session({ refuseAdd: '监控不存在' });
    await drive(saga.put(addFailed({ message: { text: '监控不存在' } })).not.put.actionType(apisAdded.type), [
      OPEN,
      10,
      rowToggled({ id: 9, selected: true }),
      addClicked(),
      10,
    ]);
  });

  it('closing while the candidates load ends the session; signing out too', async () => {
    const closing = session({ answers: { [MONITOR_PATHS.candidateApiList]: pending } });
    await drive(closing.saga.put(addCancelled()), [OPEN, 10, addClosed()]);
    const out = session();
    await drive(out.saga.put(addCancelled()), [OPEN, 10, signOutRequested(), 5, pageChanged({ pageIndex: 2 })]);
    expect(out.server.api.callsTo(MONITOR_PATHS.candidateApiList)).toHaveLength(1);
  });

  it("the screen: monitors, then the chosen one's APIs of a type; an add reads both again", async () => {
    const { server, saga } = session();
    await drive(saga, [screenOpened(), 10, monitorChosen({ id: 1 }), 10, OPEN, 10, rowToggled({ id: 4, selected: true }), addClicked(), 20]);
    expect(server.api.callsTo(MONITOR_PATHS.monitorList)).toHaveLength(2);
    expect(server.api.callsTo(MONITOR_PATHS.monitorApiList).map((c) => c.data)).toEqual([
      { monitorId: 1, type: 'DATA_API', pageIndex: 1, pageSize: 40 },
      { monitorId: 1, type: 'DATA_API', pageIndex: 1, pageSize: 40 },
    ]);
  });
});
