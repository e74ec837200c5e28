// Body schemas of the photo import calls (src/shared/photos/api.ts PHOTO_PATHS.import*). The
// upload's `data` part is checked by src/server/photoImport/data.ts once the multipart body is read.
import { PHOTO_ERROR_KEY_PATTERN, PHOTO_JOB_KEY_PATTERN } from '../../photoImport/keys';
import { IDENTITIES } from '../../../shared/domain/people';
import { bodySchema, MULTIPART_HEADERS } from '../../schemas/request';
import { MATCH_FIELD } from '../import/schemas';

const JOB_KEY = { type: 'string', pattern: PHOTO_JOB_KEY_PATTERN } as const;
const ERROR_KEY = { type: 'string', pattern: PHOTO_ERROR_KEY_PATTERN } as const;

export const uploadHeaders = MULTIPART_HEADERS;

export const jobKeyBody = bodySchema({ redisKey: JOB_KEY }, ['redisKey']);
export const startBody = bodySchema({ redisKey: JOB_KEY, matchFieldList: { type: 'array', items: MATCH_FIELD, maxItems: 200 } }, [
  'redisKey',
  'matchFieldList',
]);
export const errorsBody = bodySchema({ errorKey: ERROR_KEY, identity: { type: 'string', enum: [...IDENTITIES] } }, ['errorKey']);
