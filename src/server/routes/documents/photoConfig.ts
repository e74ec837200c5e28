// The photo settings' documented calls (document 000 §7 "User image"; the paths are the
// definition's `calls`) over the photoConfig document (src/server/photos/config.ts), answering as
// the photo screen's settings dialog expects:
//   POST /api/blade-platform/userImg/getConfig  {} → PhotoConfig (published; the defaults before any)
//   POST /api/blade-platform/userImg/saveConfig PhotoConfig → PhotoConfig, saved and published at
//        once; a value out of bounds: 9009 naming the field
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { photoConfig } from '../../../shared/documents/photoConfig/definition';
import type { PhotoConfig } from '../../../shared/photos/api';
import { recordedInside } from '../../audit/routeAudit';
import type { PublishedCache } from '../../documents/publicCache';
import { ok } from '../../envelope';
import { photoConfigOf, readPhotoConfig, savePhotoConfig } from '../../photos/config';
import { envelopeResponse } from '../../schemas/response';
import { authOf } from '../../types';
import { configBody, saveConfigBody } from '../photos/schemas';
import { writeAnswer, writeContextOf } from './writeCall';

export function registerPhotoConfig(app: FastifyInstance, cache: PublishedCache): void {
  const { config, saveConfig } = photoConfig.calls!;

  app.post(config.path, { schema: { body: configBody, response: envelopeResponse() } }, async (request) =>
    ok(await readPhotoConfig(app.db, authOf(request).tenantId)),
  );

  app.post(
    saveConfig.path,
    { config: recordedInside, schema: { body: saveConfigBody, response: envelopeResponse() } },
    async (request: FastifyRequest<{ Body: PhotoConfig }>) => {
      const { tenantId } = authOf(request);
      const outcome = await savePhotoConfig(tenantId, request.body, writeContextOf(app, request));
      if (!outcome.ok) return writeAnswer(request.t, outcome, () => undefined);
      cache.invalidate(tenantId, photoConfig.key, '');
      return ok(photoConfigOf(outcome.state.content), request.t('photos.configSaved'));
    },
  );
}
