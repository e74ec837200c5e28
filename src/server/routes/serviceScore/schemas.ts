// Body schemas of /serviceScore's lists (src/shared/services/score.ts): the name searched bounded,
// ids within PostgreSQL's integer. The mechanism's are with its calls (../documents/scoreMechanism.ts).
import { SCORE_NAME_SEARCH_MAX } from '../../../shared/services/score';
import { bodySchema, ID, PAGING } from '../../schemas/request';

export const scoreListSchema = bodySchema({ ...PAGING, serviceName: { type: ['string', 'null'], maxLength: SCORE_NAME_SEARCH_MAX } });
export const ratingListSchema = bodySchema({ ...PAGING, serviceId: ID }, ['serviceId']);
