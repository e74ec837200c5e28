// Kysely types of the business packages' tables (migration 034_business_packages), kept in the
// feature's folder like the photo import's; `packageDb` widens a Db or a transaction to see them.
import type { ColumnType, Generated, Kysely, Selectable, Transaction } from 'kysely';
import type { PackageJobState, PackageManifest, PackageStatus } from '../../shared/platform/businessPackages';
import type { Database } from '../db/schema';
import type { QueueColumns } from '../jobs/queue';
import { tablesOf } from '../db/tablesOf';

type CreatedAt = ColumnType<Date, Date | undefined, Date>;
type Json<T> = ColumnType<T, string, string>;
type Params = ColumnType<Record<string, string | number> | null, string | null, string | null>;
type BigCount = ColumnType<string | number, number, number>;

export interface BusinessPackagesTable {
  id: Generated<number>;
  tenant_id: string;
  code: string;
  name: string;
  description: string;
  version: string;
  status: PackageStatus;
  manifest: Json<PackageManifest>;
  file_name: string;
  stored_name: string | null;
  created_by: string;
  created_at: CreatedAt;
  updated_by: string;
  updated_at: CreatedAt;
}

export interface BusinessPackageVersionsTable {
  id: Generated<number>;
  package_id: number;
  tenant_id: string;
  version: string;
  description: string;
  manifest: Json<PackageManifest>;
  file_name: string;
  stored_name: string | null;
  size: BigCount;
  entry_count: number;
  created_by: string;
  created_at: CreatedAt;
}

export interface BusinessPackageJobsTable extends QueueColumns<PackageJobState> {
  tenant_id: string;
  user_id: number;
  account: string;
  user_name: string;
  file_name: string;
  /** the archive's generated name in the upload folder while the job needs it */
  stored_name: string | null;
  finish_rate: Generated<number>;
  package_id: number | null;
  code: string | null;
  version: string | null;
  upgrade: Generated<boolean>;
  /** an i18n key, with error_params, localized when read */
  error_msg: string | null;
  error_params: Params;
}

export type PackageTables = {
  business_packages: BusinessPackagesTable;
  business_package_versions: BusinessPackageVersionsTable;
  business_package_jobs: BusinessPackageJobsTable;
};

export type PackageJobRow = Selectable<BusinessPackageJobsTable>;
export type PackageRowDb = Selectable<BusinessPackagesTable>;
export type PackageDb = Kysely<Database & PackageTables>;
export type PackageTx = Transaction<Database & PackageTables>;

export const packageDb = tablesOf<PackageTables>();
