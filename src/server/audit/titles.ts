// What names an audit row's object (issue 29: never "校友用户 #12"): a collection's record by its
// definition's title field (recordContent.ts), and each hand-built target
// (src/shared/audit/handBuiltTargets.ts) by its own table's name column. recordAudit reads the
// title when a write does not give one (a removal gives it: its row is gone by then); the
// history's list reads the titles rows written before migration 041 lack.
import { sql } from 'kysely';
import type { AuditTargetKind } from '../../shared/documents/audit';
import { HAND_BUILT_KEYS } from '../../shared/audit/handBuiltTargets';
import { joinTitles } from '../../shared/audit/recordTitle';
import { resourceByKey } from '../../shared/resources';
import type { Db } from '../db/schema';
import type { Tx } from '../db/transaction';
import { historyTranslate, recordTitles } from './recordContent';

type Conn = Db | Tx;
type TitleReader = (db: Conn, tenantId: string, ids: string[]) => Promise<Map<string, string>>;

const intIds = (ids: string[]) => ids.filter((s) => /^\d{1,9}$/.test(s)).map(Number);

/** `name` (or another text) of the tenant's rows of a table with integer ids. */
const byColumn =
  (table: string, column = sql`name`): TitleReader =>
  async (db, tenantId, ids) => {
    const wanted = intIds(ids);
    if (wanted.length === 0) return new Map();
    const { rows } = await sql<{ id: number; title: string | null }>`select id, ${column} as title from ${sql.table(table)}
      where tenant_id = ${tenantId} and id = any(${wanted}::int[])`.execute(db);
    return new Map(rows.filter((r) => r.title).map((r) => [String(r.id), r.title!]));
  };

/** the same for tables keyed by text (app keys, job keys) */
const byTextKey =
  (table: string, key: string, column = sql`name`): TitleReader =>
  async (db, tenantId, ids) => {
    if (ids.length === 0) return new Map();
    const { rows } = await sql<{ id: string; title: string | null }>`select ${sql.ref(key)} as id, ${column} as title from ${sql.table(table)}
      where tenant_id = ${tenantId} and ${sql.ref(key)} = any(${ids}::text[])`.execute(db);
    return new Map(rows.filter((r) => r.title).map((r) => [r.id, r.title!]));
  };

/** a person named with their number, as the people picker shows them */
const PERSON = sql`name || coalesce('（' || coalesce(student_no, work_no, exam_no, account) || '）', '')`;

const READERS: Record<(typeof HAND_BUILT_KEYS)[keyof typeof HAND_BUILT_KEYS], TitleReader | null> = {
  // a post by its author and the start of its text
  alumniPosts: byColumn('alumni_posts', sql`(select p.name from people p where p.id = author_id) || '：' || left(content, 24)`),
  serviceCards: byColumn('service_cards'),
  businessPackages: byColumn('business_packages'),
  roleMembers: byColumn('perm_roles'),
  labelMembers: byColumn('perm_labels'),
  matrixMembers: byColumn('matrix_depts'),
  chatClassMembers: byColumn('chat_classes'),
  appKeys: byTextKey('app_keys', 'id'),
  robotQuestionTypes: byColumn('faq_question_types'),
  robotQuestions: byColumn('faq_questions', sql`question`),
  presetRoles: byColumn('perm_roles'),
  presetPeople: byColumn('people', PERSON),
  quickAuthorization: byColumn('data_directory'),
  monitorApis: byColumn('monitors'),
  photos: null,
  imports: byTextKey('import_jobs', 'key', sql`(select u.file_name from import_uploads u where u.id = upload_id)`),
  photoImports: byTextKey('photo_import_jobs', 'key', sql`file_name`),
  newsSync: null,
  // a dictionary is named by its code (the row's title)
  dictionaries: null,
  adminAccounts: byColumn('admin_users', sql`user_name || '（' || account || '）'`),
};

/** The titles of some objects of a target (id as text → title); unknown ones are left out. */
export async function titlesOf(db: Conn, tenantId: string, kind: AuditTargetKind, key: string, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const def = kind === 'collection' ? resourceByKey(key) : undefined;
  if (def) {
    const titles = await recordTitles(db, def, tenantId, intIds(ids), historyTranslate);
    return new Map([...titles].map(([id, title]) => [String(id), title]));
  }
  const reader = READERS[key as keyof typeof READERS];
  return reader ? reader(db, tenantId, ids) : new Map();
}

/** The ids an audit row's id names: one, or a comma list (a batch). */
export const idsOfTarget = (id: string | number | null | undefined): string[] =>
  id === null || id === undefined
    ? []
    : String(id)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);

/** The title of an audit row's object: the record's, or the records' joined; null when none is known. */
export async function titleOfTarget(
  db: Conn,
  tenantId: string,
  kind: AuditTargetKind,
  key: string,
  id: string | number | null | undefined,
): Promise<string | null> {
  const ids = idsOfTarget(id);
  if (ids.length === 0) return null;
  const titles = await titlesOf(db, tenantId, kind, key, ids);
  const found = ids.map((i) => titles.get(i)).filter((x): x is string => !!x);
  return found.length ? joinTitles(found) : null;
}
