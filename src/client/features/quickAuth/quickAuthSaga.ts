// Quick authorization's saga (document 001 §4, §7; STYLE.md #6, #7): the data directory list,
// and one session per opening of the dialog, raced against closing it and signing out, so either
// one cancels the page under way and the session ends in `quickAuth/authCancelled`.
//
//   authOpened → users page 1 (again on every search, page or size) → tickChanged … →
//   saveClicked → saveRejected (nothing changed / too many) | saveAccepted → the save array →
//   authSaved (closed; the directory's counts read again) | saveFailed (the server's msg)
import type { Task } from 'redux-saga';
import { all, call, cancel, cancelled, fork, put, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { AUTH_PATHS, AUTH_SAVE_MAX, AuthSaveItem, AuthUserRow, DirectoryRow } from '../../../shared/members/quickAuthApi';
import { Envelope } from '../../../shared/protocol';
import { saveAuthorization } from '../../api/members';
import { fetchPage, PageOutcome } from '../../widgets/pagedTable/pagedQuery';
import { signedOut, signOutRequested } from '../session';
import { reportProblem, toastShown } from '../ui';
import {
  authCancelled,
  authClosed,
  authOpened,
  authSaved,
  authUsersFailed,
  authUsersLoaded,
  DIRECTORY_EVENTS,
  directoryFailed,
  directoryLoaded,
  saveAccepted,
  saveClicked,
  saveFailed,
  saveRejected,
  USER_EVENTS,
} from './quickAuthSlice';
import { selectAuthClosed, selectAuthDialog, selectAuthUsersBody, selectDirectory, selectDirectoryBody, selectSaveItems } from './selectors';
import type { AuthDialogState, DirectoryState } from './state';
import { callAsk } from '../../lib/ask';
import { messageOf } from '../../lib/problem';
import { runDialog } from '../../lib/dialogRun';
import { succeeded } from '../../lib/reply';

export function* quickAuthSaga() {
  yield all([
    // takeLatest: a newer directory, search or page makes the older answer stale.
    takeLatest(DIRECTORY_EVENTS, loadDirectory),
    // takeLeading: the dialog is modal, so an opening while a session runs is ignored.
    takeLeading(authOpened.type, authSession),
  ]);
}

export function* loadDirectory() {
  const d: DirectoryState = yield select(selectDirectory);
  if (d.status !== 'loading') return;
  const body: Record<string, unknown> = yield select(selectDirectoryBody);
  const page: PageOutcome<DirectoryRow> = yield call(fetchPage, AUTH_PATHS.directoryList, body);
  if (page.problem) {
    yield put(directoryFailed({ problem: page.problem }));
    yield* reportProblem(page.problem);
  } else {
    yield put(directoryLoaded({ rows: page.rows, total: page.total }));
  }
}

export function* authSession() {
  const d: AuthDialogState = yield select(selectAuthDialog);
  if (d.status !== 'open') return;
  // a close is accepted only while the save is not out
  yield* runDialog(call(authFlow), { closeType: authClosed.type, isClosed: selectAuthClosed, signOut: [signOutRequested.type, signedOut.type] });
}

export function* authFlow() {
  try {
    const tasks: Task[] = yield all([
      // takeLatest: a newer search, page or size makes the page under way stale.
      takeLatest(USER_EVENTS, loadUsers),
      fork(loadUsers),
    ]);
    while (true) {
      // A blocking take: while the save is out, another click is not listened to.
      yield take(saveClicked.type);
      const saved: boolean = yield call(save);
      if (saved) {
        yield cancel(tasks);
        return;
      }
    }
  } finally {
    if ((yield cancelled()) as boolean) yield put(authCancelled());
  }
}

export function* loadUsers() {
  const d: AuthDialogState = yield select(selectAuthDialog);
  if (d.list.status !== 'loading') return;
  const body: Record<string, unknown> | null = yield select(selectAuthUsersBody);
  if (!body) return;
  const page: PageOutcome<AuthUserRow> = yield call(fetchPage, AUTH_PATHS.authUserList, body);
  if (page.problem) yield put(authUsersFailed({ problem: page.problem }));
  else yield put(authUsersLoaded({ rows: page.rows, total: page.total }));
}

/** Save: the changed ticks as the array of document 001 §7, in one call. True once saved. */
export function* save() {
  const d: AuthDialogState = yield select(selectAuthDialog);
  if (d.status !== 'open' || !d.entry) return false;
  const items: AuthSaveItem[] = yield select(selectSaveItems);
  if (items.length === 0) {
    yield put(saveRejected({ message: { key: 'membersUi.auth.nothingChanged' } }));
    return false;
  }
  if (items.length > AUTH_SAVE_MAX) {
    yield put(saveRejected({ message: { key: 'membersUi.auth.tooMany', params: { max: AUTH_SAVE_MAX } } }));
    return false;
  }
  yield put(saveAccepted());
  const reply: Envelope<{ saved: number } | null> = yield callAsk(saveAuthorization, items);
  if (succeeded(reply)) {
    yield put(authSaved({ businessDataId: d.entry.id, saved: Number(reply.result?.saved ?? items.length) }));
    yield put(toastShown({ kind: 'success', key: 'common.saved' }));
    return true;
  }
  yield put(saveFailed({ message: messageOf(reply) }));
  return false;
}
