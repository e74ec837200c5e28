// How export routes answer: a refusal thrown anywhere below becomes status 1002 with its message
// in the caller's language (ExportRefused), a refused people query 9009 naming the body field,
// as the people lists answer it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { refused } from '../../envelope';
import { ExportRefused } from '../../exports/refusal';
import { PeopleQueryRefused, refusedQueryAnswer } from '../../people';

type Handler<R extends FastifyRequest> = (request: R, reply: FastifyReply) => Promise<unknown>;

export function answering<R extends FastifyRequest>(handler: Handler<R>): Handler<R> {
  return async (request, reply) => {
    try {
      return await handler(request, reply);
    } catch (e) {
      if (e instanceof ExportRefused) return refused(request.t(e.key, e.params));
      if (e instanceof PeopleQueryRefused) return refusedQueryAnswer(request.t, e);
      throw e;
    }
  };
}
