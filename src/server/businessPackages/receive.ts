// Reads the package upload's multipart body (src/server/files/receiveArchive.ts, as the photo
// import's zip upload does): text fields (a `tenantId` is checked by the route) and exactly one
// file, `file`, streamed to a staged file of the package store under a generated name. The
// tenant's quota is checked by the route once the body is read.
import type { FastifyRequest } from 'fastify';
import { PACKAGE_FILE_FIELD } from '../../shared/platform/businessPackages';
import { ReceivedArchive, receiveArchive } from '../files/receiveArchive';
import type { PackageStore } from './store';

export type ReceivedPackage = ReceivedArchive;

export function receivePackage(request: FastifyRequest, store: PackageStore, maxBytes: number): Promise<ReceivedPackage> {
  return receiveArchive(request, store, {
    field: PACKAGE_FILE_FIELD,
    maxBytes,
    refusals: { oneFileOnly: 'businessPackages.oneFileOnly', tooLarge: 'businessPackages.tooLarge', fileRequired: 'businessPackages.fileRequired' },
    tooLargeParams: { max: Number((maxBytes / (1024 * 1024)).toFixed(2)) },
  });
}
