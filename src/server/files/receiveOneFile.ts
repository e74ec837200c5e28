// Reads a multipart body that should carry exactly one file part named `file` and a few text
// fields (the Excel import's upload, the picture upload). The file is buffered whole with
// toBuffer(), so an over-limit file is seen as too large instead of arriving silently truncated
// (STACK.md); extra files are drained and counted, so a refusal can say how many were chosen.
// What the caller refuses, and in which words, is its own.
import type { FastifyRequest } from 'fastify';

export interface OneFileLimits {
  fileSize: number;
  files: number;
  fields: number;
  fieldSize: number;
  parts: number;
}

export interface OneFileBody {
  /** field name -> text; a null-prototype object, since field names come from the caller */
  fields: Record<string, string>;
  file: { name: string; bytes: Buffer } | null;
  /** file parts sent (beyond the limit: the limit + 1) */
  files: number;
  tooLarge: boolean;
  /** too many parts or fields, or not a multipart body */
  badForm: boolean;
}

const codeOf = (e: unknown) => (typeof e === 'object' && e !== null ? (e as { code?: string }).code : undefined);
const BAD_FORM = new Set(['FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT', 'FST_INVALID_MULTIPART_CONTENT_TYPE']);

export async function receiveOneFile(request: FastifyRequest, limits: OneFileLimits): Promise<OneFileBody> {
  const body: OneFileBody = { fields: Object.create(null) as Record<string, string>, file: null, files: 0, tooLarge: false, badForm: false };
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') body.fields[part.fieldname] = part.value;
        continue;
      }
      body.files += 1;
      if (body.files > 1 || part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      try {
        body.file = { name: part.filename ?? '', bytes: await part.toBuffer() };
      } catch (e) {
        if (codeOf(e) !== 'FST_REQ_FILE_TOO_LARGE') throw e;
        body.tooLarge = true;
      }
    }
  } catch (e) {
    const code = codeOf(e);
    if (code === 'FST_REQ_FILE_TOO_LARGE') body.tooLarge = true;
    else if (code === 'FST_FILES_LIMIT') body.files = Math.max(body.files, limits.files + 1);
    else if (code && BAD_FORM.has(code)) body.badForm = true;
    else throw e;
  }
  return body;
}
