// A collection's export through the bulk export's dialog and saga (source 'resource'): opened with
// the list's fields, query and total (no header or count call), started beside the collection's
// calls with the checked fields and the query, polled every 3 s without an identity, the file
// downloaded; closing while it runs stops the job on the server.
import { expectSaga } from '../../sagaClock';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import { getContext } from 'redux-saga/effects';
import { saveBlob } from '../../../../src/client/lib/download';
import { exportSaga } from '../../../../src/client/features/exports/exportSaga';
import { POLL_INTERVAL_MS } from '../../../../src/client/lib/pollJob';
import {
  cancelled,
  closed,
  exportFinished,
  fieldToggled,
  fileSaved,
  rangeChanged,
  resourceOpened,
  startAccepted,
  startClicked,
  started,
} from '../../../../src/client/features/exports/exportSlice';
import { selectFormView } from '../../../../src/client/features/exports/selectors';
import { resourceExportPath } from '../../../../src/shared/exports/resourceApi';
import { robotProposals } from '../../../../src/shared/resources/robotProposals/definition';
import { finishedProgress, inTurn, ok, progress, recordDelays, recordingReducer, scriptedApi, signedIn, xlsxBlob, progressPolled } from './fixtures';

const PATH = resourceExportPath(robotProposals);
const QUERY = { proposer: '张', sort: { field: 'proposedAt', direction: 'desc' }, pageIndex: 1, pageSize: 10 };
const FIELDS = [
  { key: 'title', label: '建议标题' },
  { key: 'proposer', label: '建议人' },
  { key: 'status', label: '状态' },
];
const opening = resourceOpened({ resource: { key: 'robotProposals', path: PATH, query: QUERY }, fileName: '功能建议20260101120000', fields: FIELDS, total: 7 });

function resourceSession(answers: Record<string, (data: unknown) => unknown>, saved: unknown[][] = []) {
  const api = scriptedApi(answers);
  const delays = recordDelays();
  const states = recordingReducer();
  const saga = expectSaga(exportSaga)
    .withReducer(states.reducer, signedIn())
    .provide([
      [getContext('api'), api],
      delays.provider,
      [
        matchers.call.fn(saveBlob),
        dynamic((effect: { args: unknown[] }) => {
          saved.push(effect.args);
        }),
      ],
    ])
    .dispatch(opening);
  return { api, delays, saga, shown: states.shown };
}

describe("a collection's export (source resource)", () => {
  it('starts beside the collection with the checked fields and the list query, polls every 3 s without identity, then saves the file', async () => {
    const saved: unknown[][] = [];
    const { api, delays, saga, shown } = resourceSession(
      {
        export: () => ok({ redisKey: 'e1' }),
        progress: inTurn(ok(progress({ finishRate: 0.5, finishNum: 3, totalNum: 7 })), ok(finishedProgress)),
        download: () => xlsxBlob(),
      },
      saved,
    );
    await saga
      .delay(10)
      .dispatch(fieldToggled({ key: 'proposer' }))
      // a collection's export has only the current search: another range is ignored
      .delay(11)
      .dispatch(rangeChanged({ dataRange: 1 }))
      .delay(12)
      .dispatch(startClicked())
      .put(startAccepted())
      .put(started({ redisKey: 'e1' }))
      .put.actionType(progressPolled.type)
      .put(exportFinished({ redisKey: 'e1', progress: finishedProgress }))
      .put(fileSaved())
      .silentRun(150);
    // no header list nor count call: they came with the opening
    expect(api.calls.map((c) => c.url).filter((u) => /\/(headers|count|start)$/.test(u))).toEqual([]);
    expect(api.callsTo('export').map((c) => [c.url, c.data])).toEqual([
      [PATH, { fileName: '功能建议20260101120000', fields: ['title', 'status'], query: QUERY }],
    ]);
    expect(api.callsTo('progress').map((c) => c.data)).toEqual([{ redisKey: 'e1' }, { redisKey: 'e1' }]);
    expect(delays.waited).toContain(POLL_INTERVAL_MS);
    expect(saved).toHaveLength(1);
    expect(saved[0][1]).toBe(`${finishedProgress.fileName}.xlsx`);
    expect(selectFormView(shown()).source).toBe('resource');
  });

  it("the form is read from the opening: the count is the list's total, every field checked, range 2", async () => {
    const { saga, shown } = resourceSession({ export: () => ok({ redisKey: 'e1' }) });
    await saga.silentRun(30);
    const view = selectFormView(shown());
    expect(view).toMatchObject({ open: true, source: 'resource', total: 7, dataRange: 2, canStart: true, allFields: true, fileName: '功能建议20260101120000' });
  });

  it('closing while the job runs stops polling and tells the server to stop the job', async () => {
    const { api, saga } = resourceSession({
      export: () => ok({ redisKey: 'e1' }),
      progress: () => ok(progress()),
      cancel: () => ok(null),
    });
    const { storeState } = await saga
      .delay(10)
      .dispatch(startClicked())
      .put.actionType(progressPolled.type)
      .delay(30)
      .dispatch(closed())
      .put(cancelled({ redisKey: 'e1' }))
      .silentRun(200);
    expect(api.callsTo('cancel').map((c) => c.data)).toEqual([{ redisKey: 'e1' }]);
    expect(storeState.export).toMatchObject({ status: 'closed', resource: null });
  });
});
