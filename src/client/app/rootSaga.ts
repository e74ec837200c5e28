// The root saga: the watchers every page needs (session, ui), each forked so one failing watcher
// is reported without stopping the other. A feature's saga is not here: it starts with its
// screen chunk (lazy/feature.ts, store.features) and stops on sign-out.
import { all, fork } from 'redux-saga/effects';
import { sessionSaga } from '../features/session/sessionSaga';
import { uiSaga } from '../features/ui/uiSaga';

export function* rootSaga() {
  yield all([fork(sessionSaga), fork(uiSaga)]);
}
