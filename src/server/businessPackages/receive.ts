// Reads the package upload's multipart body: text fields (a `tenantId` is checked by the route)
// and exactly one file, `file`, streamed straight to a staged file of the package store under a generated name
// (never held in memory). Beyond the limit the part ends truncated (the routes' multipart scope
// sets throwFileSizeLimit false) and the upload is refused; extra files are drained and counted so
// the refusal can say how many were chosen. Whatever goes wrong, no part file stays behind.
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { PACKAGE_FILE_FIELD } from '../../shared/platform/businessPackages';
import { refuse, Refused } from '../refusal';
import type { StagedFile } from '../files/store/area';
import type { PackageStore } from './store';

export interface ReceivedPackage {
  /** field name -> text; a null-prototype object, since field names come from the caller */
  fields: Record<string, string>;
  /** the name the browser sent, for display only */
  fileName: string;
  /** the generated name */
  storedName: string;
  /** the local file the bytes streamed to, stored under the name once accepted */
  staged: StagedFile;
}

/** an archive over the limit is answered 413 as well as refused */
const TOO_LARGE = { httpStatus: 413 };

const codeOf = (e: unknown): string | undefined => (typeof e === 'object' && e !== null ? (e as { code?: string }).code : undefined);

export async function receivePackage(request: FastifyRequest, store: PackageStore, maxBytes: number): Promise<ReceivedPackage> {
  const limits = { fileSize: maxBytes, files: 10, fields: 10, fieldSize: 16 * 1024, parts: 20 };
  const fields: Record<string, string> = Object.create(null);
  const written: StagedFile[] = [];
  let received: { fileName: string; storedName: string; staged: StagedFile } | null = null;
  let files = 0;
  let tooLarge = false;
  const maxMb = Number((maxBytes / (1024 * 1024)).toFixed(2));
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      files += 1;
      if (files > 1 || part.fieldname !== PACKAGE_FILE_FIELD) {
        part.file.resume();
        continue;
      }
      const storedName = store.newName();
      const staged = await store.stage(storedName);
      written.push(staged);
      await pipeline(part.file, createWriteStream(staged.path, { flags: 'wx' }));
      if (part.file.truncated) tooLarge = true;
      else received = { fileName: part.filename ?? '', storedName, staged };
    }
    if (files > 1) refuse('businessPackages.oneFileOnly', { count: files });
    if (tooLarge) refuse('businessPackages.tooLarge', { max: maxMb }, TOO_LARGE);
    if (!received) refuse('businessPackages.fileRequired');
    return { fields, ...received! };
  } catch (e) {
    for (const staged of written) await staged.discard();
    if (e instanceof Refused) throw e;
    const code = codeOf(e);
    if (code === 'FST_REQ_FILE_TOO_LARGE') refuse('businessPackages.tooLarge', { max: maxMb }, TOO_LARGE);
    if (code === 'FST_FILES_LIMIT') refuse('businessPackages.oneFileOnly', { count: limits.files + 1 });
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') refuse('import.refused.badForm');
    throw e;
  }
}
