// How import, export and photo routes send files: as attachments under a safe name, never cached.
import type { FastifyReply } from 'fastify';

/** Content-Disposition with an ASCII fallback and the real name in RFC 5987 form. */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function sendFile(reply: FastifyReply, body: Buffer | NodeJS.ReadableStream, fileName: string, mime: string) {
  return reply.header('content-type', mime).header('content-disposition', attachment(fileName)).header('cache-control', 'no-store').send(body);
}
