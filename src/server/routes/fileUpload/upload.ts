// POST file/upload (document 002 §7, multipart: one part `file`): a PNG, JPEG, GIF or WebP within
// the tenant's published picture limit (/generalConfig, files/imageLimit.ts; never above the
// ceiling IMAGE_MAX_BYTES, which multipart holds in this scope), judged by its bytes and decoded
// once (an SVG, a renamed file or a broken picture is refused), stored under a generated name,
// recorded for the tenant, answered with { id, url, mime, size } (UploadedFile). An image field stores the id. A tenant keeps at most
// IMAGE_QUOTA of pictures (files/imageQuota.ts); the hourly sweep removes the ones nothing names.
import type { FastifyInstance } from 'fastify';
import { sharp } from '../../onFirstUse';
import { fileUrl, UploadedFile } from '../../../shared/resources/files';
import { ok, refusedAs } from '../../envelope';
import { EXTENSION, sniffImage } from '../../files/imageSniff';
import { checkImageQuota } from '../../files/imageQuota';
import { imageLimitMb } from '../../files/imageLimit';
import { authOf } from '../../types';
import { IMAGE_UPLOAD_PATHS } from '../../../shared/resources/files';
import { PHOTO_MAX_PIXELS } from '../../../shared/photos/limits';
import { receiveImage } from './receive';
import { MULTIPART_HEADERS } from '../../schemas/request';
import { envelopeResponse } from '../../schemas/response';

const uploadHeaders = MULTIPART_HEADERS;

async function dimensions(bytes: Buffer): Promise<{ width: number; height: number } | null> {
  try {
    const m = await sharp()(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, animated: true }).metadata();
    return m.width && m.height ? { width: m.width, height: m.pageHeight ?? m.height } : null;
  } catch {
    return null;
  }
}

export default async function uploadRoute(app: FastifyInstance) {
  // one upload under every documented path that stores a picture (IMAGE_UPLOAD_PATHS: file/upload,
  // the appearance's eduSystemManageGuiseLogo/upload, the rich text's /api/im/upload/FrameWorkUpload)
  for (const path of Object.values(IMAGE_UPLOAD_PATHS))
    app.post(path, { schema: { headers: uploadHeaders, response: envelopeResponse() } }, async (request) => {
      const auth = authOf(request);
      const received = await receiveImage(request, await imageLimitMb(app.db, auth.tenantId));
      if (!received.ok) return refusedAs(request.t, received.key, received.params);
      // the multipart body is read here, after the tenant guard: check a named tenant the same way
      if (received.fields.tenantId && received.fields.tenantId !== auth.tenantId) return refusedAs(request.t, 'protocol.forbidden');
      const mime = sniffImage(received.bytes);
      const size = mime ? await dimensions(received.bytes) : null;
      if (!mime || !size) return refusedAs(request.t, 'upload.image.notImage');
      await checkImageQuota(app.db, auth.tenantId, received.bytes.length);
      const store = app.imageUploads.store;
      const file = store.newFile(EXTENSION[mime]);
      await store.save(auth.tenantId, file.name, received.bytes);
      await app.db
        .insertInto('uploaded_files')
        .values({
          id: file.id,
          tenant_id: auth.tenantId,
          stored_name: file.name,
          mime,
          size: received.bytes.length,
          width: size.width,
          height: size.height,
          uploaded_by: auth.userId,
        })
        .execute();
      const answer: UploadedFile = { id: file.id, url: fileUrl(file.id), mime, size: received.bytes.length };
      return ok(answer);
    });
}
