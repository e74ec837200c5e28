// The wire contract of /cardsPackageConfig, business packages (document 000 §7 under
// /api/blade-brick, SCREENS.md "cardsPackageConfig"). A package is a zip holding `manifest.json`
// ({ code, name, version, description? }) and the package's files. The upload answers a job key;
// the job checks the manifest and every entry, keeps the archive and records the version; the
// console polls it every 3 s. A first upload of a code creates the package on that version; a
// later one with a higher version adds it to the package's versions as an upgrade that `save`
// applies. The tenant is always the session's.
//
//   upload      multipart: file (the zip), data (JSON, optional)  → PackageUploadResult
//   polling     { redisKey }                                      → PackageJobStatus (1002 when the job failed)
//   list        { pageIndex?, pageSize?, name? }                  → Page<PackageRow>
//   upgradeList { id }                                            → PackageVersionRow[] (newest first)
//   save        { id, versionId }                                 → PackageRow (the version applied)
//   update      { id, name, description, status }                 → PackageRow
//   remove      { id }                                            → null (the package, its versions and files)
import { BRICK, PLATFORM } from '../protocol/constants';

const BASE = `${BRICK}/businessPackageConfig`;

export const PACKAGE_PATHS = {
  upload: `${BASE}/upload`,
  /** the same upload as document 000 §7 also lists it under blade-platform (one implementation) */
  platformUpload: `${PLATFORM}/businessPackageConfig/upload`,
  polling: `${BASE}/polling`,
  list: `${BASE}/list`,
  upgradeList: `${BASE}/upgradeList`,
  save: `${BASE}/save`,
  update: `${BASE}/update`,
  remove: `${BASE}/remove`,
} as const;

/** the multipart part holding the zip */
export const PACKAGE_FILE_FIELD = 'file';
/** the largest package zip accepted (document 001 §9 limits zips to 200 MB; packages are smaller) */
export const PACKAGE_ZIP_MAX_BYTES = 50 * 1024 * 1024;
export const PACKAGE_ZIP_EXTENSION = '.zip';
/** the manifest every package holds at its root */
export const PACKAGE_MANIFEST_NAME = 'manifest.json';
export const PACKAGE_MANIFEST_MAX_BYTES = 64 * 1024;
/** an entry may inflate at most this many times its compressed size (a zip bomb inflates far more) */
export const PACKAGE_MAX_COMPRESSION_RATIO = 100;
/** entries smaller than this are never judged by their ratio (a few KB of blanks compress well) */
export const PACKAGE_RATIO_MIN_BYTES = 64 * 1024;
export const PACKAGE_CODE_PATTERN = '^[A-Za-z][A-Za-z0-9_.-]{1,63}$';
export const PACKAGE_VERSION_PATTERN = '^[0-9]{1,6}(\\.[0-9]{1,6}){0,3}$';
export const PACKAGE_NAME_MAX = 60;
export const PACKAGE_DESCRIPTION_MAX = 500;
export const PACKAGE_NAME_SEARCH_MAX = 30;

/** 1 enabled (the apps may use it), 0 disabled */
export type PackageStatus = 0 | 1;

export interface PackageManifest {
  code: string;
  name: string;
  version: string;
  description?: string;
}

export interface PackageUploadResult {
  redisKey: string;
}

export type PackageJobState = 'queued' | 'running' | 'finished' | 'failed';

export interface PackageJobStatus {
  redisKey: string;
  state: PackageJobState;
  /** 1 once the version is recorded */
  finished: 0 | 1;
  /** 0–1 */
  finishRate: number;
  fileName: string;
  /** set once finished */
  packageId: number | null;
  code: string | null;
  version: string | null;
  /** true when the version was added to an existing package (an upgrade to apply) */
  upgrade: boolean;
  errorMsg: string | null;
}

export interface PackageRow {
  id: number;
  code: string;
  name: string;
  description: string;
  /** the version in use */
  version: string;
  /** bytes of the version in use's archive; 0 for a demo version without one */
  size: number;
  status: PackageStatus;
  /** versions recorded, the one in use included */
  versionCount: number;
  /** versions higher than the one in use */
  upgradeCount: number;
  createdBy: string;
  /** ISO times */
  createdAt: string;
  updatedAt: string;
}

export interface PackageVersionRow {
  id: number;
  version: string;
  description: string;
  fileName: string;
  /** bytes of the archive; 0 for a demo version without one */
  size: number;
  entryCount: number;
  current: boolean;
  /** higher than the version in use */
  upgrade: boolean;
  createdBy: string;
  createdAt: string;
}

export interface PackageListBody {
  pageIndex?: number;
  pageSize?: number;
  name?: string;
}

export interface PackageUpdateBody {
  id: number;
  name: string;
  description: string;
  status: PackageStatus;
}

export interface PackageSaveBody {
  id: number;
  versionId: number;
}

/** Compares dotted versions numerically ('1.10' > '1.9'); missing parts count as 0. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}
