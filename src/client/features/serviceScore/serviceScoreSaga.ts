// The service score saga: the score page and the ratings page (takeLatest: a newer read makes
// the older stale, so it is cancelled), the mechanism's read (takeLatest, for the same reason)
// and its save (takeLeading: a second click while one is out is ignored). Calls go through the
// saga context's api (lib/ask.ts, the paged table's fetchPage).
//
//   mechanismSaveClicked → mechanismSaveRejected (a number out of bounds, weights not 100)
//                        | mechanismSaveAccepted → update → mechanismSaved (scores read again) | mechanismSaveFailed (server msg)
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { Envelope } from '../../../shared/protocol/status';
import { SCORE_PATHS, ScoreMechanism, ServiceRatingListBody, ServiceRatingRow, ServiceScoreRow } from '../../../shared/services/score';
import { fetchScoreMechanism, updateScoreMechanism } from '../../api/serviceScore';
import { callAsk } from '../../lib/ask';
import { messageOf, Message } from '../../lib/problem';
import { fetchPage, PageOutcome } from '../../widgets/pagedTable/pagedQuery';
import { selectMechanism, selectMechanismBody, selectRatingListBody, selectRatings, selectScoreListBody, selectScores } from './selectors';
import {
  mechanismFailed,
  mechanismLoaded,
  mechanismOpened,
  mechanismSaveAccepted,
  mechanismSaveClicked,
  mechanismSaved,
  mechanismSaveFailed,
  mechanismSaveRejected,
  opened,
  RATING_EVENTS,
  ratingsFailed,
  ratingsLoaded,
  SCORE_EVENTS,
  scoresFailed,
  scoresLoaded,
} from './serviceScoreSlice';
import type { MechanismState, RatingsState, ServiceScoreState } from './state';
import { isOk, resultOrRefusal } from '../../lib/reply';

export function* loadScores() {
  const scores: ServiceScoreState['scores'] = yield select(selectScores);
  if (scores.status !== 'loading') return;
  const body: Record<string, unknown> = { ...(yield select(selectScoreListBody)) };
  const page: PageOutcome<ServiceScoreRow> = yield call(fetchPage, SCORE_PATHS.list, body);
  if (page.problem) yield put(scoresFailed({ problem: page.problem }));
  else yield put(scoresLoaded({ rows: page.rows, total: page.total }));
}

export function* loadRatings() {
  const ratings: RatingsState = yield select(selectRatings);
  const body: ServiceRatingListBody | null = yield select(selectRatingListBody);
  if (!body || ratings.status !== 'loading') return;
  const page: PageOutcome<ServiceRatingRow> = yield call(fetchPage, SCORE_PATHS.ratings, { ...body });
  if (page.problem) yield put(ratingsFailed({ serviceId: body.serviceId, problem: page.problem }));
  else yield put(ratingsLoaded({ serviceId: body.serviceId, rows: page.rows, total: page.total }));
}

export function* loadMechanism() {
  const m: MechanismState = yield select(selectMechanism);
  if (m.status !== 'loading') return;
  const reply: Envelope<ScoreMechanism> = yield callAsk(fetchScoreMechanism);
  const mechanism = yield* resultOrRefusal(reply, (problem) => mechanismFailed({ problem }));
  if (mechanism) yield put(mechanismLoaded({ mechanism }));
}

export function* saveMechanism() {
  const m: MechanismState = yield select(selectMechanism);
  if (m.status !== 'ready') return;
  const checked: { body: ScoreMechanism } | { message: Message } = yield select(selectMechanismBody);
  if ('message' in checked) {
    yield put(mechanismSaveRejected({ message: checked.message }));
    return;
  }
  yield put(mechanismSaveAccepted());
  const reply: Envelope<ScoreMechanism> = yield callAsk(updateScoreMechanism, checked.body);
  if (isOk(reply) && reply.result) yield put(mechanismSaved({ mechanism: reply.result }));
  else yield put(mechanismSaveFailed({ message: messageOf(reply) }));
}

export function* serviceScoreSaga() {
  yield all([
    takeLatest(SCORE_EVENTS, loadScores),
    takeLatest(RATING_EVENTS, loadRatings),
    takeLatest([opened.type, mechanismOpened.type], loadMechanism),
    takeLeading(mechanismSaveClicked.type, saveMechanism),
  ]);
}
