// The response schemas every route declares (schema.response), built here so none is copied by
// hand. A JSON answer is the envelope {status, msg, result}; on the wire `result` is always a
// wrapped string (PROTOCOL.md; plugins/protocol/envelope.ts wraps it before serialization), so
// the serializer (fast-json-stringify) sees a string there and nothing inside it can be dropped
// or coerced. What the string unwraps to is described by the result schema, declared as the
// string's contentSchema (JSON Schema's keyword for encoded content): the route's contract for
// readers, never applied to the bytes.
//
// Refusals (src/server/refusal.ts) answer HTTP 200 with the same envelope, so a download
// declares the envelope as well: a Buffer, stream or string reply skips serialization altogether.

type Schema = Record<string, unknown>;

/** schema.response: a schema per HTTP status (typed loosely, so a route may still answer other codes) */
export type ResponseSchemas = Record<number, Schema>;

/** any JSON value */
const ANY_RESULT: Schema = {};

/** an object whose properties are not listed here */
export const OBJECT_RESULT = { type: 'object', additionalProperties: true } as const;

/** a list of objects */
export const LIST_RESULT = { type: 'array', items: OBJECT_RESULT } as const;

/** a page of a list: its rows and how many there are in all */
export const PAGE_RESULT = {
  type: 'object',
  required: ['data', 'total'],
  properties: { data: LIST_RESULT, total: { type: 'integer', minimum: 0 } },
  additionalProperties: true,
} as const;

/** an object with the listed properties (and maybe others) */
export const objectResult = (properties: Record<string, Schema>): Schema => ({ type: 'object', properties, additionalProperties: true });

/** The envelope with `result` described by `result`, as the 200 answer of a JSON route. */
export function envelopeResponse(result: Schema = ANY_RESULT): ResponseSchemas {
  return {
    200: {
      type: 'object',
      required: ['status', 'msg', 'result'],
      properties: {
        status: { type: 'integer' },
        msg: { type: 'string' },
        result: { type: 'string', contentMediaType: 'application/json', contentSchema: result },
        msgKey: { type: 'string' },
        msgParams: { type: 'object', additionalProperties: true },
      },
    },
  };
}

/** A download: the file (a Buffer or stream, sent as is, never serialized), or a refusal in the
 *  envelope. `what` says which file. */
export function fileResponse(what: string): ResponseSchemas {
  return { 200: { ...envelopeResponse()[200], description: `${what}, sent as is; a refusal answers the envelope` } };
}

/** A file behind a link (a picture): the bytes or a plain-text error, never the envelope. */
export function linkedFileResponse(what: string): ResponseSchemas {
  return { 200: { description: `${what}, sent as is` } };
}
