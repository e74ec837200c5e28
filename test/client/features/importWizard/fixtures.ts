// Shared fixtures of the import wizard tests: the server's answers, a scripted fake api that
// records every call, and states reached through the real reducer (never written by hand).
import { jobProgressed, JOB_READERS } from '../../../../src/client/lib/jobFollow';
import { combineReducers, UnknownAction } from '@reduxjs/toolkit';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, StaticProvider } from 'redux-saga-test-plan/providers';
import { delay } from 'redux-saga/effects';
import { withTenant } from '../../../../src/client/api/requestInterceptor';
import type { Api } from '../../../../src/client/api/types';
import importWizard, {
  basicInfoChanged,
  checkFieldsLoaded,
  importStarted,
  importStartRequested,
  mappingAccepted,
  mappingLoaded,
  opened,
  ruleChanged,
  settingsAccepted,
  uploadStarted,
  uploadSucceeded,
} from '../../../../src/client/features/importWizard/importWizardSlice';
import session, { initialSessionState } from '../../../../src/client/features/session/sessionSlice';
import ui from '../../../../src/client/features/ui/uiSlice';
import { importEnded } from '../../../../src/shared/imports';
import type { CheckFieldEntry, ImportHistoryRow, ImportTaskStatus, RelationResult, UploadResult } from '../../../../src/shared/imports';

export const TENANT = '000000';
export const FILE_REF = { id: 'file-1', name: 'students.xlsx', size: 2048, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };

export const UPLOAD: UploadResult = {
  id: 'u1',
  fileName: 'students.xlsx',
  size: 2048,
  kind: 'xlsx',
  target: 'STUDENT',
  headerRowSuggestion: 2,
  previewRows: [['2026 级学生名单'], ['学号', '姓名', '性别'], ['S0001', '张三', '男']],
};

export const CHECK_FIELDS: CheckFieldEntry[] = [
  { fieldName: 'studentNo', fieldNote: '学号', isKey: 1 },
  { fieldName: 'idNumber', fieldNote: '身份证号', isKey: 0 },
];

export const RELATION: RelationResult = {
  matchFieldList: [
    { column: 'studentNo', configure: '学号' },
    { column: 'name', configure: '姓名' },
  ],
  dbFieldList: [
    { column: 'studentNo', columnName: '学号', is_must: 1 },
    { column: 'name', columnName: '姓名', is_must: 1 },
    { column: 'gender', columnName: '性别', is_must: 0 },
  ],
  excelField: ['学号', '姓名', '性别'],
  unmappedHeaders: ['性别'],
  numericColumns: [],
};

export const taskStatus = (over: Partial<ImportTaskStatus> = {}): ImportTaskStatus => ({
  redisKey: 'k1',
  finished: false,
  finishRate: 0.5,
  failNum: 0,
  newInsertNum: 1,
  successNum: 1,
  updateNum: 0,
  jumpNum: 0,
  totalNum: 2,
  finishNum: 1,
  useTimeStr: '1秒',
  tryMathRemainTime: '1秒',
  errorKey: null,
  errorMsg: null,
  state: 'running',
  dryRun: false,
  ...over,
});

/** A history row as the server sends it: undoable when it ended, is real, not undone and not spent
 *  (unless the test says otherwise). */
export const historyRow = (over: Partial<ImportHistoryRow> = {}): ImportHistoryRow => {
  const row: ImportHistoryRow = {
    key: 'k1',
    target: 'STUDENT',
    fileName: 'students.xlsx',
    userName: '管理员',
    createdAt: '2026-05-01T08:30:00.000Z',
    finishedAt: '2026-05-01T08:31:00.000Z',
    state: 'finished',
    dryRun: false,
    ruleNum: 1,
    mapping: [],
    totalNum: 3,
    newInsertNum: 2,
    updateNum: 1,
    jumpNum: 0,
    failNum: 0,
    errorKey: null,
    undoneAt: null,
    ...over,
  };
  return { ...row, undoable: over.undoable ?? (importEnded(row.state) && !row.dryRun && !row.undoneAt && !row.spent) };
};

export const ok = <T>(result: T) => ({ status: 1000, msg: '', result });
export const refused = (msg: string) => ({ status: 1002, msg, result: null });

