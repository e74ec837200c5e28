// The score mechanism of /serviceScore (document 002 §7 "Score"; the formula in
// src/shared/services/score.ts): three weights adding up to 100, the ratings a service needs before
// it is scored and the days of visits counted. A document with its own screen: the service score
// screen's mechanism tab keeps its form and makes the documented calls (`calls`), which read and
// save this document (src/server/serviceScore/mechanism.ts); the scores follow its published
// version. Versions, history, the generic calls and the public read come with the mechanism.
import { DEFAULT_SCORE_MECHANISM, MIN_RATINGS_MAX, SCORE_PATHS, VISIT_WINDOW_MAX_DAYS, WEIGHT_TOTAL } from '../../services/score';
import type { FieldDef } from '../../resources/types';
import type { DocumentDef } from '../types';
import labels from './labels';

const whole = (name: string, min: number, max: number): FieldDef => ({
  name,
  column: name,
  label: `scoreMechanism.${name}`,
  type: 'number',
  integer: true,
  required: true,
  min,
  max,
});

export const scoreMechanism: DocumentDef = {
  key: 'scoreMechanism',
  labels,
  demo: () => import('./demo'),
  ownTitle: 'scoreMechanism.title',
  route: '/serviceScore',
  ownScreen: true,
  serverRoutes: 'scoreMechanism',
  scope: 'tenant',
  fields: [
    whole('ratingWeight', 0, WEIGHT_TOTAL),
    whole('visitWeight', 0, WEIGHT_TOTAL),
    whole('favouriteWeight', 0, WEIGHT_TOTAL),
    whole('minRatings', 0, MIN_RATINGS_MAX),
    whole('visitWindowDays', 1, VISIT_WINDOW_MAX_DAYS),
  ],
  defaults: { ...DEFAULT_SCORE_MECHANISM },
  sums: [{ fields: ['ratingWeight', 'visitWeight', 'favouriteWeight'], total: WEIGHT_TOTAL, message: 'serviceScore.weightsSum' }],
  calls: {
    /** GET → ScoreMechanism: the published rules (the defaults before any) */
    mechanismDetail: { method: 'GET', path: SCORE_PATHS.mechanismDetail, kind: 'read' },
    /** ScoreMechanismBody → ScoreMechanism: saved and published at once */
    mechanismUpdate: { method: 'POST', path: SCORE_PATHS.mechanismUpdate, kind: 'write' },
  },
};
