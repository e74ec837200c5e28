// Kysely table types of migration 011 (member picker targets and members, the data directory
// and its permissions, monitors and their APIs), added to the shared Db with withTables so the
// fixed schema file stays as it is.
import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';
import type { ApiStatus, ApiType, DirectoryType, MemberKind, QuoteType } from '../../shared/members/constants';
import type { Database, Db } from '../db/schema';
import type { Tx } from '../db/transaction';

type CreatedAt = ColumnType<Date, Date | undefined, Date>;
type Id = Generated<number>;

interface Owned {
  id: Id;
  tenant_id: string;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface PermRolesTable extends Owned {
  code: string;
  name: string;
  note: string | null;
}
export interface PermLabelsTable extends Owned {
  parent_id: number | null;
  name: string;
  note: string | null;
  sort: Generated<number>;
}
export interface MatrixDeptsTable extends Owned {
  name: string;
  note: string | null;
}
export interface MatrixLevelsTable {
  id: Id;
  tenant_id: string;
  dept_id: number;
  name: string;
  sort: Generated<number>;
}
export interface ChatClassesTable extends Owned {
  name: string;
  note: string | null;
}
export interface DataDirectoryTable extends Owned {
  parent_id: number | null;
  type: DirectoryType;
  name: string;
  note: string | null;
}
export interface DataDirectoryPermsTable {
  tenant_id: string;
  entry_id: number;
  person_id: number;
  look_perm: boolean;
  update_data_perm: boolean;
  update_table_perm: boolean;
  updated_at: CreatedAt;
}
export interface ApiProjectsTable extends Owned {
  name: string;
}
export interface ApisTable extends Owned {
  type: ApiType;
  name: string;
  note: string | null;
  quote_type: QuoteType;
  project_id: number;
  status: ApiStatus;
}
export interface MonitorsTable extends Owned {
  name: string;
  note: string | null;
}
export interface MonitorApisTable {
  id: Id;
  tenant_id: string;
  monitor_id: number;
  api_id: number;
  created_at: CreatedAt;
}

/** the columns every membership table shares */
interface Membership {
  id: Id;
  tenant_id: string;
  member_kind: MemberKind;
  person_id: number | null;
  class_id: number | null;
  created_at: CreatedAt;
}
export interface PermRoleMembersTable extends Membership {
  role_id: number;
  group_id: number;
}
export interface PermLabelMembersTable extends Membership {
  label_id: number;
  group_id: number;
}
export interface MatrixMembersTable extends Membership {
  dept_id: number;
  level_id: number;
}
export interface ChatClassMembersTable extends Membership {
  chat_class_id: number;
}

export type MembersTables = {
  perm_roles: PermRolesTable;
  perm_labels: PermLabelsTable;
  perm_role_members: PermRoleMembersTable;
  perm_label_members: PermLabelMembersTable;
  matrix_depts: MatrixDeptsTable;
  matrix_levels: MatrixLevelsTable;
  matrix_members: MatrixMembersTable;
  chat_classes: ChatClassesTable;
  chat_class_members: ChatClassMembersTable;
  data_directory: DataDirectoryTable;
  data_directory_perms: DataDirectoryPermsTable;
  api_projects: ApiProjectsTable;
  apis: ApisTable;
  monitors: MonitorsTable;
  monitor_apis: MonitorApisTable;
};

export type MembersDatabase = Database & MembersTables;
export type MDb = Kysely<MembersDatabase>;
export type MTx = Transaction<MembersDatabase>;

/** The database with this module's tables typed. */
export const mdb = (db: Db | Tx): MDb => (db as Db).withTables<MembersTables>();
