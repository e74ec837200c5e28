// How photo import routes answer: a refusal thrown anywhere below (ImportRefused, or the zip
// reader's ZipRefused) becomes status 1002 with its message in the caller's language; a zip over
// the limit also answers HTTP 413.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { refused } from '../../envelope';
import { ImportRefused } from '../../imports/refusal';
import { ZipRefused } from '../../zip/problems';

type Handler<R extends FastifyRequest> = (request: R, reply: FastifyReply) => Promise<unknown>;

export function answering<R extends FastifyRequest>(handler: Handler<R>): Handler<R> {
  return async (request, reply) => {
    try {
      return await handler(request, reply);
    } catch (e) {
      if (e instanceof ZipRefused) return refused(request.t(e.key, e.params));
      if (e instanceof ImportRefused) {
        if (e.refusal.key === 'photoImport.tooLarge') reply.code(413);
        return refused(request.t(e.refusal.key, e.refusal.params));
      }
      throw e;
    }
  };
}
