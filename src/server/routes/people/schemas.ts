// Body schemas of the people calls. Filters come from a form: text (or null when cleared), and
// the numeric ones may also arrive as digits in text; anything else is a 9009 before any query.
import { bodySchema } from '../schemas';

const FILTER_TEXT_MAX = 100;
const text = { type: ['string', 'null'], maxLength: FILTER_TEXT_MAX } as const;
/** an id or code: a whole number within the database's integer, its digits as text, or empty */
const whole = { type: ['integer', 'string', 'null'], minimum: 0, maximum: 2147483647, pattern: '^\\s*\\d{0,9}\\s*$' } as const;

export const peopleListBodySchema = bodySchema({
  pageIndex: { type: 'integer' },
  pageSize: { type: 'integer' },
  name: text,
  identifier: text,
  idNumber: text,
  phone: text,
  gender: whole,
  currentStatus: text,
  presentState: text,
  orgUnitId: whole,
  classId: whole,
  grade: text,
});

export const personDetailBodySchema = bodySchema({ id: { type: 'integer', minimum: 1 } }, ['id']);
