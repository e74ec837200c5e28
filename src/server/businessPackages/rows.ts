// A package row and a version row as the console sees them, from the tables.
import { compareVersions, PackageRow, PackageVersionRow } from '../../shared/platform/businessPackages';
import type { PackageRowDb } from './tables';

export interface VersionRecord {
  id: number;
  version: string;
  description: string;
  file_name: string;
  size: string | number;
  entry_count: number;
  created_by: string;
  created_at: Date;
}

/** a version and its archive's bytes (0 for a demo version without one) */
export interface VersionSize {
  version: string;
  size: number;
}

export function packageRowOf(p: PackageRowDb, versions: VersionSize[]): PackageRow {
  return {
    id: p.id,
    code: p.code,
    name: p.name,
    description: p.description,
    version: p.version,
    status: p.status === 1 ? 1 : 0,
    size: versions.find((v) => v.version === p.version)?.size ?? 0,
    versionCount: versions.length,
    upgradeCount: versions.filter((v) => compareVersions(v.version, p.version) > 0).length,
    createdBy: p.created_by,
    createdAt: p.created_at.toISOString(),
    updatedAt: p.updated_at.toISOString(),
  };
}

export function versionRowOf(v: VersionRecord, current: string): PackageVersionRow {
  return {
    id: v.id,
    version: v.version,
    description: v.description,
    fileName: v.file_name,
    size: Number(v.size),
    entryCount: v.entry_count,
    current: v.version === current,
    upgrade: compareVersions(v.version, current) > 0,
    createdBy: v.created_by,
    createdAt: v.created_at.toISOString(),
  };
}
