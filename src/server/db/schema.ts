// Kysely table types of the fixed schema (migrations 001–006), of the uploaded files (migration
// 018) and of the public account's messages (migration 035), with every definition's table
// (src/shared/resources) as src/server/db/definitionTables.ts, generated from the definitions,
// types them. The generic resource engine (src/server/resources) reaches a definition's table by
// its name at run time through dynamicTable.ts.
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { DefinitionTables } from './definitionTables';
import type { ClassType, Identity } from '../../shared/domain/people';

/** A timestamp the database fills in (default now()); Date in, Date out on pg and PGlite. */
type CreatedAt = ColumnType<Date, Date | undefined, Date>;
type Id = Generated<number>;

export interface TenantsTable {
  id: string;
  name: string;
  enabled: Generated<boolean>;
  created_at: CreatedAt;
}

export interface AdminUsersTable {
  id: Id;
  tenant_id: string;
  account: string;
  user_name: string;
  password_hash: string;
  enabled: Generated<boolean>;
  /** set for the demo admins and an admin made from ADMIN_*; cleared by a password change */
  must_change_password: Generated<boolean>;
  /** the role (admin_roles, issue 36); null only between a tenant's creation and its built-in role */
  role_id: number | null;
  /** the last successful sign-in */
  last_sign_in_at: Date | null;
  /** when its rights last changed: its role given or changed (triggers of migration 044) */
  role_stamp: Generated<Date>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface AuthSessionsTable {
  id: string;
  user_id: number;
  tenant_id: string;
  signing_key: string;
  created_at: CreatedAt;
  revoked_at: Date | null;
  revoke_reason: string | null;
}

export interface RefreshTokensTable {
  id: Id;
  /** the session is the token family: reuse of a used token revokes the session */
  session_id: string;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: CreatedAt;
}

/** attempt budgets of the sign-in throttle (auth/throttle.ts): the time each key's budget is used up to */
export interface SignInThrottleTable {
  key: string;
  tat: Date;
}

export interface RequestIdsTable {
  id: string;
  seen_at: Date;
}

export interface OrgUnitsTable {
  id: Id;
  tenant_id: string;
  parent_id: number | null;
  /** import type codes of document 000 §9: 1 campus … 6 organisation */
  type: number;
  code: string;
  name: string;
  /** ancestors and self as /id/id/…/ so a subtree is one indexed prefix match */
  path: string;
  sort: number;
  grade: string | null;
  class_type: ClassType | null;
  monitor_id: number | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface ClassHeadTeachersTable {
  tenant_id: string;
  class_id: number;
  person_id: number;
}

export interface PeopleTable {
  id: Id;
  tenant_id: string;
  identity: Identity;
  name: string;
  /** dictionary gender: 1 male, 2 female */
  gender: number | null;
  id_number: string | null;
  phone: string | null;
  email: string | null;
  account: string | null;
  student_no: string | null;
  work_no: string | null;
  exam_no: string | null;
  /** key of teacher_current_status or stu_current_status, by identity */
  current_status: string | null;
  /** key of stu_present_state (students) */
  present_state: string | null;
  /** the person's unit below the class level: major (students) or faculty/unit (staff) */
  org_unit_id: number | null;
  class_id: number | null;
  grade: string | null;
  /** the stored file in the photo store (src/server/photos/store.ts) */
  photo_path: string | null;
  photo_updated_at: Date | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface DictionariesTable {
  id: Id;
  tenant_id: string;
  code: string;
  dict_key: string;
  dict_value: string;
  sort: number;
}

export interface FaqQuestionTypesTable {
  id: Id;
  tenant_id: string;
  name: string;
  sort: number;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface FaqQuestionsTable {
  id: Id;
  tenant_id: string;
  type_id: number;
  question: string;
  answer: string;
  keywords: string | null;
  enabled: boolean;
  hits: number;
  sort: number;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface AlumniMechanismConfigsTable {
  id: Id;
  tenant_id: string;
  /** BLOCK, MASK or REVIEW: what the platform does with a hit */
  code: string;
  name: string;
  description: string;
  sort: number;
  created_at: CreatedAt;
}

export interface AlumniPostsTable {
  id: Id;
  tenant_id: string;
  author_id: number;
  content: string;
  images: string[];
  /** 0 shown, 1 blocked, 2 held for review (migration 032) */
  status: number;
  like_count: number;
  comment_count: number;
  created_at: CreatedAt;
  channel: ColumnType<string, string | undefined, string>;
  mp_type: number | null;
  action_type: ColumnType<number, number | undefined, number>;
  forward_of: number | null;
  nick_name: ColumnType<string, string | undefined, string>;
  avatar: string | null;
  campus_name: string | null;
  label: string | null;
  address: string | null;
  quote_content: string | null;
  quote_image: string | null;
  forward_count: ColumnType<number, number | undefined, number>;
  open_reports: ColumnType<number, number | undefined, number>;
  /** JSON text of { word, mechanism }[] */
  words: ColumnType<unknown, string | undefined, string>;
  masked: ColumnType<boolean, boolean | undefined, boolean>;
  block_reason: string | null;
  blocked_by: string | null;
  blocked_by_name: string | null;
  blocked_at: Date | null;
}

export interface AlumniCommentsTable {
  id: Id;
  tenant_id: string;
  post_id: number;
  author_id: number;
  content: string;
  status: number;
  created_at: CreatedAt;
}

/** migration 035: the public account's messages a theme article may quote (issue 15) */
export interface PublicAccountMessagesTable {
  id: Id;
  tenant_id: string;
  account_name: string;
  title: string;
  digest: string | null;
  published_at: Date;
  created_at: CreatedAt;
}

/** migration 018: one row per accepted upload (src/server/files); the bytes are DATA_DIR/files/uploads/<tenant>/<stored_name> */
export interface UploadedFilesTable {
  /** f_ and 32 hex digits: the file's address, unguessable */
  id: string;
  tenant_id: string;
  stored_name: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  uploaded_by: number | null;
  created_at: CreatedAt;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: CreatedAt;
}

export interface Database extends DefinitionTables {
  schema_migrations: SchemaMigrationsTable;
  tenants: TenantsTable;
  admin_users: AdminUsersTable;
  auth_sessions: AuthSessionsTable;
  refresh_tokens: RefreshTokensTable;
  server_secrets: ServerSecretsTable;
  sign_in_throttle: SignInThrottleTable;
  request_ids: RequestIdsTable;
  org_units: OrgUnitsTable;
  class_head_teachers: ClassHeadTeachersTable;
  people: PeopleTable;
  dictionaries: DictionariesTable;
  uploaded_files: UploadedFilesTable;
  faq_question_types: FaqQuestionTypesTable;
  faq_questions: FaqQuestionsTable;
  alumni_mechanism_configs: AlumniMechanismConfigsTable;
  alumni_posts: AlumniPostsTable;
  alumni_comments: AlumniCommentsTable;
  public_account_messages: PublicAccountMessagesTable;
}

export type Db = Kysely<Database>;
