// Shared fixtures of the export tests: the server's answers, a scripted fake api that records
// every call, and states reached through the real reducers (never written by hand).
import { jobProgressed, JOB_READERS } from '../../../../src/client/lib/jobFollow';
import { combineReducers, UnknownAction } from '@reduxjs/toolkit';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, StaticProvider } from 'redux-saga-test-plan/providers';
import { delay } from 'redux-saga/effects';
import type { Api } from '../../../../src/client/api/types';
import exportReducer, { cancelled, countLoaded, headersLoaded, opened, rowSelectionChanged } from '../../../../src/client/features/exports/exportSlice';
import type { ListSearch } from '../../../../src/client/features/exports/state';
import session, { initialSessionState } from '../../../../src/client/features/session/sessionSlice';
import ui from '../../../../src/client/features/ui/uiSlice';
import type { ExportHeaders, ExportProgress } from '../../../../src/shared/exports/api';

export const TENANT = '000000';

/** key → label, in the list's order; the last label is longer than 5 characters */
export const HEADERS: ExportHeaders = { name: '姓名', studentNo: '学号', gender: '性别', className: '班级', currentStatus: '当前学籍状态' };
export const FIELDS = Object.entries(HEADERS).map(([key, label]) => ({ key, label }));
export const ALL_FIELDS_TEXT = '姓名:name,学号:studentNo,性别:gender,班级:className,当前学籍状态:currentStatus';

/** the list's search as last submitted: filters, an advanced search and an order */
export const SEARCH: ListSearch = {
  formInline: { name: '王', classId: 4 },
  advancedSearch: [{ join: 'and', field: 'grade', operator: '=', value: '2023' }],
  dataSortStr: 'name ASC,studentNo DESC',
};

export const FILE_NAME = '本专科生管理20261121153000';
export const URL_OF_FILE = '/api/blade-workbench/export/file/tok-e1';

export const progress = (over: Partial<ExportProgress> = {}): ExportProgress => ({
  redisKey: 'e1',
  state: 'running',
  finished: 0,
  finishRate: 0.25,
  totalNum: 120,
  finishNum: 30,
  url: null,
  errorMsg: null,
  fileName: FILE_NAME,
  ...over,
});
export const finishedProgress = progress({ state: 'finished', finished: 1, finishRate: 1, finishNum: 120, url: URL_OF_FILE });

export const ok = <T>(result: T) => ({ status: 1000, msg: '', result });
export const refused = (msg: string) => ({ status: 1002, msg, result: null });

export const rootReducer = combineReducers({ export: exportReducer, session, ui });
export type TestState = ReturnType<typeof rootReducer>;

/** The reducer, recording the last state before `export/cancelled`: a test run that stops
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

export const signedIn = (): TestState => ({
  ...rootReducer(undefined, { type: '@@init' }),
  session: { ...initialSessionState, status: 'signedIn', tenantId: TENANT },
});

export const through = (actions: UnknownAction[], from: TestState = signedIn()): TestState => actions.reduce(rootReducer, from);

export const openedForStudents = (search: ListSearch = SEARCH) => opened({ identity: 'STUDENT', fileName: FILE_NAME, search });

/** The form, opened on the student list with rows 2 and 5 checked, its fields and count in. */
export const editingState = (total = 120): TestState =>
  through([
    rowSelectionChanged({ identity: 'STUDENT', ids: [2, 5] }),
    openedForStudents(),
    headersLoaded({ fields: FIELDS }),
    countLoaded({ dataRange: 1, total }),
  ]);

export interface Call {
  kind: 'request' | 'download';
  url: string;
  data: unknown;
}

type Handler = (data: unknown) => unknown;

/** A fake api answering by the last segment of the export paths (headers, count, start,
 *  progress, cancel) and `download` for files; records every call. An answer may be a value,
 *  a promise, or an Error (thrown). */
export function scriptedApi(answers: Record<string, Handler>): Api & { calls: Call[]; callsTo: (name: string) => Call[] } {
  const calls: Call[] = [];
  const answer = async (kind: Call['kind'], url: string, data: unknown) => {
    calls.push({ kind, url, data });
    // a call is named by its last segment, or its last two where two calls share the last
    const [last, ...before] = url.split('/').reverse();
    const name = kind === 'download' ? 'download' : answers[`${before[0]}/${last}`] ? `${before[0]}/${last}` : last;
    const handler = answers[name];
    if (!handler) throw new Error(`no answer for ${url}`);
    const value = await handler(data);
    if (value instanceof Error) throw value;
    return value as never;
  };
  return {
    calls,
    callsTo: (name) => calls.filter((c) => (name === 'download' ? c.kind === 'download' : c.kind === 'request' && c.url.endsWith(`/${name}`))),
    request: (o) => answer('request', o.url, o.data ?? o.params),
    upload: () => Promise.reject(new Error('no upload in an export')),
    download: (o) => answer('download', o.url, o.data ?? o.params),
  };
}

/** The answers of a normal opening: the header list and a count of 120 for every range. */
export const formAnswers = (total = 120): Record<string, Handler> => ({ headers: () => ok(HEADERS), count: () => ok(total) });

/** A promise that never settles: a call still under way when the dialog closes. */
export const pending = () => new Promise<never>(() => undefined);

// The function every delay effect calls; found from an effect rather than imported.
export const DELAY_FN = (delay(1) as unknown as { payload: { fn: unknown } }).payload.fn;

/** Provides every delay with a 1 ms wait (a timer, so later dispatches still run between
 *  polls; virtual under sagaClock) and records the delays the saga asked for. */
export function recordDelays() {
  const waited: number[] = [];
  const provider: StaticProvider = [
    matchers.call.fn(DELAY_FN as () => void),
    dynamic((effect: { args: unknown[] }) => {
      waited.push(effect.args[0] as number);
      return new Promise((resolve) => setTimeout(resolve, 1));
    }),
  ];
  return { waited, provider };
}

/** Answers one after another; the last one repeats. */
export const inTurn = (...answers: unknown[]) => {
  let i = 0;
  return () => answers[Math.min(i++, answers.length - 1)];
};

export const xlsxBlob = () => new Blob(['xlsx bytes'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

/** A progress answer of an export's job as the shared follow saga puts it (lib/jobFollow);
 *  `.type` for `put.actionType`. */
export const progressPolledOf = (kind: 'export' | 'photoExport') =>
  Object.assign(
    ({ redisKey, progress }: { redisKey: string; progress: ExportProgress }) =>
      jobProgressed({ kind, id: redisKey, update: JOB_READERS[kind].update(progress), detail: progress }),
    { type: jobProgressed.type },
  );
export const progressPolled = progressPolledOf('export');
