// Reads the upload's multipart body (files/receiveOneFile.ts): its text fields and exactly one
// file, buffered whole so an over-limit file is refused instead of arriving silently truncated;
// each way it can be wrong refused in the import's words (extra files counted).
import type { Socket } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { IMPORT_MAX_BYTES } from '../../../shared/imports';
import { receiveOneFile } from '../../files/receiveOneFile';
import { refuse } from '../../refusal';

export interface ReceivedUpload {
  /** field name -> text; a null-prototype object, since field names come from the caller */
  fields: Record<string, string>;
  fileName: string;
  bytes: Buffer;
}

const LIMITS = { fileSize: IMPORT_MAX_BYTES, files: 10, fields: 10, fieldSize: 1024, parts: 20 };

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
  const body = await receiveOneFile(request, LIMITS);
  if (body.badForm) refuse('import.refused.badForm');
  if (body.files > 1) refuse('import.oneFileOnly', { count: body.files });
  if (body.tooLarge) refuse('import.fileTooLarge');
  if (!body.file) refuse('import.fileRequired');
  return { fields: body.fields, fileName: body.file.name, bytes: body.file.bytes };
}
