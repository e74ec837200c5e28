// JSON schema pieces of the people queries, shared by the list bodies and the export bodies.
// Filters come from a form: text (or null when cleared), and the numeric ones may also arrive
// as digits in text. The advanced search and the order are limited in size here and checked
// against the allow-list in code (search.ts, order.ts), so a bad field gets a message naming it.
import { MAX_SEARCH_ROWS, MAX_SEARCH_VALUE, PEOPLE_FIELD_KEYS } from '../../shared/people/query';

const FILTER_TEXT_MAX = 100;
const text = { type: ['string', 'null'], maxLength: FILTER_TEXT_MAX } as const;
/** an id or code: a whole number within the database's integer, its digits as text, or empty */
const whole = { type: ['integer', 'string', 'null'], minimum: 0, maximum: 2147483647, pattern: '^\\s*\\d{0,9}\\s*$' } as const;

export const peopleFilterProperties = {
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
} as const;

/** longest text a key or word of a row may have before it is checked (the longest key is 13) */
const WORD_MAX = 40;

export const advancedSearchSchema = {
  type: ['array', 'null'],
  maxItems: MAX_SEARCH_ROWS,
  items: {
    type: 'object',
    properties: {
      join: { type: ['string', 'null'], maxLength: WORD_MAX },
      field: { type: ['string', 'null'], maxLength: WORD_MAX },
      operator: { type: ['string', 'null'], maxLength: WORD_MAX },
      // a dictionary key may come as a number
      value: { type: ['string', 'number', 'null'], maxLength: MAX_SEARCH_VALUE },
    },
    additionalProperties: false,
  },
} as const;

/** 'field ORDER,...': every field once at most */
export const dataSortStrSchema = { type: ['string', 'null'], maxLength: PEOPLE_FIELD_KEYS.length * (WORD_MAX + 6) } as const;
