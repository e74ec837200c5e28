// The id a request goes by in the log, in X-Request-Id and in a 9999's reference: the id the
// console signed in X-Sign (document 002), so the id the console holds finds the line, else one
// of the server's own. Taken when fastify makes the request (genReqId), before the signature is
// checked: a forged or replayed id is still only a UUID (the header's strict form), and its line
// says the call was refused.
import type { RawRequestDefaultExpression } from 'fastify';
import { parseSignHeader, SIGN_HEADER } from '../../shared/protocol';

export function requestIdOf(raw: RawRequestDefaultExpression): string {
  const header = raw.headers[SIGN_HEADER];
  return (typeof header === 'string' && parseSignHeader(header)?.id) || crypto.randomUUID();
}
