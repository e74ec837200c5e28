// Shared fixtures of the photo import tests: the server's answers, a scripted fake api that
// records every call by path, and states reached through the real reducer (never written by hand).
import { combineReducers, UnknownAction } from '@reduxjs/toolkit';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, StaticProvider } from 'redux-saga-test-plan/providers';
import { delay } from 'redux-saga/effects';
import type { Api } from '../../../../src/client/api/types';
import { registerFile } from '../../../../src/client/lib/fileRegistry';
import { JOB_READERS, jobProgressed } from '../../../../src/client/lib/jobFollow';
import photoImport, {
  errorRuleChanged,
  fieldsLoaded,
  fileAccepted,
  importStarted,
  mappingAccepted,
  opened,
  repeatRuleChanged,
  uploadStarted,
  uploadSucceeded,
} from '../../../../src/client/features/photoImport/photoImportSlice';
import session, { initialSessionState } from '../../../../src/client/features/session/sessionSlice';
import ui from '../../../../src/client/features/ui/uiSlice';
import { PHOTO_PATHS, PhotoImportStatus, PhotoUploadResult, RelationResult } from '../../../../src/shared/photos/api';

export const TENANT = '000000';
export const ZIP_TYPE = 'application/zip';

/** A zip put in the file registry, as the chooser does it. */
export const pickedZip = (name = 'photos.zip', size = 10, type = ZIP_TYPE) => ({ id: registerFile(new Blob(['zip bytes'])), name, size, type });

/** The zip of the stages below (registered once: stages are built from it again and again). */
export const FILE_REF = pickedZip('photos.zip', 4096);

export const UPLOAD_PHOTOS_ONLY: PhotoUploadResult = { redisKey: 'pk1', photoCount: 3, needsMapping: false, sheetName: null };
export const UPLOAD_WITH_SHEET: PhotoUploadResult = { redisKey: 'pk2', photoCount: 3, needsMapping: true, sheetName: 'students.xlsx' };

export const RELATION: RelationResult = {
  matchFieldList: [{ column: 'studentNo', configure: '学号' }],
  dbFieldList: [
    { column: 'studentNo', columnName: '学号', is_must: 1 },
    { column: 'name', columnName: '姓名', is_must: 1 },
    { column: 'phone', columnName: '手机号', is_must: 0 },
  ],
  excelField: ['学号', '姓名', '电话'],
  unmappedHeaders: ['姓名', '电话'],
  numericColumns: [],
};

export const photoStatus = (over: Partial<PhotoImportStatus> = {}): PhotoImportStatus => ({
  redisKey: 'pk1',
  state: 'running',
  finished: 0,
  finishRate: 0.5,
  newInsertNum: 1,
  updateNum: 0,
  jumpNum: 0,
  failNum: 0,
  successNum: 1,
  totalNum: 2,
  finishNum: 1,
  useTimeStr: '1秒',
  tryMathRemainTime: '1秒',
  errorKey: null,
  errorMsg: null,
  rows: null,
  ...over,
});

export const FINISHED = photoStatus({
  state: 'finished',
  finished: 1,
  finishRate: 1,
  newInsertNum: 2,
  updateNum: 1,
  successNum: 3,
  totalNum: 3,
  finishNum: 3,
  tryMathRemainTime: '0秒',
});

export const ok = <T>(result: T) => ({ status: 1000, msg: '', result });
export const refusal = (msg: string) => ({ status: 1002, msg, result: null });

export const rootReducer = combineReducers({ photoImport, session, ui });
export type TestState = ReturnType<typeof rootReducer>;

export const signedIn = (): TestState => ({
  ...rootReducer(undefined, { type: '@@init' }),
  session: { ...initialSessionState, status: 'signedIn', tenantId: TENANT },
});

export const through = (actions: UnknownAction[], from: TestState = signedIn()): TestState => actions.reduce(rootReducer, from);

const filled = [opened({ identity: 'STUDENT' }), fileAccepted({ file: FILE_REF }), repeatRuleChanged({ rule: 1 }), errorRuleChanged({ rule: 1 })];
const loadingFields = [...filled, uploadStarted(), uploadSucceeded({ upload: UPLOAD_WITH_SHEET })];
const mapping = [...loadingFields, fieldsLoaded({ relation: RELATION })];

export type Stage = 'opened' | 'filled' | 'uploading' | 'running' | 'loadingFields' | 'mapping' | 'starting' | 'mappedRunning';

/** The events that bring the photo import (opened for STUDENT) to each stage. */
export const STAGES: Record<Stage, UnknownAction[]> = {
  opened: [opened({ identity: 'STUDENT' })],
  filled,
  uploading: [...filled, uploadStarted()],
  running: [...filled, uploadStarted(), uploadSucceeded({ upload: UPLOAD_PHOTOS_ONLY })],
  loadingFields,
  mapping,
  starting: [...mapping, mappingAccepted()],
  mappedRunning: [...mapping, mappingAccepted(), importStarted({ key: 'pk2' })],
};

export const stateAt = (stage: Stage): TestState => through(STAGES[stage]);

export interface Call {
  kind: 'request' | 'upload' | 'download';
  url: string;
  data: unknown;
}

type PathName = keyof typeof PHOTO_PATHS | 'sheetErrors';

/** A fake api answering by PHOTO_PATHS name; records every call. An answer may be a value, a
 *  promise, or an Error (thrown). Uploads are recorded as their parts (the file as '(file)'). */
export function scriptedApi(answers: Partial<Record<PathName, (data: unknown) => unknown>>) {
  const calls: Call[] = [];
  const nameOf = (url: string): PathName => {
    const name = (Object.keys(PHOTO_PATHS) as (keyof typeof PHOTO_PATHS)[]).find((k) => PHOTO_PATHS[k] === url);
    return name ?? 'sheetErrors';
  };
  const answer = async (kind: Call['kind'], url: string, data: unknown) => {
    calls.push({ kind, url, data });
    const handler = answers[nameOf(url)];
    if (!handler) throw new Error(`no answer for ${url}`);
    const value = await handler(data);
    if (value instanceof Error) throw value;
    return value as never;
  };
  const api: Api = {
    request: (o) => answer('request', o.url, o.data ?? o.params),
    upload: (url, form) =>
      answer('upload', url, Object.fromEntries(Array.from(form.entries()).map(([k, v]) => [k, typeof v === 'string' ? v : `(file ${(v as File).name})`]))),
    download: (o) => answer('download', o.url, o.data ?? o.params),
  };
  return { ...api, calls, answers, callsTo: (name: PathName) => calls.filter((c) => nameOf(c.url) === name) };
}

/** A promise that never settles: a call still under way when the dialog closes. */
export const pending = () => new Promise<never>(() => undefined);

// The function every delay effect calls; found from an effect rather than imported.
const DELAY_FN = (delay(1) as unknown as { payload: { fn: unknown } }).payload.fn;

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

/** A progress answer of the photo import's job as the shared follow saga puts it (lib/jobFollow). */
export const progressPolled = ({ key, status }: { key: string; status: PhotoImportStatus }) =>
  jobProgressed({ kind: 'photoImport', id: key, update: JOB_READERS.photoImport.update(status), detail: status });
