// GET `${PHOTO_PATHS.file}/<token>`: a stored picture or its thumbnail, for an <img>. The route
// is outside the session (src/server/paths.ts SIGNED_LINK_PREFIXES): the signed token is the
// whole authorisation (src/server/photos/links.ts). Answers are plain, not the JSON envelope,
// since an <img> is their reader: 403 for an altered, foreign-secret or expired token, 404 when
// the named picture is not in the named tenant's folder. A picture is cached privately, at most
// as long as its link lives. The token is the rest of the path (a wildcard: named parameters stop
// at the router's 100 characters).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PHOTO_PATHS } from '../../../shared/photos/api';
import { verifyPhotoToken } from '../../photos/links';
import { fileParams } from './schemas';
import { linkedFileResponse } from '../../schemas/response';

function plain(request: FastifyRequest, reply: FastifyReply, code: 403 | 404, key: string) {
  return reply.code(code).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(request.t(key));
}

export default async function photoFileRoute(app: FastifyInstance) {
  app.get<{ Params: { '*': string } }>(
    `${PHOTO_PATHS.file}/*`,
    { schema: { params: fileParams, response: linkedFileResponse('the picture or its thumbnail (jpeg or png)') } },
    async (request, reply) => {
      const nowMs = app.now();
      const check = verifyPhotoToken(app.photos.linkSecret, request.params['*'], nowMs);
      if (!check.ok) return plain(request, reply, 403, check.reason === 'expired' ? 'photos.link.expired' : 'photos.link.invalid');
      const { t: tenantId, n: name, h: thumb, e: expiresAt } = check.claims;
      const store = app.photos.store;
      let body: { size: number; stream: NodeJS.ReadableStream | Buffer } | null;
      try {
        // a thumbnail is made from its picture the first time it is asked for
        const made = thumb ? await store.thumbnail(tenantId, name) : null;
        body = thumb ? made && { size: made.length, stream: made } : await store.open(tenantId, name);
      } catch {
        return plain(request, reply, 404, 'photos.link.notFound');
      }
      if (!body) return plain(request, reply, 404, 'photos.link.notFound');
      const maxAge = Math.max(0, expiresAt - Math.floor(nowMs / 1000));
      return reply
        .header('content-type', thumb || name.endsWith('.jpg') ? 'image/jpeg' : 'image/png')
        .header('content-length', body.size)
        .header('cache-control', `private, max-age=${maxAge}`)
        .header('x-content-type-options', 'nosniff')
        .send(body.stream);
    },
  );
}
