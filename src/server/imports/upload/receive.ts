// Reads the upload's multipart body: its text fields and exactly one file, buffered whole with
// toBuffer() so an over-limit file throws instead of arriving silently truncated (STACK.md).
// Extra files are drained and counted, so the refusal can say how many were chosen.
import type { Socket } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { IMPORT_MAX_BYTES } from '../../../shared/imports';
import { refuse, Refused } from '../../refusal';

export interface ReceivedUpload {
  /** field name -> text; a null-prototype object, since field names come from the caller */
  fields: Record<string, string>;
  fileName: string;
  bytes: Buffer;
}

const LIMITS = { fileSize: IMPORT_MAX_BYTES, files: 10, fields: 10, fieldSize: 1024, parts: 20 };

function errorCode(e: unknown): string | undefined {
  return typeof e === 'object' && e !== null ? (e as { code?: string }).code : undefined;
}

/**
 * Aborts when the client goes away (its connection closes) before `done()` is called, so the
 * file's read in the parse worker can end at once (UploadContext.signal). The route calls
 * `done()` when it has answered.
 */
export function watchClient(request: FastifyRequest): { signal: AbortSignal; done(): void } {
  const controller = new AbortController();
  const socket = request.raw.socket as Socket | undefined;
  const onClose = () => controller.abort();
  socket?.once('close', onClose);
  return { signal: controller.signal, done: () => socket?.off('close', onClose) };
}

export async function receiveUpload(request: FastifyRequest): Promise<ReceivedUpload> {
  const fields: Record<string, string> = Object.create(null);
  let file: { name: string; bytes: Buffer } | null = null;
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
        file = { name: part.filename ?? '', bytes: await part.toBuffer() };
      } catch (e) {
        if (errorCode(e) !== 'FST_REQ_FILE_TOO_LARGE') throw e;
        tooLarge = true;
      }
    }
  } catch (e) {
    if (e instanceof Refused) throw e;
    const code = errorCode(e);
    if (code === 'FST_REQ_FILE_TOO_LARGE') tooLarge = true;
    else if (code === 'FST_FILES_LIMIT') files = Math.max(files, LIMITS.files + 1);
    else if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') refuse('import.refused.badForm');
    else throw e;
  }
  if (files > 1) refuse('import.oneFileOnly', { count: files });
  if (tooLarge) refuse('import.fileTooLarge');
  if (!file) refuse('import.fileRequired');
  return { fields, fileName: file!.name, bytes: file!.bytes };
}
