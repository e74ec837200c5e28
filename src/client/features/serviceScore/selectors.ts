// The only way the service score screen's views and saga read its state: the list bodies, the
// mechanism's body (or why it cannot be saved) and the views' shapes.
import { createSelector } from '@reduxjs/toolkit';
import {
  DEFAULT_SCORE_MECHANISM,
  MIN_RATINGS_MAX,
  ScoreMechanism,
  ServiceRatingListBody,
  ServiceScoreListBody,
  VISIT_WINDOW_MAX_DAYS,
  WEIGHT_TOTAL,
  weightSum,
} from '../../../shared/services/score';
import type { Message } from '../../lib/problem';
import { initialServiceScoreState, MECHANISM_FIELDS, MechanismField, ServiceScoreState } from './state';

type WithServiceScore = { serviceScore?: ServiceScoreState };

export const selectServiceScore = (state: object): ServiceScoreState => (state as WithServiceScore).serviceScore ?? initialServiceScoreState;
export const selectScores = (state: object) => selectServiceScore(state).scores;
export const selectRatings = (state: object) => selectServiceScore(state).ratings;
export const selectMechanism = (state: object) => selectServiceScore(state).mechanism;

/** serviceScore/list for the page in view */
export const selectScoreListBody = createSelector([selectScores], (s): ServiceScoreListBody => {
  const body: ServiceScoreListBody = { pageIndex: s.pageIndex, pageSize: s.pageSize };
  if (s.search) body.serviceName = s.search;
  return body;
});

/** serviceScore/serviceScoreList for the service opened, or null when none is */
export const selectRatingListBody = createSelector([selectRatings], (r): ServiceRatingListBody | null =>
  r.service ? { serviceId: r.service.id, pageIndex: r.pageIndex, pageSize: r.pageSize } : null,
);

/** the window of the visits column: the saved mechanism's (the default's until it is read) */
export const selectVisitWindowDays = createSelector([selectMechanism], (m) => m.saved?.visitWindowDays ?? DEFAULT_SCORE_MECHANISM.visitWindowDays);

const LIMITS: Record<MechanismField, [number, number]> = {
  ratingWeight: [0, 100],
  visitWeight: [0, 100],
  favouriteWeight: [0, 100],
  minRatings: [0, MIN_RATINGS_MAX],
  visitWindowDays: [1, VISIT_WINDOW_MAX_DAYS],
};
const LABELS: Record<MechanismField, string> = {
  ratingWeight: 'serviceScoreUi.ratingWeight',
  visitWeight: 'serviceScoreUi.visitWeight',
  favouriteWeight: 'serviceScoreUi.favouriteWeight',
  minRatings: 'serviceScoreUi.minRatings',
  visitWindowDays: 'serviceScoreUi.visitWindowDays',
};
export const mechanismLabel = (f: MechanismField) => LABELS[f];

/** the weights' total as typed (blank counts 0), for the form's hint */
export const selectDraftWeightSum = createSelector([selectMechanism], (m) =>
  weightSum({
    ratingWeight: Number(m.draft.ratingWeight) || 0,
    visitWeight: Number(m.draft.visitWeight) || 0,
    favouriteWeight: Number(m.draft.favouriteWeight) || 0,
  }),
);

/** scoreMechanism/update's body, or the first reason it cannot be sent (the server checks the same) */
export const selectMechanismBody = createSelector([selectMechanism], (m): { body: ScoreMechanism } | { message: Message } => {
  const values: Partial<ScoreMechanism> = {};
  for (const f of MECHANISM_FIELDS) {
    const [min, max] = LIMITS[f];
    const text = m.draft[f].trim();
    const n = Number(text);
    if (text === '' || !Number.isInteger(n) || n < min || n > max) {
      return { message: { key: 'serviceScoreUi.numberInvalid', params: { field: LABELS[f], min, max } } };
    }
    values[f] = n;
  }
  const body = values as ScoreMechanism;
  const sum = weightSum(body);
  return sum === WEIGHT_TOTAL ? { body } : { message: { key: 'serviceScore.weightsSum', params: { total: WEIGHT_TOTAL, sum } } };
});
