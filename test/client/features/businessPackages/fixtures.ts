// Shared fixtures of the business packages tests: the server's answers, a scripted fake api that
// records every call by path, and states reached through the real reducer (never written by hand).
import { combineReducers, UnknownAction } from '@reduxjs/toolkit';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, StaticProvider } from 'redux-saga-test-plan/providers';
import { delay } from 'redux-saga/effects';
import type { Api } from '../../../../src/client/api/types';
import { registerFile } from '../../../../src/client/lib/fileRegistry';
import { JOB_READERS, jobProgressed } from '../../../../src/client/lib/jobFollow';
import businessPackages, {
  fileAccepted,
  uploadOpened,
  uploadStarted,
  uploadSucceeded,
} from '../../../../src/client/features/businessPackages/businessPackagesSlice';
import session, { initialSessionState } from '../../../../src/client/features/session/sessionSlice';
import ui from '../../../../src/client/features/ui/uiSlice';
import { PACKAGE_PATHS, PackageJobStatus } from '../../../../src/shared/platform/businessPackages';
import { elapse } from '../../sagaClock';

export const KEY = 'bpk_0123456789abcdef01234567';

/** A zip put in the file registry, as the chooser does it. */
export const pickedZip = (name = 'campus-bus.zip', size = 2048, type = 'application/zip') => ({ id: registerFile(new Blob(['zip bytes'])), name, size, type });

export const jobStatus = (over: Partial<PackageJobStatus> = {}): PackageJobStatus => ({
  redisKey: KEY,
  state: 'running',
  finished: 0,
  finishRate: 0.5,
  fileName: 'campus-bus.zip',
  packageId: null,
  code: null,
  version: null,
  upgrade: false,
  errorMsg: null,
  ...over,
});

export const FINISHED = jobStatus({ state: 'finished', finished: 1, finishRate: 1, packageId: 7, code: 'campus-bus', version: '1.0.0' });

/** A progress answer of the package's job as the shared follow saga puts it (lib/jobFollow). */
export const progressPolled = ({ progress }: { progress: PackageJobStatus }) =>
  jobProgressed({ kind: 'businessPackage', id: progress.redisKey, update: JOB_READERS.businessPackage.update(progress), detail: progress });

export const ok = <T>(result: T) => ({ status: 1000, msg: '', result });

export const rootReducer = combineReducers({ businessPackages, session, ui });
export type TestState = ReturnType<typeof rootReducer>;

export const signedIn = (): TestState => ({
  ...rootReducer(undefined, { type: '@@init' }),
  session: { ...initialSessionState, status: 'signedIn', tenantId: '000000' },
});

export const through = (actions: UnknownAction[], from: TestState = signedIn()): TestState => actions.reduce(rootReducer, from);

/** The zip of the stages below (registered once). */
export const FILE_REF = pickedZip();

export type Stage = 'choosing' | 'chosen' | 'chosenVersion' | 'polling';

export const STAGES: Record<Stage, UnknownAction[]> = {
  choosing: [uploadOpened()],
  chosen: [uploadOpened(), fileAccepted({ file: FILE_REF })],
  /** opened from a package's versions: a new version */
  chosenVersion: [uploadOpened({ upgrade: true }), fileAccepted({ file: FILE_REF })],
  polling: [uploadOpened(), fileAccepted({ file: FILE_REF }), uploadStarted(), uploadSucceeded({ redisKey: KEY })],
};

export const stateAt = (stage: Stage): TestState => through(STAGES[stage]);

type PathName = keyof typeof PACKAGE_PATHS;

export interface Call {
  url: string;
  data: unknown;
}

/** A fake api answering by PACKAGE_PATHS name; records every call. An answer may be a value, a
 *  promise, or an Error (thrown, as the request layer rejects a time-out or a network failure). */
export function scriptedApi(answers: Partial<Record<PathName, (data: unknown) => unknown>>) {
  const calls: Call[] = [];
  const nameOf = (url: string) => (Object.keys(PACKAGE_PATHS) as PathName[]).find((k) => PACKAGE_PATHS[k] === url);
  const answer = async (url: string, data: unknown) => {
    calls.push({ url, data });
    const name = nameOf(url);
    const handler = name && answers[name];
    if (!handler) throw new Error(`no answer for ${url}`);
    const value = await handler(data);
    if (value instanceof Error) throw value;
    return value as never;
  };
  const api: Api = {
    request: (o) => answer(o.url, o.data ?? o.params),
    upload: (url, form) =>
      answer(url, Object.fromEntries(Array.from(form.entries()).map(([k, v]) => [k, typeof v === 'string' ? v : `(file ${(v as File).name})`]))),
    download: (o) => answer(o.url, o.data ?? o.params),
  };
  return { ...api, calls, callsTo: (name: PathName) => calls.filter((c) => c.url === PACKAGE_PATHS[name]) };
}

/** A promise that never settles: a call still under way when the flow is cancelled. */
export const pending = () => new Promise<never>(() => undefined);

// The function every delay effect calls; found from an effect rather than imported.
const DELAY_FN = (delay(1) as unknown as { payload: { fn: unknown } }).payload.fn;

/** Provides every delay with a 1 ms wait (virtual under sagaClock) and records the delays the
 *  saga asked for. */
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

/** A virtual 50 ms after a run: a poller left behind would ask again in it. */
export const settle = () => elapse(50);
