// Typed calls of /serviceScore (src/shared/services/score.ts). The score and rating lists are
// {data, total} pages and go through the paged table's fetchPage; these are the mechanism's.
import type { Envelope } from '../../shared/protocol';
import { SCORE_PATHS, ScoreMechanism, ScoreMechanismBody } from '../../shared/services/score';
import type { Api } from './types';

/** GET scoreMechanism/detail (document 002 §7). */
export const fetchScoreMechanism = (api: Api): Promise<Envelope<ScoreMechanism>> =>
  api.request<ScoreMechanism>({ method: 'GET', url: SCORE_PATHS.mechanismDetail });

/** scoreMechanism/update (document 002 §7): weights summing to 100, else 9009 naming the field. */
export const updateScoreMechanism = (api: Api, body: ScoreMechanismBody): Promise<Envelope<ScoreMechanism>> =>
  api.request<ScoreMechanism>({ method: 'POST', url: SCORE_PATHS.mechanismUpdate, data: body });
