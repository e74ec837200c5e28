// One error handler for the whole API, so every failure still answers with the envelope: a
// refusal thrown below a route (src/server/refusal.ts) 1002 with its message, or 9009 naming its
// field (HTTP 200 unless it says otherwise), schema failures and malformed bodies (a broken
// multipart form too) 400/9009,
// oversized bodies 413, anything unexpected 500/9999 with a reference id that the log also holds:
// the request's id, as X-Request-Id and the request's log line say it.
import type { FastifyError, FastifyInstance } from 'fastify';
import { Status } from '../../../shared/protocol';
import { invalid } from '../../envelope';
import { Refused, refusalAnswer } from '../../refusal';
import { toFieldErrors } from './fieldErrors';
import { isPublicPath } from '../../paths';
import { refusePlain } from '../../publicReads/answer';

const MALFORMED_CODES = new Set([
  'CAMPUS_MALFORMED_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
  // @fastify/multipart's refusals of a form it cannot read
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_PROTO_VIOLATION',
  'FST_INVALID_JSON_FIELD_ERROR',
  'FST_MP_PREMATURE_CLOSE',
]);

/** The multipart parser's (busboy's) own errors carry no code, only these words: a form with no
 *  boundary, or one cut short before its closing boundary. */
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data|Malformed part header)$/;

export const isMalformedBody = (error: FastifyError): boolean =>
  MALFORMED_CODES.has(error.code) || (!error.code && !error.statusCode && MALFORMED_MULTIPART.test(error.message ?? ''));

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const t = request.t;
    if (error instanceof Refused) {
      return reply.code(error.options.httpStatus ?? 200).send(refusalAnswer(t, error));
    }
    if (error.validation) {
      const errors = toFieldErrors(error.validation, t);
      // the apps' public reads answer in plain JSON, never the console's envelope
      if (isPublicPath(request.url)) return refusePlain(reply, 400, t, errors[0].key ?? 'protocol.invalidInput', errors[0].params);
      return reply.code(400).send(invalid(t, errors));
    }
    if (isMalformedBody(error)) {
      request.log.info({ reason: error.message }, 'malformed request body');
      return reply.code(400).send({ status: Status.INVALID, msg: t('protocol.malformedBody'), result: null, msgKey: 'protocol.malformedBody' });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
      return reply.code(413).send({ status: 413, msg: t('protocol.tooLarge'), result: null, msgKey: 'protocol.tooLarge' });
    }
    const code = error.statusCode ?? 500;
    if (code >= 400 && code < 500) {
      return reply.code(code).send({ status: code, msg: error.message, result: null });
    }
    // the request's id (logging/requestId.ts): the one id finds this line and the request's own
    const ref = request.id;
    request.log.error({ err: error, ref }, 'unexpected error');
    return reply
      .code(500)
      .send({ status: Status.FAULT, msg: t('protocol.serverFault', { ref }), result: null, msgKey: 'protocol.serverFault', msgParams: { ref } });
  });
}
