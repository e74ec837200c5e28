// Reads the zip upload's multipart body (src/server/files/receiveArchive.ts, as the business
// package upload does): the `data` field (and any other text fields) and exactly one file,
// `uploadZip`, streamed to a staged file of the zip store (a 200 MB zip is never held in memory).
// The tenant's zips still waiting are held to a quota (src/server/files/limits.ts): a tenant
// already at it is refused before anything is written (the file is drained), and the zip's own
// size is counted once it is in.
import type { FastifyRequest } from 'fastify';
import { checkZipQuota } from '../files/quota';
import { ReceivedArchive, receiveArchive } from '../files/receiveArchive';
import { authOf } from '../types';
import type { ZipStore } from './zipStore';

export type ReceivedZip = ReceivedArchive;

export const FILE_FIELD = 'uploadZip';

export function receiveZip(request: FastifyRequest, store: ZipStore, maxBytes: number): Promise<ReceivedZip> {
  const { tenantId } = authOf(request);
  return receiveArchive(request, store, {
    field: FILE_FIELD,
    maxBytes,
    refusals: { oneFileOnly: 'photoImport.oneFileOnly', tooLarge: 'photoImport.tooLarge', fileRequired: 'photoImport.fileRequired' },
    quota: (bytes) => checkZipQuota(request.server.db, store, tenantId, bytes),
  });
}
