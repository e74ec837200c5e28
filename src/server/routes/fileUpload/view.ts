// GET file/view/<id>: an uploaded picture, for an <img> (the login page shows such pictures
// before sign-in, so no session: the 128-bit random id is the whole authorisation; paths.ts
// lists the prefix). Plain answers, not the envelope: 404 for an unknown id. The stored type,
// nosniff, and a long immutable cache (a file's bytes never change under its id).
import type { FastifyInstance } from 'fastify';
import { FILE_PATHS } from '../../../shared/resources/files';
import { linkedFileResponse } from '../../schemas/response';

const params = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^f_[a-f0-9]{32}$' } },
  required: ['id'],
} as const;

export default async function viewRoute(app: FastifyInstance) {
  app.get<{ Params: { id: string } }>(
    `${FILE_PATHS.view}/:id`,
    {
      schema: { params, response: linkedFileResponse('the uploaded picture') },
      // a malformed id is "not found" too, in plain text
      attachValidation: true,
    },
    async (request, reply) => {
      const notFound = () => reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(request.t('upload.image.notFound'));
      if (request.validationError) return notFound();
      const row = await app.db.selectFrom('uploaded_files').select(['tenant_id', 'stored_name', 'mime']).where('id', '=', request.params.id).executeTakeFirst();
      if (!row) return notFound();
      const stored = await app.imageUploads.store.open(row.tenant_id, row.stored_name).catch(() => null);
      if (!stored) return notFound();
      return reply
        .header('content-type', row.mime)
        .header('content-length', stored.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(stored.stream);
    },
  );
}
