// Reads the picture upload's multipart body: exactly one file part named `file`, buffered whole
// so an over-limit file is refused rather than stored truncated, and its text fields.
import type { FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES } from '../../../shared/resources/files';

export type Received = { ok: true; bytes: Buffer; fields: Record<string, string> } | { ok: false; key: string; params?: Record<string, number> };

const LIMITS = { fileSize: IMAGE_MAX_BYTES, files: 5, fields: 5, fieldSize: 1024, parts: 10 };
const codeOf = (e: unknown) => (typeof e === 'object' && e !== null ? (e as { code?: string }).code : undefined);

export async function receiveImage(request: FastifyRequest): Promise<Received> {
  const fields: Record<string, string> = Object.create(null);
  let bytes: Buffer | null = null;
  let files = 0;
  let tooLarge = false;
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      files += 1;
      if (files > 1 || part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      try {
        bytes = await part.toBuffer();
      } catch (e) {
        if (codeOf(e) !== 'FST_REQ_FILE_TOO_LARGE') throw e;
        tooLarge = true;
      }
    }
  } catch (e) {
    const code = codeOf(e);
    if (code === 'FST_REQ_FILE_TOO_LARGE') tooLarge = true;
    else if (code === 'FST_FILES_LIMIT') files = Math.max(files, LIMITS.files + 1);
    else if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      return { ok: false, key: 'upload.image.badForm' };
    else throw e;
  }
  if (tooLarge) return { ok: false, key: 'upload.image.tooLarge' };
  if (files > 1) return { ok: false, key: 'upload.image.oneOnly', params: { count: files } };
  if (!bytes) return { ok: false, key: 'upload.image.required' };
  return { ok: true, bytes, fields };
}
