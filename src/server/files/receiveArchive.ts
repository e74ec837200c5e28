// Reads an archive upload's multipart body, for the photo import's zip and the business package
// alike: its text fields and exactly one file, under the kind's field name, streamed straight to
// a staged file of the kind's archive store under a generated name (never held in memory). Beyond
// the limit the part ends truncated (the routes' multipart scope sets throwFileSizeLimit false)
// and the upload is refused, answered 413; extra files are drained and counted so the refusal can
// say how many were chosen. A kind with a quota is asked before a byte is written (a tenant
// already at it is refused, the file drained) and again with the archive's size once it is in.
// Whatever goes wrong, no part file stays behind.
import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { refuse, Refused } from '../refusal';
import type { ArchiveStore } from './archiveStore';
import type { StagedFile } from './store/area';

export interface ReceivedArchive {
  /** field name -> text; a null-prototype object, since field names come from the caller */
  fields: Record<string, string>;
  /** the name the browser sent, for display only */
  fileName: string;
  /** the generated name */
  storedName: string;
  /** the local file the bytes streamed to, stored under the name once accepted */
  staged: StagedFile;
}

/** What differs between the kinds of archive upload. */
export interface ArchiveUpload {
  /** the file's field name */
  field: string;
  maxBytes: number;
  /** the refusals' keys */
  refusals: { oneFileOnly: string; tooLarge: string; fileRequired: string };
  /** the too-large refusal's parameters */
  tooLargeParams?: Record<string, string | number>;
  /** refuses (throws Refused) when the tenant's kept archives with `bytes` more go over its quota */
  quota?: (bytes: number) => Promise<void>;
}

/** an archive over the limit is answered 413 as well as refused */
const TOO_LARGE = { httpStatus: 413 };

const codeOf = (e: unknown): string | undefined => (typeof e === 'object' && e !== null ? (e as { code?: string }).code : undefined);

/** The quota's refusal, or null when there is room for `bytes` more. */
async function quotaRefusal(o: ArchiveUpload, bytes: number): Promise<Refused | null> {
  if (!o.quota) return null;
  try {
    await o.quota(bytes);
    return null;
  } catch (e) {
    if (e instanceof Refused) return e;
    throw e;
  }
}

export async function receiveArchive(request: FastifyRequest, store: ArchiveStore, o: ArchiveUpload): Promise<ReceivedArchive> {
  const limits = { fileSize: o.maxBytes, files: 10, fields: 10, fieldSize: 16 * 1024, parts: 20 };
  const fields: Record<string, string> = Object.create(null);
  let received: { fileName: string; storedName: string; staged: StagedFile } | null = null;
  let files = 0;
  let tooLarge = false;
  let overQuota: Refused | null = null;
  const written: StagedFile[] = [];
  const tooLargeRefusal = () => refuse(o.refusals.tooLarge, o.tooLargeParams, TOO_LARGE);
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      files += 1;
      if (files > 1 || part.fieldname !== o.field) {
        part.file.resume();
        continue;
      }
      // no room even for an empty archive: refused without writing a byte
      overQuota = await quotaRefusal(o, 0);
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
    if (files > 1) refuse(o.refusals.oneFileOnly, { count: files });
    if (overQuota) throw overQuota;
    if (tooLarge) tooLargeRefusal();
    if (!received) refuse(o.refusals.fileRequired);
    // the archive is in: with its size, the tenant's kept archives must still fit
    if (o.quota) await o.quota((await stat(received!.staged.path)).size);
    return { fields, ...received! };
  } catch (e) {
    for (const staged of written) await staged.discard();
    if (e instanceof Refused) throw e;
    const code = codeOf(e);
    if (code === 'FST_REQ_FILE_TOO_LARGE') tooLargeRefusal();
    if (code === 'FST_FILES_LIMIT') refuse(o.refusals.oneFileOnly, { count: limits.files + 1 });
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') refuse('import.refused.badForm');
    throw e;
  }
}
