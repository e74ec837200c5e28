// The robot library's saga: the types and the question page (takeLatest: a newer read makes the
// older stale), the type and question saves and the removals (takeLeading: a second click while
// one is out is ignored), and "try it" (takeLatest: only the last question typed is shown).
// Calls go through the saga context's api (lib/ask.ts, the paged table's fetchPage).
//
//   typeSaveClicked → typeSaveRejected (blank) | typeSaveAccepted → saveOrUpdate → typeSaved | typeSaveFailed (server msg)
//   questionSaveClicked → questionSaveRejected (every missing one of type, question, answer at once) | questionSaveAccepted → save → questionSaved | questionSaveFailed
//   removalConfirmed → remove → removed | removalFailed (e.g. 分类下还有 N 个问题)
//   trySubmitted → aiquestion/try → tryAnswered | tryFailed
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Envelope } from '../../../shared/protocol';
import { QuestionRow, QuestionSaveBody, QuestionTypeRow, QuestionTypeSaveBody, ROBOT_PATHS, TryResult } from '../../../shared/robot/api';
import { fetchQuestionTypes, removeQuestions, removeQuestionTypes, saveQuestion, saveQuestionType, tryQuestion } from '../../api/robot';
import { callAsk } from '../../lib/ask';
import { fetchPage, PageOutcome } from '../../widgets/pagedTable/pagedQuery';
import { toastShown } from '../ui';
import {
  QUESTION_EVENTS,
  questionSaveAccepted,
  questionSaveClicked,
  questionSaved,
  questionSaveFailed,
  questionSaveRejected,
  questionsFailed,
  questionsLoaded,
  removalConfirmed,
  removalFailed,
  removed,
  trySubmitted,
  tryAnswered,
  tryFailed,
  TYPE_EVENTS,
  typeChosen,
  typeSaveAccepted,
  typeSaveClicked,
  typeSaved,
  typeSaveFailed,
  typeSaveRejected,
  typesFailed,
  typesLoaded,
} from './robotLibrarySlice';
import { selectQuestionDialog, selectQuestionListBody, selectQuestionSaveBody, selectRobotLibrary, selectTypeDialog, selectTypeSaveBody } from './selectors';
import type { QuestionDialogState, QuestionErrors, RobotLibraryState, TypeDialogState } from './state';
import { messageOf, problemOf, requestIdPart } from '../../lib/problem';
import { listed, succeeded } from '../../lib/reply';

export function* robotLibrarySaga() {
  yield all([
    takeLatest(TYPE_EVENTS, loadTypes),
    takeLatest(QUESTION_EVENTS, loadQuestions),
    takeLeading(typeSaveClicked.type, saveType),
    takeLeading(questionSaveClicked.type, saveQuestionWork),
    takeLeading(removalConfirmed.type, removeWork),
    takeLatest(trySubmitted.type, tryWork),
  ]);
}

export function* loadTypes() {
  const s: RobotLibraryState = yield select(selectRobotLibrary);
  if (s.types.status !== 'loading') return;
  const reply: Envelope<QuestionTypeRow[] | null> = yield callAsk(fetchQuestionTypes);
  if (!listed(reply)) {
    const problem = problemOf(reply);
    yield put(typesFailed({ problem }));
    yield put(toastShown({ kind: 'error', text: problem.msg, ...requestIdPart(problem) }));
    return;
  }
  const rows = Array.isArray(reply.result) ? reply.result : [];
  yield put(typesLoaded({ rows }));
  // the chosen type is gone (removed elsewhere): show every type's questions
  const now: RobotLibraryState = yield select(selectRobotLibrary);
  if (now.typeId !== null && !rows.some((r) => r.id === now.typeId)) yield put(typeChosen({ id: null }));
}

export function* loadQuestions() {
  const s: RobotLibraryState = yield select(selectRobotLibrary);
  if (s.questions.status !== 'loading') return;
  const body: Record<string, unknown> = { ...(yield select(selectQuestionListBody)) };
  const page: PageOutcome<QuestionRow> = yield call(fetchPage, ROBOT_PATHS.questionList, body);
  if (page.problem) {
    yield put(questionsFailed({ problem: page.problem }));
    yield put(toastShown({ kind: 'error', text: page.problem.msg, ...requestIdPart(page.problem) }));
  } else {
    yield put(questionsLoaded({ rows: page.rows, total: page.total }));
  }
}

export function* saveType() {
  const d: TypeDialogState = yield select(selectTypeDialog);
  if (d.status !== 'open') return;
  const body: QuestionTypeSaveBody = yield select(selectTypeSaveBody);
  if (!body.name) {
    yield put(typeSaveRejected({ message: { key: 'robot.type.nameRequired' } }));
    return;
  }
  yield put(typeSaveAccepted());
  const reply: Envelope<{ id: number } | null> = yield callAsk(saveQuestionType, body);
  if (succeeded(reply)) {
    yield put(typeSaved());
    yield put(toastShown({ kind: 'success', key: 'common.saved' }));
  } else {
    yield put(typeSaveFailed({ message: messageOf(reply) }));
  }
}

export function* saveQuestionWork() {
  const d: QuestionDialogState = yield select(selectQuestionDialog);
  if (d.status !== 'open') return;
  // every missing field named at once, each beside its field
  const errors: QuestionErrors = {};
  if (d.draft.typeId === null) errors.typeId = { key: 'robotUi.question.chooseType' };
  if (!d.draft.question.trim()) errors.question = { key: 'robotUi.question.questionRequired' };
  if (!d.draft.answer.trim()) errors.answer = { key: 'robotUi.question.answerRequired' };
  const body: QuestionSaveBody | null = yield select(selectQuestionSaveBody);
  if (!body || Object.keys(errors).length > 0) {
    yield put(questionSaveRejected({ errors }));
    return;
  }
  yield put(questionSaveAccepted());
  const reply: Envelope<{ id: number } | null> = yield callAsk(saveQuestion, body);
  if (succeeded(reply)) {
    yield put(questionSaved());
    yield put(toastShown({ kind: 'success', key: 'common.saved' }));
  } else {
    yield put(questionSaveFailed({ message: messageOf(reply) }));
  }
}

export function* removeWork() {
  const s: RobotLibraryState = yield select(selectRobotLibrary);
  const r = s.removal;
  if (!r || !r.busy) return;
  const fn = r.kind === 'type' ? removeQuestionTypes : removeQuestions;
  const reply: Envelope<{ removed: number } | null> = yield callAsk(fn, { ids: [r.id] });
  if (succeeded(reply)) {
    yield put(removed({ kind: r.kind, id: r.id }));
    yield put(toastShown({ kind: 'success', key: 'common.removed' }));
  } else {
    yield put(removalFailed({ message: messageOf(reply) }));
  }
}

export function* tryWork() {
  const s: RobotLibraryState = yield select(selectRobotLibrary);
  if (s.trial.status !== 'asking') return;
  const text = s.trial.asked;
  const reply: Envelope<TryResult | null> = yield callAsk(tryQuestion, text);
  if (succeeded(reply) && reply.result) yield put(tryAnswered({ text, result: reply.result }));
  else yield put(tryFailed({ text, problem: problemOf(reply) }));
}
