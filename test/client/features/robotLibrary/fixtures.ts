// The robot library's test fixtures: an in-memory server (types with counts, questions paged and
// filtered by type and text, saves with unique texts, removal refused for a type with
// questions, "try it"), recording every call, and the reducers.
import { combineReducers, UnknownAction } from '@reduxjs/toolkit';
import robotLibrary from '../../../../src/client/features/robotLibrary/robotLibrarySlice';
import session, { initialSessionState } from '../../../../src/client/features/session/sessionSlice';
import ui from '../../../../src/client/features/ui/uiSlice';
import { IdsBody, QuestionListBody, QuestionRow, QuestionSaveBody, QuestionTypeSaveBody, ROBOT_PATHS, TryResult } from '../../../../src/shared/robot/api';
import { ok, pageOf, refused, scriptedApi, TENANT } from '../memberPicker/fixtures';

export const TYPES = [
  { id: 1, name: '校园卡', sort: 1 },
  { id: 2, name: '图书馆', sort: 2 },
  { id: 3, name: '空分类', sort: 3 },
];

export const question = (id: number, typeId: number, over: Partial<QuestionRow> = {}): QuestionRow => ({
  id,
  typeId,
  typeName: TYPES.find((x) => x.id === typeId)!.name,
  question: `问题${id}`,
  answer: `答案${id}`,
  similar: [],
  enabled: true,
  hits: 0,
  updatedAt: '2026-03-01T00:00:00Z',
  ...over,
});

export const TRY_RESULT: TryResult = {
  candidates: [
    { rank: 1, questionId: 1, question: '校园卡丢了怎么办？', matched: '饭卡丢了', typeName: '校园卡', answer: '挂失', score: 0.82 },
    { rank: 2, questionId: 2, question: '校园卡怎么充值？', matched: '校园卡怎么充值？', typeName: '校园卡', answer: '充值', score: 0.31 },
  ],
  chosen: { rank: 1, questionId: 1, question: '校园卡丢了怎么办？', matched: '饭卡丢了', typeName: '校园卡', answer: '挂失', score: 0.82 },
  threshold: 0.15,
  librarySize: 25,
};

export function fakeRobotServer() {
  const types = TYPES.map((x) => ({ ...x }));
  let rows: QuestionRow[] = [...Array.from({ length: 15 }, (_, i) => question(i + 1, 1)), ...Array.from({ length: 10 }, (_, i) => question(i + 16, 2))];
  let nextId = 100;
  const api = scriptedApi({
    [ROBOT_PATHS.typeList]: () => ok(types.map((x) => ({ ...x, questionCount: rows.filter((q) => q.typeId === x.id).length }))),
    [ROBOT_PATHS.typeSave]: (b: QuestionTypeSaveBody) => {
      if (types.some((x) => x.name === b.name && x.id !== b.id))
        return { status: 9009, msg: `分类“${b.name}”已存在`, result: [{ field: 'name', reason: 'dup' }] };
      if (b.id) types.find((x) => x.id === b.id)!.name = b.name;
      else types.push({ id: nextId++, name: b.name, sort: types.length + 1 });
      return ok({ id: b.id ?? nextId - 1 });
    },
    [ROBOT_PATHS.typeRemove]: (b: IdsBody) => {
      const n = rows.filter((q) => b.ids.includes(q.typeId)).length;
      if (n) return refused(`分类下还有 ${n} 个问题，不能删除`);
      types.splice(
        types.findIndex((x) => x.id === b.ids[0]),
        1,
      );
      return ok({ removed: 1 });
    },
    [ROBOT_PATHS.questionList]: (b: QuestionListBody) => {
      const found = rows.filter((q) => (!b.typeId || q.typeId === b.typeId) && (!b.text || q.question.includes(b.text)));
      return found.length ? pageOf(found, b) : { status: 1004, msg: '暂无数据', result: { data: [], total: 0 } };
    },
    [ROBOT_PATHS.questionSave]: (b: QuestionSaveBody) => {
      if (rows.some((q) => q.question === b.question && q.id !== b.id)) return { status: 9009, msg: `问题“${b.question}”已存在`, result: [] };
      const row = question(b.id ?? nextId++, b.typeId, { question: b.question, answer: b.answer, similar: b.similar, enabled: b.enabled ?? true });
      rows = b.id ? rows.map((q) => (q.id === b.id ? row : q)) : [...rows, row];
      return ok({ id: row.id });
    },
    [ROBOT_PATHS.questionRemove]: (b: IdsBody) => {
      rows = rows.filter((q) => !b.ids.includes(q.id));
      return ok({ removed: b.ids.length });
    },
    [ROBOT_PATHS.questionTry]: () => ok(TRY_RESULT),
  });
  return { api, rows: () => rows, types };
}

export const rootReducer = combineReducers({ robotLibrary, session, ui });
export type TestState = ReturnType<typeof rootReducer>;
export const signedIn = (): TestState => ({
  ...rootReducer(undefined, { type: '@@init' }),
  session: { ...initialSessionState, status: 'signedIn', tenantId: TENANT },
});
export const through = (actions: UnknownAction[], from: TestState = signedIn()): TestState => actions.reduce(rootReducer, from);
