// Body schemas of the business packages' calls (src/shared/platform/businessPackages.ts). The
// upload's multipart body is read by src/server/businessPackages/receive.ts.
import { PACKAGE_DESCRIPTION_MAX, PACKAGE_NAME_MAX, PACKAGE_NAME_SEARCH_MAX } from '../../../shared/platform/businessPackages';
import { PACKAGE_JOB_KEY_PATTERN } from '../../businessPackages/keys';
import { bodySchema, ID, PAGING, text, MULTIPART_HEADERS } from '../../schemas/request';
import { LIST_RESULT, objectResult, OBJECT_RESULT, PAGE_RESULT } from '../../schemas/response';

export const uploadHeaders = MULTIPART_HEADERS;

export const pollingBody = bodySchema({ redisKey: { type: 'string', pattern: PACKAGE_JOB_KEY_PATTERN } }, ['redisKey']);
export const listBody = bodySchema({ ...PAGING, name: { type: ['string', 'null'], maxLength: PACKAGE_NAME_SEARCH_MAX } });
export const idBody = bodySchema({ id: ID }, ['id']);
export const saveBody = bodySchema({ id: ID, versionId: ID }, ['id', 'versionId']);
export const updateBody = bodySchema(
  { id: ID, name: text(PACKAGE_NAME_MAX, 1), description: text(PACKAGE_DESCRIPTION_MAX), status: { type: 'integer', enum: [0, 1] } },
  ['id', 'name', 'description', 'status'],
);

export const uploadResult = objectResult({ redisKey: { type: 'string' } });
export const jobResult = objectResult({
  redisKey: { type: 'string' },
  state: { type: 'string' },
  finished: { type: 'integer' },
  finishRate: { type: 'number' },
});
export const packageResult = OBJECT_RESULT;
export const pageResult = PAGE_RESULT;
export const versionsResult = LIST_RESULT;