export const rootReducer = combineReducers({ importWizard, session, ui });
export type TestState = ReturnType<typeof rootReducer>;

const signedIn = (): TestState => ({
  ...rootReducer(undefined, { type: '@@init' }),
  session: { ...initialSessionState, status: 'signedIn', tenantId: TENANT },
});

export const through = (actions: UnknownAction[], from: TestState = signedIn()): TestState => actions.reduce(rootReducer, from);

/** The events that bring the wizard (opened for STUDENT) to each stage. */
export const STAGES = {
  opened: [opened({ target: 'STUDENT' })],
  uploading: [opened({ target: 'STUDENT' }), uploadStarted({ file: FILE_REF })],
  uploaded: [
    opened({ target: 'STUDENT' }),
    uploadStarted({ file: FILE_REF }),
    uploadSucceeded({ upload: UPLOAD }),
    checkFieldsLoaded({ entries: CHECK_FIELDS }),
  ],
} satisfies Record<string, UnknownAction[]>;
const ready = [...STAGES.uploaded, ruleChanged({ rule: 1 }), basicInfoChanged({ choice: 1 })];
const mapping = [...ready, settingsAccepted(), mappingLoaded({ relation: RELATION })];
const settings = [...mapping, mappingAccepted()];

export const stateAt = (
  stage: 'opened' | 'uploading' | 'uploaded' | 'ready' | 'loadingMapping' | 'mapping' | 'settings' | 'running' | 'dryRunning',
): TestState => {
  switch (stage) {
    case 'ready':
      return through(ready);
    case 'loadingMapping':
      return through([...ready, settingsAccepted()]);
    case 'mapping':
      return through(mapping);
    case 'settings':
      return through(settings);
    case 'running':
      return through([...settings, importStartRequested({ dryRun: false }), importStarted({ key: 'k1', dryRun: false })]);
    case 'dryRunning':
      return through([...settings, importStartRequested({ dryRun: true }), importStarted({ key: 'k1', dryRun: true })]);
    default:
      return through(STAGES[stage]);
  }
};

export interface Call {
  kind: 'request' | 'upload' | 'download';
  url: string;
  data: unknown;
}

/** A fake api answering by path (the last segment of the import paths); records every call with
 *  its body as the request layer sends it (the signed-in tenant added, as requestInterceptor
 *  does). An answer may be a value, a promise, or an Error (thrown). */
const sent = (o: { method?: string; data?: unknown; params?: unknown }) => (o.method === 'GET' ? o.params : withTenant(o.data, TENANT));

export function scriptedApi(answers: Record<string, (data: unknown) => unknown>): Api & { calls: Call[]; callsTo: (name: string) => Call[] } {
  const calls: Call[] = [];
  const answer = async (kind: Call['kind'], url: string, data: unknown) => {
    calls.push({ kind, url, data });
    const name = url.split('/').pop()!;
    const handler = answers[name];
    if (!handler) throw new Error(`no answer for ${url}`);
    const value = await handler(data);
    if (value instanceof Error) throw value;
    return value as never;
  };
  return {
    calls,
    callsTo: (name) => calls.filter((c) => c.url.endsWith(`/${name}`)),
    request: (o) => answer('request', o.url, sent(o)),
    upload: (url, form) =>
      answer('upload', url, withTenant(Object.fromEntries(Array.from(form.entries()).map(([k, v]) => [k, typeof v === 'string' ? v : '(file)'])), TENANT)),
    download: (o) => answer('download', o.url, sent(o)),
  };
}

/** A promise that never settles: a call still under way when the wizard closes. */
export const pending = () => new Promise<never>(() => undefined);

// The function every delay effect calls; found from an effect rather than imported.
export const DELAY_FN = (delay(1) as unknown as { payload: { fn: unknown } }).payload.fn;

/** Provides every delay with a 1 ms wait (a timer, so other timers and later dispatches still
 *  run between polls; virtual under sagaClock) and records the delays the saga asked for. */
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

/** A progress answer of the import's job as the shared follow saga puts it (lib/jobFollow). */
export const progressPolled = ({ key, status }: { key: string; status: ImportTaskStatus }) =>
  jobProgressed({ kind: 'import', id: key, update: JOB_READERS.import.update(status), detail: status });
