// Reads the zip upload's multipart body: the `data` field (and any other text fields) and exactly
// one file, `uploadZip`, streamed straight to a staged file of the zip store under a generated name (a 200 MB
// zip is never held in memory). Beyond the limit the stream stops and `truncated` says so (the
// routes' multipart scope sets throwFileSizeLimit false, so the part ends rather than throws); extra
// files are drained and counted so the refusal can say how many were chosen. Whatever goes wrong,
// no part file stays behind. The tenant's zips still waiting are held to a quota
// (src/server/files/limits.ts): a tenant already at it is refused before anything is written (the
// file is drained), and the zip's own size is counted once it is in.
import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { checkZipQuota } from '../files/quota';
import { refuse, Refused } from '../refusal';
import { authOf } from '../types';
import type { StagedFile } from '../files/store/area';
import type { ZipStore } from './zipStore';

export interface ReceivedZip {
  /** field name -> text; a null-prototype object, since field names come from the caller */
  fields: Record<string, string>;
  /** the name the browser sent, for display only */
  fileName: string;
  /** the generated name */
  storedName: string;
  /** the local file the bytes streamed to, stored under the name once accepted */
  staged: StagedFile;
}

export const FILE_FIELD = 'uploadZip';

/** a zip over the limit is answered 413 as well as refused */
const TOO_LARGE = { httpStatus: 413 };

function errorCode(e: unknown): string | undefined {
  return typeof e === 'object' && e !== null ? (e as { code?: string }).code : undefined;
}

export async function receiveZip(request: FastifyRequest, store: ZipStore, maxBytes: number): Promise<ReceivedZip> {
  const limits = { fileSize: maxBytes, files: 10, fields: 10, fieldSize: 16 * 1024, parts: 20 };
  const fields: Record<string, string> = Object.create(null);
  let received: { fileName: string; storedName: string; staged: StagedFile } | null = null;
  let files = 0;
  let tooLarge = false;
  let overQuota: Refused | null = null;
  const written: StagedFile[] = [];
  const { tenantId } = authOf(request);
  const quota = (bytes: number) => checkZipQuota(request.server.db, store, tenantId, bytes);
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      files += 1;
      if (files > 1 || part.fieldname !== FILE_FIELD) {
        part.file.resume();
        continue;
      }
      // no room even for an empty zip: refused without writing a byte
      overQuota = await quota(0).then(
        () => null,
        (e) => {
          if (e instanceof Refused) return e;
          throw e;
        },
      );
      if (overQuota) {
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
    if (files > 1) refuse('photoImport.oneFileOnly', { count: files });
    if (overQuota) throw overQuota;
    if (tooLarge) refuse('photoImport.tooLarge', undefined, TOO_LARGE);
    if (!received) refuse('photoImport.fileRequired');
    // the zip is in: with its size, the tenant's waiting zips must still fit
    await quota((await stat(received!.staged.path)).size);
    return { fields, ...received! };
  } catch (e) {
    for (const staged of written) await staged.discard();
    if (e instanceof Refused) throw e;
    const code = errorCode(e);
    if (code === 'FST_REQ_FILE_TOO_LARGE') refuse('photoImport.tooLarge', undefined, TOO_LARGE);
    if (code === 'FST_FILES_LIMIT') refuse('photoImport.oneFileOnly', { count: limits.files + 1 });
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') refuse('import.refused.badForm');
    throw e;
  }
}
