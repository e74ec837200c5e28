// How import routes answer: a refusal thrown anywhere below (ImportRefused) becomes status 1002
// with its message in the caller's language; files go out as attachments under a safe name.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { refused } from '../../envelope';
import { ImportRefused } from '../../imports/refusal';

type Handler<R extends FastifyRequest> = (request: R, reply: FastifyReply) => Promise<unknown>;

export function answering<R extends FastifyRequest>(handler: Handler<R>): Handler<R> {
  return async (request, reply) => {
    try {
      return await handler(request, reply);
    } catch (e) {
      if (e instanceof ImportRefused) return refused(request.t(e.refusal.key, e.refusal.params));
      throw e;
    }
  };
}

/** Content-Disposition with an ASCII fallback and the real name in RFC 5987 form. */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function sendFile(reply: FastifyReply, body: Buffer | NodeJS.ReadableStream, fileName: string, mime: string) {
  return reply.header('content-type', mime).header('content-disposition', attachment(fileName)).header('cache-control', 'no-store').send(body);
}
