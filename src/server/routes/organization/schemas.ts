// Body schemas of the organisation calls.
import { CLASS_TYPES } from '../../../shared/domain/people';
import { bodySchema, getQuerySchema, PAGING } from '../../schemas/request';

/** an id: a whole number within the database's integer, its digits as text, or empty */
const unitId = { type: ['integer', 'string', 'null'], minimum: 1, maximum: 2147483647, pattern: '^\\s*\\d{0,9}\\s*$' } as const;
const unitType = { type: ['integer', 'string', 'null'], minimum: 1, maximum: 6, pattern: '^\\s*[1-6]?\\s*$' } as const;

export const collegeTreeBodySchema = bodySchema({
  classType: { type: ['string', 'null'], enum: [...CLASS_TYPES, '', null] },
  grade: { type: ['string', 'null'], maxLength: 20 },
});

export const treeBodySchema = bodySchema();

export const deptSubtreeBodySchema = bodySchema({ deptId: { type: ['integer', 'string'], minimum: 1, maximum: 2147483647, pattern: '^\\s*\\d{1,9}\\s*$' } }, [
  'deptId',
]);

export const newStudentTreeQuerySchema = getQuerySchema();

export const unitListBodySchema = bodySchema({
  ...PAGING,
  parentId: unitId,
  type: unitType,
  name: { type: ['string', 'null'], maxLength: 100 },
});
