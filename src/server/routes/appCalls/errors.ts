// The app calls answer in plain JSON (AppCallRefusal), never the console's envelope: their own
// body parser (the JSON text kept for the signature) and error handler, encapsulated in the
// app calls' plugin so the console's calls keep the protocol's.
import { randomBytes } from 'node:crypto';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppCallRefused } from '../../appCalls/refusal';
import { toFieldErrors } from '../../plugins/protocol/fieldErrors';

class MalformedJson extends Error {
  readonly statusCode = 400;
  readonly code = 'CAMPUS_MALFORMED_BODY';
}

export function registerPlainJson(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new MalformedJson('not JSON'), undefined);
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const t = request.t;
    if (error instanceof AppCallRefused) {
      if (error.extra.retryAfter) void reply.header('retry-after', String(error.extra.retryAfter));
      return reply.code(error.httpStatus).send({ message: t(error.key, error.params), ...error.extra });
    }
    if (error.validation) {
      const [first] = toFieldErrors(error.validation, t);
      return reply.code(400).send({ message: first.reason, field: first.field });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
      return reply.code(413).send({ message: t('appCalls.tooLarge') });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ message: t('protocol.malformedBody') });
    }
    const ref = randomBytes(4).toString('hex');
    request.log.error({ err: error, ref }, 'unexpected error in an app call');
    return reply.code(500).send({ message: t('protocol.serverFault', { ref }) });
  });
}
