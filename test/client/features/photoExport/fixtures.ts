// Shared fixtures of the photo export tests: the server's answers, states reached through the
// real reducers (never written by hand), and one opening of the dialog run by expectSaga. The
// scripted fake api, the delay recorder and the small answer helpers are the bulk export's.
import { combineReducers, UnknownAction } from '@reduxjs/toolkit';
import { expectSaga } from '../../sagaClock';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import { getContext } from 'redux-saga/effects';
import { saveBlob } from '../../../../src/client/lib/download';
import exportReducer, { rowSelectionChanged } from '../../../../src/client/features/exports/exportSlice';
import photoExport, { cancelled, countLoaded, opened } from '../../../../src/client/features/photoExport/photoExportSlice';
import { photoExportSaga } from '../../../../src/client/features/photoExport/photoExportSaga';
import type { ListSearch } from '../../../../src/client/features/photoExport/state';
import sessionReducer, { initialSessionState } from '../../../../src/client/features/session/sessionSlice';
import ui from '../../../../src/client/features/ui/uiSlice';
import type { Identity } from '../../../../src/shared/domain/people';
import type { ExportProgress, PhotoExportCount } from '../../../../src/shared/photos/api';
import { ok, progressPolledOf, recordDelays, scriptedApi } from '../exports/fixtures';

export { inTurn, ok, pending, recordDelays, refused, scriptedApi } from '../exports/fixtures';

/** A progress answer of the zip's job as the shared follow saga puts it (lib/jobFollow). */
export const progressPolled = progressPolledOf('photoExport');

export const TENANT = '000000';
export const FILE_NAME = '本专科生管理20261121153000';
export const MISSING_NAME = `无照片${FILE_NAME}`;
export const ZIP_URL = '/api/blade-platform/userImg/excel/file/tok-z1';
export const LIST_URL = '/api/blade-platform/userImg/excel/file/tok-c1';

/** the list's search as last submitted: filters, an advanced search and an order */
export const SEARCH: ListSearch = {
  formInline: { name: '王', classId: 4 },
  advancedSearch: [{ join: 'and', field: 'grade', operator: '=', value: '2023' }],
  dataSortStr: 'name ASC',
};

export const COUNT: PhotoExportCount = { total: 120, withPhoto: 100, missingIdentifier: 5 };

/** a progress answer of the zip (redisKey p1) */
export const zipProgress = (over: Partial<ExportProgress> = {}): ExportProgress => ({
  redisKey: 'p1',
  state: 'running',
  finished: 0,
  finishRate: 0.25,
  totalNum: 100,
  finishNum: 25,
  url: null,
  errorMsg: null,
  fileName: FILE_NAME,
  ...over,
});
export const zipFinished = zipProgress({ state: 'finished', finished: 1, finishRate: 1, finishNum: 100, url: ZIP_URL });

/** a progress answer of the list of people lacking the identifier (redisKey c1) */
export const listProgress = (over: Partial<ExportProgress> = {}): ExportProgress => ({
  redisKey: 'c1',
  state: 'running',
  finished: 0,
  finishRate: 0.5,
  totalNum: 5,
  finishNum: 2,
  url: null,
  errorMsg: null,
  fileName: MISSING_NAME,
  ...over,
});
export const listFinished = listProgress({ state: 'finished', finished: 1, finishRate: 1, finishNum: 5, url: LIST_URL });

/** the check's answer when 5 of 120 lack the identifier */
export const CHECK_FOUND = { redisKey: 'c1', missingIdentifier: 5, total: 120 };

export const zipBlob = () => new Blob(['zip bytes'], { type: 'application/zip' });
export const listBlob = () => new Blob(['xlsx bytes'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

export const rootReducer = combineReducers({ photoExport, export: exportReducer, session: sessionReducer, ui });
export type TestState = ReturnType<typeof rootReducer>;

export const signedIn = (): TestState => ({
  ...rootReducer(undefined, { type: '@@init' }),
  session: { ...initialSessionState, status: 'signedIn', tenantId: TENANT },
});

export const through = (actions: UnknownAction[], from: TestState = signedIn()): TestState => actions.reduce(rootReducer, from);

export const openedFor = (identity: Identity = 'STUDENT', search: ListSearch = SEARCH) => opened({ identity, fileName: FILE_NAME, search });

/** The form, opened on the student list with rows 2 and 5 checked, its count in. */
export const editingState = (count: PhotoExportCount = COUNT): TestState =>
  through([rowSelectionChanged({ identity: 'STUDENT', ids: [2, 5] }), openedFor(), countLoaded({ dataRange: 1, namingRule: 3, count })]);

/** The reducer, recording the last state before `photoExport/cancelled`: a run that stops
 *  (silentRun) cancels the session, so what the dialogs showed until then is read from here. */
export function recordingReducer() {
  let shown: TestState | undefined;
  const reducer = (state: TestState | undefined, action: UnknownAction): TestState => {
    const next = rootReducer(state, action);
    if (action.type !== cancelled.type) shown = next;
    return next;
  };
  return { reducer, shown: () => shown! };
}

type Handler = (data: unknown) => unknown;

/** The answers of a normal opening: a count of 120 (100 with a photo, 5 lacking the identifier),
 *  and the two cancels (exportImgCancel for the zip, the bulk export's cancel for the list). */
export const formAnswers = (count: PhotoExportCount = COUNT): Record<string, Handler> => ({
  exportImgCount: () => ok(count),
  exportImgCancel: () => ok(null),
  cancel: () => ok(null),
});

/** One opening on a list (by default the students', rows 2 and 5 checked) run by the photo export's root saga on
 *  the real reducers, with a scripted api (answers by the path's last segment: exportImgCount,
 *  excel/checkExportImg, userImg/checkExportImg (the check's poll), exportImg, exportImgProgress, exportImgCancel, cancel, download), recorded
 *  delays, and saveBlob provided (`saved` collects its calls). */
export function session(answers: Record<string, Handler>, saved: unknown[][] = [], { identity = 'STUDENT' as Identity, checked = [2, 5] } = {}) {
  const api = scriptedApi({ ...formAnswers(), ...answers });
  const delays = recordDelays();
  const states = recordingReducer();
  const saga = expectSaga(photoExportSaga)
    .withReducer(states.reducer, through([rowSelectionChanged({ identity, ids: checked })], signedIn()))
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
    .dispatch(openedFor(identity));
  return { api, delays, saga, shown: states.shown };
}

/** Every call that stops a job (the zip's exportImgCancel, the list's cancel), in order. */
export const stopped = (api: ReturnType<typeof scriptedApi>) =>
  api.calls.filter((c) => /\/(exportImgCancel|cancel)$/.test(c.url)).map((c) => c.url.split('/').pop());
