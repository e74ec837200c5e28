// The photo screen's calls (PHOTO_PATHS list, remove, removeAll), all within the caller's tenant.
// The work is in src/server/photos. The settings' calls (config, saveConfig) are the photoConfig
// document's (../documents/photoConfig.ts).
import type { FastifyInstance } from 'fastify';
import type { Identity } from '../../../shared/domain/people';
import { PHOTO_PATHS } from '../../../shared/photos/api';
import { empty, invalid, ok } from '../../envelope';
import { listPhotos, PhotoListQuery } from '../../photos/list';
import { removePhotos } from '../../photos/remove';
import { authOf } from '../../types';
import { readIds } from './ids';
import { listBody, removeAllBody, removeBody } from './schemas';
import { envelopeResponse, PAGE_RESULT } from '../../schemas/response';
import { photoRemoveAllAudit, photoRemoveAudit } from './audit';

export default async function photoCalls(app: FastifyInstance) {
  app.post<{ Body: PhotoListQuery }>(PHOTO_PATHS.list, { schema: { body: listBody, response: envelopeResponse(PAGE_RESULT) } }, async (request) => {
    const { tenantId } = authOf(request);
    const page = await listPhotos(app.db, tenantId, request.body, (name, thumb) => app.photos.link(tenantId, name, thumb));
    return page.data.length === 0 ? empty(page, request.t('common.noData')) : ok(page);
  });

  app.post<{ Body: { ids: string | number[] } }>(
    PHOTO_PATHS.remove,
    { config: photoRemoveAudit, schema: { body: removeBody, response: envelopeResponse() } },
    async (request) => {
      const read = readIds(request.body.ids, request.t);
      if ('error' in read) return invalid(request.t, [read.error]);
      const removed = await removePhotos(app.db, app.photos.store, request.log, authOf(request).tenantId, { ids: read.ids });
      return ok({ removed }, request.t('photos.removed', { removed }));
    },
  );

  app.post<{ Body: { identity: Identity } }>(
    PHOTO_PATHS.removeAll,
    { config: photoRemoveAllAudit, schema: { body: removeAllBody, response: envelopeResponse() } },
    async (request) => {
      const removed = await removePhotos(app.db, app.photos.store, request.log, authOf(request).tenantId, { identity: request.body.identity });
      return ok({ removed }, request.t('photos.removed', { removed }));
    },
  );
}
