// Reads the picture upload's multipart body (files/receiveOneFile.ts): exactly one file part named
// `file`, buffered whole so an over-limit file is refused rather than stored truncated, and its
// text fields; each way it can be wrong answered in the picture upload's words. The size limit is
// the tenant's published one (files/imageLimit.ts), named in the refusal.
import type { FastifyRequest } from 'fastify';
import { megabytes } from '../../files/imageLimit';
import { receiveOneFile } from '../../files/receiveOneFile';

export type Received = { ok: true; bytes: Buffer; fields: Record<string, string> } | { ok: false; key: string; params?: Record<string, number> };

const LIMITS = { files: 5, fields: 5, fieldSize: 1024, parts: 10 };

export async function receiveImage(request: FastifyRequest, limitMb: number): Promise<Received> {
  const body = await receiveOneFile(request, { ...LIMITS, fileSize: megabytes(limitMb) });
  if (body.badForm) return { ok: false, key: 'upload.image.badForm' };
  if (body.tooLarge) return { ok: false, key: 'upload.image.tooLarge', params: { mb: limitMb } };
  if (body.files > 1) return { ok: false, key: 'upload.image.oneOnly', params: { count: body.files } };
  if (!body.file) return { ok: false, key: 'upload.image.required' };
  return { ok: true, bytes: body.file.bytes, fields: body.fields };
}
