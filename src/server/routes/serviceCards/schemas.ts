// Body and result schemas of the service-card designer's calls (src/shared/serviceCards/api.ts).
// Every body is closed (unknown keys dropped), ids within PostgreSQL's integer, texts bounded;
// what a schema cannot say (the API's request params, a rule's argument) the domain refuses
// naming the field.
import { CARD_NAME_MAX, CARD_REMARK_MAX, CARD_STATUSES, COLUMN_LABEL_MAX, MAX_ASSOCIATIONS, MAX_COLUMNS } from '../../../shared/serviceCards/api';
import { MAX_COLUMN_ROLES } from '../../../shared/serviceCards/columnLinks';
import { HANDLE_RULES } from '../../../shared/serviceCards/handleRules';
import { bodySchema, ID, PAGING, text } from '../../schemas/request';
import { LIST_RESULT, OBJECT_RESULT, objectResult } from '../../schemas/response';

const KEY = { type: 'string', minLength: 1, maxLength: 40 } as const;
const NULLABLE_KEY = { type: ['string', 'null'], minLength: 1, maxLength: 40 } as const;
const NULLABLE_ID = { anyOf: [ID, { type: 'null' }] } as const;
const IDS = (max: number) => ({ type: 'array', items: ID, minItems: 1, maxItems: max, uniqueItems: true }) as const;

export const emptySchema = bodySchema();
export const listSchema = bodySchema({ name: { type: 'string', maxLength: CARD_NAME_MAX } });
export const idSchema = bodySchema({ id: ID }, ['id']);
export const idsSchema = bodySchema({ ids: IDS(100) }, ['ids']);
export const cardIdSchema = bodySchema({ cardId: ID }, ['cardId']);
export const saveCardSchema = bodySchema(
  {
    id: ID,
    name: text(CARD_NAME_MAX),
    dataSource: NULLABLE_KEY,
    apiKey: NULLABLE_KEY,
    requestParams: {
      type: 'object',
      maxProperties: 10,
      additionalProperties: { anyOf: [{ type: 'string', maxLength: 100 }, { type: 'number' }, { type: 'null' }] },
    },
    remark: { type: ['string', 'null'], maxLength: CARD_REMARK_MAX },
  },
  ['id', 'name', 'dataSource', 'apiKey', 'requestParams'],
);
export const statusSchema = bodySchema({ id: ID, status: { type: 'string', enum: CARD_STATUSES } }, ['id', 'status']);
export const columnSubmitSchema = bodySchema(
  {
    id: ID,
    cardId: ID,
    label: text(COLUMN_LABEL_MAX),
    fieldKey: KEY,
    handleRule: { type: 'string', enum: HANDLE_RULES },
    ruleArg: { type: ['string', 'null'], maxLength: 40 },
    // the column's ties (src/shared/serviceCards/columnLinks.ts); left out: kept
    roleIds: { type: 'array', items: ID, maxItems: MAX_COLUMN_ROLES, uniqueItems: true },
    flowKey: { type: ['string', 'null'], maxLength: 64 },
    busTypeId: NULLABLE_ID,
    serviceId: NULLABLE_ID,
    ownerId: NULLABLE_ID,
  },
  ['cardId', 'label', 'fieldKey', 'handleRule'],
);
export const handleRuleSchema = bodySchema(
  { id: ID, handleRule: { type: 'string', enum: HANDLE_RULES }, ruleArg: { type: ['string', 'null'], maxLength: 40 } },
  ['id', 'handleRule'],
);
export const adjustOrderSchema = bodySchema({ cardId: ID, ids: IDS(MAX_COLUMNS) }, ['cardId', 'ids']);
export const associationSchema = bodySchema({ id: ID, associatedIds: { type: 'array', items: ID, maxItems: MAX_ASSOCIATIONS, uniqueItems: true } }, [
  'id',
  'associatedIds',
]);
export const sourceSchema = bodySchema({ dataSource: KEY }, ['dataSource']);
export const apiSchema = bodySchema({ dataSource: KEY, apiKey: KEY }, ['dataSource', 'apiKey']);

/** getParamTypeList: every type, or an API's (both keys or neither) */
export const paramTypeSchema = bodySchema({ dataSource: KEY, apiKey: KEY }, []);
export const serviceListSchema = bodySchema({ name: { type: 'string', maxLength: 30 } });
export const teacherDropListSchema = bodySchema({ name: { type: 'string', maxLength: 30 }, ...PAGING });

export const ID_RESULT = objectResult({ id: { type: 'integer' } });
export const COUNT_RESULT = objectResult({ removed: { type: 'integer' } });
export { LIST_RESULT, OBJECT_RESULT };
