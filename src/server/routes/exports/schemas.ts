// Body schemas of the export calls (src/shared/exports/api.ts). The dialog's own choices (file
// name, fields, checked ids) are admitted loosely here and checked in code, which answers with
// the specification's wording (请输入文件名称, 请至少选择一个导出字段 ...).
import { IDENTITIES } from '../../../shared/domain/people';
import { DATA_RANGES, MAX_CHOICE_IDS } from '../../../shared/exports/api';
import { EXPORT_KEY_PATTERN } from '../../exports/keys';
import { advancedSearchSchema, dataSortStrSchema, peopleFilterProperties } from '../../people';
import { listFields, ResourceDef } from '../../../shared/resources';
import { listBodySchema } from '../../resources/schemas';
import { bodySchema, getQuerySchema } from '../../schemas/request';

const IDENTITY = { type: 'string', enum: [...IDENTITIES] } as const;
const REDIS_KEY = { type: 'string', pattern: EXPORT_KEY_PATTERN } as const;

export const selection = {
  identity: IDENTITY,
  dataRange: { type: 'integer', enum: [...DATA_RANGES] },
  formInline: { type: ['object', 'null'], properties: peopleFilterProperties, additionalProperties: false },
  advancedSearch: advancedSearchSchema,
  // ids of up to 10 digits and a comma each, with room for spaces
  choiceDataIds: { type: ['string', 'null'], maxLength: MAX_CHOICE_IDS * 12 },
} as const;

export const headersBody = bodySchema({ identity: IDENTITY }, ['identity']);
export const countBody = bodySchema(selection, ['identity', 'dataRange']);
export const startBody = bodySchema(
  {
    ...selection,
    fileName: { type: ['string', 'null'], maxLength: 200 },
    exportField: { type: ['string', 'null'], maxLength: 5000 },
    dataSortStr: dataSortStrSchema,
  },
  ['identity', 'dataRange'],
);
/** a collection's export: the file name, and the list's query as its own list schema admits it */
export const resourceExportBody = (def: ResourceDef) =>
  bodySchema(
    {
      fileName: { type: ['string', 'null'], maxLength: 200 },
      fields: { type: ['array', 'null'], items: { type: 'string', enum: listFields(def).map((f) => f.name) }, minItems: 1, uniqueItems: true },
      query: listBodySchema(def),
    },
    ['query'],
  );
export const progressBody = bodySchema({ redisKey: REDIS_KEY, identity: IDENTITY }, ['redisKey']);
export const cancelBody = bodySchema({ redisKey: REDIS_KEY }, ['redisKey']);

export const downloadParams = {
  type: 'object',
  properties: { '*': { type: 'string', maxLength: 512, pattern: '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$' } },
  required: ['*'],
} as const;
export const downloadQuery = getQuerySchema();
