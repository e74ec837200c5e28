// The robot library's slice: lists set 'loading' and take only expected answers, the type and
// question dialogs (similar phrasings added without blanks or repeats, at most 20, removed), the
// removal notice, "try it" keeping only the answer to the last question asked, and sign-out.
import {
  questionAddOpened,
  questionEditOpened,
  questionsLoaded,
  questionsPageChanged,
  questionTextChanged,
  removalCancelled,
  removalConfirmed,
  removalFailed,
  removed,
  screenOpened,
  similarAdded,
  similarDraftChanged,
  similarRemoved,
  trySubmitted,
  tryAnswered,
  tryTextChanged,
  typeChosen,
  typeRemoveClicked,
  typeRenameOpened,
  typesLoaded,
  typeNameChanged,
  typeSaveAccepted,
  typeSaveFailed,
} from '../../../../src/client/features/robotLibrary/robotLibrarySlice';
import { selectQuestionListBody, selectQuestionSaveBody, selectTypeSaveBody } from '../../../../src/client/features/robotLibrary/selectors';
import { signedOut } from '../../../../src/client/features/session/sessionSlice';
import { question, through, TRY_RESULT, TYPES } from './fixtures';

const loaded = () =>
  through([
    screenOpened(),
    typesLoaded({ rows: TYPES.map((x) => ({ ...x, questionCount: 3 })) }),
    questionsLoaded({ rows: [question(1, 1, { similar: ['饭卡丢了'] }), question(2, 1)], total: 2 }),
  ]);

describe('robot library slice', () => {
  it('opens with both lists loading and takes their answers; a type or page choice reloads the questions', () => {
    const s = through([screenOpened()]).robotLibrary;
    expect([s.types.status, s.questions.status]).toEqual(['loading', 'loading']);
    const l = loaded();
    expect([l.robotLibrary.types.rows.length, l.robotLibrary.questions.total]).toEqual([3, 2]);
    // an answer nobody waits for is ignored
    expect(through([questionsLoaded({ rows: [], total: 0 })], l).robotLibrary.questions.total).toBe(2);
    const chosen = through([questionsPageChanged({ pageIndex: 3 }), typeChosen({ id: 2 })], l);
    expect(chosen.robotLibrary.questions).toEqual(expect.objectContaining({ status: 'loading', pageIndex: 1 }));
    expect(selectQuestionListBody(chosen)).toEqual({ typeId: 2, pageIndex: 1, pageSize: 40 });
  });

  it('renames a type: the dialog starts with its name; a refusal reopens it with the message', () => {
    const s = through([typeRenameOpened({ id: 2 }), typeNameChanged({ name: ' 图书与档案 ' })], loaded());
    expect(selectTypeSaveBody(s)).toEqual({ id: 2, name: '图书与档案' });
    const failed = through([typeSaveAccepted(), typeSaveFailed({ message: { text: '分类已存在' } })], s).robotLibrary.typeDialog;
    expect(failed).toEqual(expect.objectContaining({ status: 'open', message: { text: '分类已存在' } }));
  });

  it('edits similar phrasings as a list: trimmed, no blanks, no repeats (any case, nor the question), at most 20, removable', () => {
    let s = through([questionEditOpened({ id: 1 })], loaded());
    expect(s.robotLibrary.questionDialog.draft.similar).toEqual(['饭卡丢了']);
    s = through(
      [
        similarDraftChanged({ text: '  一卡通不见了 ' }),
        similarAdded(),
        similarDraftChanged({ text: '   ' }),
        similarAdded(),
        similarDraftChanged({ text: '饭卡丢了' }),
        similarAdded(),
        similarDraftChanged({ text: '问题1' }),
        similarAdded(),
      ],
      s,
    );
    expect(s.robotLibrary.questionDialog.draft.similar).toEqual(['饭卡丢了', '一卡通不见了']);
    s = through([similarRemoved({ index: 0 })], s);
    expect(selectQuestionSaveBody(s)).toEqual({ id: 1, typeId: 1, question: '问题1', answer: '答案1', similar: ['一卡通不见了'], enabled: true });
    let full = through([questionAddOpened()], loaded());
    for (let i = 0; i < 21; i++) full = through([similarDraftChanged({ text: `问法${i}` }), similarAdded()], full);
    expect(full.robotLibrary.questionDialog.draft.similar).toHaveLength(20);
    expect(full.robotLibrary.questionDialog.message).toEqual({ key: 'robotUi.question.similarTooMany', params: { max: 20 } });
  });

  it('a new question takes the chosen type; without one the save body is null', () => {
    expect(selectQuestionSaveBody(through([questionAddOpened(), questionTextChanged({ field: 'question', value: 'q' })], loaded()))).toBeNull();
    const s = through([typeChosen({ id: 2 }), questionAddOpened()], loaded());
    expect(s.robotLibrary.questionDialog.draft.typeId).toBe(2);
  });

  it('removal: asks, cannot be cancelled while busy, keeps a refusal, and a removed chosen type shows all', () => {
    let s = through([typeChosen({ id: 3 }), typeRemoveClicked({ id: 3 })], loaded());
    expect(s.robotLibrary.removal).toEqual({ kind: 'type', id: 3, label: '空分类', busy: false, message: null });
    s = through([removalConfirmed(), removalCancelled()], s);
    expect(s.robotLibrary.removal?.busy).toBe(true);
    expect(through([removalFailed({ message: { text: '还有问题' } })], s).robotLibrary.removal).toEqual(
      expect.objectContaining({ busy: false, message: { text: '还有问题' } }),
    );
    const gone = through([removed({ kind: 'type', id: 3 })], s).robotLibrary;
    expect([gone.removal, gone.typeId, gone.types.status, gone.questions.status]).toEqual([null, null, 'loading', 'loading']);
  });

  it('try it: a blank text asks nothing; only the answer to the last question asked is kept', () => {
    expect(through([tryTextChanged({ text: '  ' }), trySubmitted()]).robotLibrary.trial.status).toBe('idle');
    const s = through([tryTextChanged({ text: ' 饭卡丢了 ' }), trySubmitted()]);
    expect(s.robotLibrary.trial).toEqual(expect.objectContaining({ status: 'asking', asked: '饭卡丢了' }));
    expect(through([tryAnswered({ text: '别的问题', result: TRY_RESULT })], s).robotLibrary.trial.status).toBe('asking');
    expect(through([tryAnswered({ text: '饭卡丢了', result: TRY_RESULT })], s).robotLibrary.trial.result).toEqual(TRY_RESULT);
  });

  it('signing out forgets everything', () => {
    expect(through([signedOut({ reason: 'user' })], loaded()).robotLibrary).toEqual(through([]).robotLibrary);
  });
});
