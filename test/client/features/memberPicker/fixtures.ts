// Shared fixtures of the picker tests (and the member screens', quick authorization's and the
// monitors'): a scripted api answering by path and recording every call, candidate rows, states
// reached through the real reducers, and one opening of the picker under expectSaga.
import { combineReducers, UnknownAction } from '@reduxjs/toolkit';
import { expectSaga, elapse } from '../../sagaClock';
import { getContext } from 'redux-saga/effects';
import type { Api } from '../../../../src/client/api/types';
import { membersSaga } from '../../../../src/client/features/memberPicker/pickerSaga';
import members, { pickerCancelled, pickerOpened, PickerOpenedPayload } from '../../../../src/client/features/memberPicker/pickerSlice';
import type { PickerTarget } from '../../../../src/client/features/memberPicker/state';
import session, { initialSessionState } from '../../../../src/client/features/session/sessionSlice';
import ui from '../../../../src/client/features/ui/uiSlice';
import type { CandidateRow } from '../../../../src/shared/members/api';
import { ORG_PATHS, OrgTreeNode } from '../../../../src/shared/people/api';

export const TENANT = '000000';

export const ok = <T>(result: T) => ({ status: 1000, msg: '', result });
export const refused = (msg: string) => ({ status: 1002, msg, result: null });

export interface Call {
  url: string;
  method: string;
  data: unknown;
}
type Handler = (data: any) => unknown; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A fake api answering by the call's path (without its query); records every call. An answer
 *  may be a value, a promise, or an Error (thrown). */
export function scriptedApi(answers: Record<string, Handler>): Api & { calls: Call[]; callsTo: (url: string) => Call[] } {
  const calls: Call[] = [];
  const answer = async (method: string, url: string, data: unknown) => {
    calls.push({ url, method, data });
    const handler = answers[url];
    if (!handler) throw new Error(`no answer for ${url}`);
    const value = await handler(data);
    if (value instanceof Error) throw value;
    return value as never;
  };
  return {
    calls,
    callsTo: (url) => calls.filter((c) => c.url === url),
    request: (o) => answer(o.method, o.url, o.data ?? o.params),
    upload: () => Promise.reject(new Error('no upload here')),
    download: () => Promise.reject(new Error('no download here')),
  };
}

/** A promise that never settles: a call still under way when the dialog closes. */
export const pending = () => new Promise<never>(() => undefined);

/** The answer of a paged list over `rows`, as the server pages it. */
export function pageOf<R>(rows: R[], body: { pageIndex?: number; pageSize?: number }) {
  const size = body.pageSize ?? 10;
  const from = ((body.pageIndex ?? 1) - 1) * size;
  return ok({ data: rows.slice(from, from + size), total: rows.length });
}

export const student = (id: number, over: Partial<CandidateRow> = {}): CandidateRow => ({
  id,
  kind: 'STUDENT',
  studentId: id,
  name: `学生${id}`,
  identifier: `2023${String(id).padStart(4, '0')}`,
  unitName: '计算机学院',
  className: '计科2301',
  grade: '2023',
  ...over,
});
export const students = (n: number, from = 1) => Array.from({ length: n }, (_, i) => student(from + i));
export const klass = (id: number): CandidateRow => ({
  id,
  kind: 'CLASS',
  classCode: `C${id}`,
  classType: id % 2 ? 'OLD' : 'NEW',
  name: `班级${id}`,
  identifier: `C${id}`,
  unitName: '软件工程',
  className: null,
  grade: '2023',
});

/** A faculty with one major and one class, under a campus. */
export const TREE: OrgTreeNode[] = [
  {
    id: 1,
    parentId: null,
    type: 1,
    code: 'CAMPUS',
    name: '主校区',
    sort: 1,
    grade: null,
    classType: null,
    children: [
      {
        id: 10,
        parentId: 1,
        type: 2,
        code: 'F10',
        name: '计算机学院',
        sort: 1,
        grade: null,
        classType: null,
        children: [
          {
            id: 100,
            parentId: 10,
            type: 3,
            code: 'M100',
            name: '软件工程',
            sort: 1,
            grade: null,
            classType: null,
            children: [{ id: 1000, parentId: 100, type: 4, code: 'C1000', name: '软工2301', sort: 1, grade: '2023', classType: 'OLD', children: [] }],
          },
        ],
      },
    ],
  },
];
export const treeAnswers = () => ({ [ORG_PATHS.collegeMajorTree]: () => ok(TREE), [ORG_PATHS.deptTree]: () => ok(TREE) });

export const ROLE: PickerTarget = { target: 'ROLE', permId: 7, name: '教务处' };
export const LABEL: PickerTarget = { target: 'LABEL', permId: 8, parentId: 3, name: '优秀学生' };
export const MATRIX: PickerTarget = {
  target: 'MATRIX_DEPT',
  deptId: 5,
  levels: [
    { id: 51, name: '一级', sort: 1 },
    { id: 52, name: '二级', sort: 2 },
  ],
  name: '学工矩阵',
};
export const CHAT: PickerTarget = { target: 'CHAT_CLASS', chatClassId: 9, name: '新生群' };

export const rootReducer = combineReducers({ members, session, ui });
export type TestState = ReturnType<typeof rootReducer>;

export const signedIn = (): TestState => ({
  ...rootReducer(undefined, { type: '@@init' }),
  session: { ...initialSessionState, status: 'signedIn', tenantId: TENANT },
});
export const through = (actions: UnknownAction[], from: TestState = signedIn()): TestState => actions.reduce(rootReducer, from);

/** The reducer, recording the last state before the picker's session ended (a run that stops
 *  with silentRun cancels it), so what the dialog showed until then can be read. */
export function recordingReducer() {
  let shown: TestState | undefined;
  const reducer = (state: TestState | undefined, action: UnknownAction): TestState => {
    const next = rootReducer(state, action);
    if (action.type !== pickerCancelled.type) shown = next;
    return next;
  };
  return { reducer, shown: () => shown! };
}

/** One opening of the picker under the root picker saga, on the real reducers. */
export function pickerSession(answers: Record<string, Handler>, opening: PickerOpenedPayload) {
  const api = scriptedApi({ ...treeAnswers(), ...answers });
  const states = recordingReducer();
  const saga = expectSaga(membersSaga)
    .withReducer(states.reducer, signedIn())
    .provide([[getContext('api'), api]])
    .dispatch(pickerOpened(opening));
  return { api, saga, shown: states.shown };
}

type Runnable = { silentRun: (timeout?: number) => Promise<unknown>; dispatch: (action: UnknownAction) => unknown };

/** Runs an expectSaga and, while it runs, plays a script: a number waits that many virtual ms
 *  (calls answer in between), an action is dispatched at once, in order. The run stops `slack`
 *  virtual ms after the script's waits; expectations set before are checked then. */
export async function drive<R>(saga: Runnable, script: (UnknownAction | number)[], slack = 600): Promise<R> {
  const waits = script.reduce<number>((sum, step) => sum + (typeof step === 'number' ? step : 0), 0);
  const done = saga.silentRun(waits + slack);
  for (const step of script) {
    if (typeof step === 'number') await elapse(step);
    else saga.dispatch(step);
  }
  return (await done) as R;
}
