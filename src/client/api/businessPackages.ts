// Typed calls of /cardsPackageConfig, business packages (src/shared/platform/businessPackages.ts):
// the upload (multipart: the zip as `file`), the job's polling, the list, a package's versions,
// applying a version (save), the edit (update) and the removal. The request layer adds the
// tenantId and signs.
import {
  PACKAGE_FILE_FIELD,
  PACKAGE_PATHS,
  PackageJobStatus,
  PackageListBody,
  PackageRow,
  PackageSaveBody,
  PackageUpdateBody,
  PackageUploadResult,
  PackageVersionRow,
} from '../../shared/platform/businessPackages';
import type { Envelope } from '../../shared/protocol';
import type { Api } from './types';

export interface PackageUpload {
  file: Blob;
  fileName: string;
}

export function packageForm({ file, fileName }: PackageUpload): FormData {
  const form = new FormData();
  form.append(PACKAGE_FILE_FIELD, file, fileName);
  return form;
}

/** businessPackageConfig/upload (document 000 §7, one implementation under two prefixes): a new
 *  package through blade-platform's, a new version of one (`upgrade`) through blade-brick's. */
export const uploadPackage = (api: Api, upload: PackageUpload, upgrade = false): Promise<Envelope<PackageUploadResult>> =>
  api.upload<PackageUploadResult>(upgrade ? PACKAGE_PATHS.upload : PACKAGE_PATHS.platformUpload, packageForm(upload));

export const fetchPackageJob = (api: Api, redisKey: string): Promise<Envelope<PackageJobStatus | null>> =>
  api.request<PackageJobStatus | null>({ method: 'POST', url: PACKAGE_PATHS.polling, data: { redisKey } });

export const fetchPackages = (api: Api, body: PackageListBody): Promise<Envelope<{ data: PackageRow[]; total: number }>> =>
  api.request<{ data: PackageRow[]; total: number }>({ method: 'POST', url: PACKAGE_PATHS.list, data: body });

export const fetchPackageVersions = (api: Api, id: number): Promise<Envelope<PackageVersionRow[]>> =>
  api.request<PackageVersionRow[]>({ method: 'POST', url: PACKAGE_PATHS.upgradeList, data: { id } });

export const applyPackageVersion = (api: Api, body: PackageSaveBody): Promise<Envelope<PackageRow>> =>
  api.request<PackageRow>({ method: 'POST', url: PACKAGE_PATHS.save, data: body });

export const updatePackage = (api: Api, body: PackageUpdateBody): Promise<Envelope<PackageRow>> =>
  api.request<PackageRow>({ method: 'POST', url: PACKAGE_PATHS.update, data: body });

export const removePackage = (api: Api, id: number): Promise<Envelope<null>> => api.request<null>({ method: 'POST', url: PACKAGE_PATHS.remove, data: { id } });
