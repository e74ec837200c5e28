// The robot library's saga on the real reducers with an in-memory server (redux-saga-test-plan):
// the types and the question page (type, text, paging), the type save and its refusal, the
// question save with its similar phrasings, removal through the notice (a type with questions
// refused with the server's reason), and "try it".
import { expectSaga } from '../../sagaClock';
import { getContext } from 'redux-saga/effects';
import { robotLibrarySaga } from '../../../../src/client/features/robotLibrary/robotLibrarySaga';
import {
  questionAddOpened,
  questionSaveAccepted,
  questionSaveClicked,
  questionSaved,
  questionSaveRejected,
  questionsSearched,
  questionTextChanged,
  removalConfirmed,
  removalFailed,
  removed,
  screenOpened,
  searchTextChanged,
  similarAdded,
  similarDraftChanged,
  trySubmitted,
  tryAnswered,
  tryTextChanged,
  typeAddOpened,
  typeChosen,
  typeNameChanged,
  typeRemoveClicked,
  typeSaveClicked,
  typeSaved,
  typeSaveFailed,
  typesLoaded,
  questionRemoveClicked,
  questionsLoaded,
} from '../../../../src/client/features/robotLibrary/robotLibrarySlice';
import { ROBOT_PATHS } from '../../../../src/shared/robot/api';
import { drive } from '../memberPicker/fixtures';
import { fakeRobotServer, rootReducer, signedIn, TRY_RESULT } from './fixtures';

function session() {
  const server = fakeRobotServer();
  const saga = expectSaga(robotLibrarySaga)
    .withReducer(rootReducer, signedIn())
    .provide([[getContext('api'), server.api]]);
  return { server, saga };
}

describe('robot library saga', () => {
  it('reads the types and the question page; a type, a search and a page read it again', async () => {
    const { server, saga } = session();
    const { storeState } = await drive<{ storeState: ReturnType<typeof rootReducer> }>(saga.put.actionType(typesLoaded.type), [
      screenOpened(),
      10,
      typeChosen({ id: 2 }),
      10,
      searchTextChanged({ text: ' 问题1 ' }),
      questionsSearched(),
      10,
    ]);
    expect(server.api.callsTo(ROBOT_PATHS.typeList)).toHaveLength(1);
    expect(server.api.callsTo(ROBOT_PATHS.questionList).map((c) => c.data)).toEqual([
      { pageIndex: 1, pageSize: 40 },
      { typeId: 2, pageIndex: 1, pageSize: 40 },
      { typeId: 2, text: '问题1', pageIndex: 1, pageSize: 40 },
    ]);
    expect(storeState.robotLibrary.types.rows.find((x) => x.id === 1)?.questionCount).toBe(15);
    expect(storeState.robotLibrary.questions.rows.map((r) => r.id)).toEqual(
      [16, 17, 18, 19, 20, 21, 22, 23, 24, 25].filter((id) => `问题${id}`.includes('问题1')),
    );
  });

  it("adds a type, and shows the server's refusal of a repeated name", async () => {
    const { server, saga } = session();
    await drive(saga.put(typeSaved()).put(typeSaveFailed({ message: { text: '分类“校园卡”已存在' } })), [
      screenOpened(),
      10,
      typeAddOpened(),
      typeNameChanged({ name: ' 校车 ' }),
      typeSaveClicked(),
      10,
      typeAddOpened(),
      typeNameChanged({ name: '校园卡' }),
      typeSaveClicked(),
      10,
    ]);
    expect(server.api.callsTo(ROBOT_PATHS.typeSave).map((c) => c.data)).toEqual([{ name: '校车' }, { name: '校园卡' }]);
    expect(server.types.some((x) => x.name === '校车')).toBe(true);
  });

  it('saves a question with its similar phrasings; refuses without question and answer before any call, naming both at once', async () => {
    const { server, saga } = session();
    await drive(
      saga
        .put(questionSaveRejected({ errors: { question: { key: 'robotUi.question.questionRequired' }, answer: { key: 'robotUi.question.answerRequired' } } }))
        .put(questionSaveAccepted())
        .put(questionSaved()),
      [
        screenOpened(),
        10,
        typeChosen({ id: 1 }),
        10,
        questionAddOpened(),
        questionSaveClicked(),
        5,
        questionTextChanged({ field: 'question', value: ' 校园卡可以借人吗？ ' }),
        questionTextChanged({ field: 'answer', value: '不可以' }),
        similarDraftChanged({ text: '能把饭卡借给同学吗' }),
        similarAdded(),
        questionSaveClicked(),
        10,
      ],
    );
    expect(server.api.callsTo(ROBOT_PATHS.questionSave).map((c) => c.data)).toEqual([
      { typeId: 1, question: '校园卡可以借人吗？', answer: '不可以', similar: ['能把饭卡借给同学吗'], enabled: true },
    ]);
    expect(server.rows().some((q) => q.question === '校园卡可以借人吗？' && q.similar[0] === '能把饭卡借给同学吗')).toBe(true);
  });

  it("removal through the notice: a type with questions is refused with the server's reason; a question is removed", async () => {
    const { server, saga } = session();
    await drive(saga.put(removalFailed({ message: { text: '分类下还有 15 个问题，不能删除' } })).put(removed({ kind: 'question', id: 1 })), [
      screenOpened(),
      10,
      typeRemoveClicked({ id: 1 }),
      removalConfirmed(),
      10,
      { type: 'robotLibrary/removalCancelled' },
      { type: 'robotLibrary/removalCancelled' },
      questionsLoaded({ rows: server.rows().slice(0, 10), total: 25 }),
      questionRemoveClicked({ id: 1 }),
      removalConfirmed(),
      10,
    ]);
    expect(server.api.callsTo(ROBOT_PATHS.typeRemove).map((c) => c.data)).toEqual([{ ids: [1] }]);
    expect(server.api.callsTo(ROBOT_PATHS.questionRemove).map((c) => c.data)).toEqual([{ ids: [1] }]);
    expect(server.rows().some((q) => q.id === 1)).toBe(false);
  });

  it('try it: asks the typed text and keeps the ranked answer', async () => {
    const { server, saga } = session();
    const { storeState } = await drive<{ storeState: ReturnType<typeof rootReducer> }>(saga.put(tryAnswered({ text: '饭卡丢了', result: TRY_RESULT })), [
      tryTextChanged({ text: '饭卡丢了 ' }),
      trySubmitted(),
      10,
    ]);
    expect(server.api.callsTo(ROBOT_PATHS.questionTry).map((c) => c.data)).toEqual([{ text: '饭卡丢了' }]);
    expect(storeState.robotLibrary.trial.result?.chosen?.question).toBe('校园卡丢了怎么办？');
  });
});
