// The screens' own lists: roles and labels (all of the tenant's, with member counts), matrix
// departments with their levels, and chat classes (paged, searchable by name).
import { sql } from 'kysely';
import type { ChatClassRow, LabelRow, MatrixDeptRow, Page, RoleRow } from '../../shared/members/api';
import type { Db } from '../db/schema';
import { escapeLike } from '../resources/list';
import { memberCounts } from './memberList';
import { mdb } from './tables';
import { TARGETS } from './targets';

export async function listRoles(db: Db, tenantId: string): Promise<RoleRow[]> {
  const roles = await mdb(db).selectFrom('perm_roles').select(['id', 'name', 'code', 'note']).where('tenant_id', '=', tenantId).orderBy('id').execute();
  const counts = await memberCounts(
    db,
    TARGETS.ROLE,
    roles.map((r) => r.id),
  );
  return roles.map((r) => ({ ...r, memberCount: counts.get(r.id) ?? 0 }));
}

export async function listLabels(db: Db, tenantId: string): Promise<LabelRow[]> {
  const { rows } = await sql<{ id: number; name: string; parent_id: number | null; parent_name: string | null }>`
    select l.id, l.name, l.parent_id, g.name as parent_name from perm_labels l left join perm_labels g on g.id = l.parent_id
    where l.tenant_id = ${tenantId} order by l.parent_id nulls first, l.sort, l.id`.execute(db);
  const counts = await memberCounts(
    db,
    TARGETS.LABEL,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ id: r.id, name: r.name, parentId: r.parent_id, parentName: r.parent_name, memberCount: counts.get(r.id) ?? 0 }));
}

const nameLike = (name: string | undefined) => (name ? sql`and name like ${`%${escapeLike(name)}%`} escape '\\'` : sql``);

/** departments having a level whose name holds `level` (eduMatrixLevelinfo/deptListByLevel) */
const levelLike = (level: string | undefined) =>
  level
    ? sql`and exists (select 1 from matrix_levels l where l.dept_id = matrix_depts.id and l.tenant_id = matrix_depts.tenant_id
        and l.name like ${`%${escapeLike(level)}%`} escape '\\')`
    : sql``;

export async function listMatrixDepts(
  db: Db,
  tenantId: string,
  name: string | undefined,
  index: number,
  size: number,
  level?: string,
): Promise<Page<MatrixDeptRow>> {
  const [page, count] = await Promise.all([
    sql<{
      id: number;
      name: string;
      note: string | null;
    }>`select id, name, note from matrix_depts where tenant_id = ${tenantId} ${nameLike(name)} ${levelLike(level)}
      order by id limit ${size} offset ${(index - 1) * size}`.execute(db),
    sql<{ total: number }>`select count(*)::int as total from matrix_depts where tenant_id = ${tenantId} ${nameLike(name)} ${levelLike(level)}`.execute(db),
  ]);
  const ids = page.rows.map((r) => r.id);
  const levels =
    ids.length === 0
      ? []
      : await mdb(db).selectFrom('matrix_levels').select(['id', 'dept_id', 'name', 'sort']).where('dept_id', 'in', ids).orderBy('sort').orderBy('id').execute();
  const counts = await memberCounts(db, TARGETS.MATRIX_DEPT, ids);
  return {
    data: page.rows.map((d) => ({
      ...d,
      memberCount: counts.get(d.id) ?? 0,
      levels: levels.filter((l) => l.dept_id === d.id).map((l) => ({ id: l.id, name: l.name, sort: l.sort })),
    })),
    total: count.rows[0].total,
  };
}

export async function listChatClasses(db: Db, tenantId: string, name: string | undefined, index: number, size: number): Promise<Page<ChatClassRow>> {
  const [page, count] = await Promise.all([
    sql<{
      id: number;
      name: string;
      note: string | null;
      created_at: Date;
    }>`select id, name, note, created_at from chat_classes where tenant_id = ${tenantId} ${nameLike(name)}
      order by id desc limit ${size} offset ${(index - 1) * size}`.execute(db),
    sql<{ total: number }>`select count(*)::int as total from chat_classes where tenant_id = ${tenantId} ${nameLike(name)}`.execute(db),
  ]);
  const counts = await memberCounts(
    db,
    TARGETS.CHAT_CLASS,
    page.rows.map((r) => r.id),
  );
  return {
    data: page.rows.map((c) => ({ id: c.id, name: c.name, note: c.note, memberCount: counts.get(c.id) ?? 0, createdAt: new Date(c.created_at).toISOString() })),
    total: count.rows[0].total,
  };
}
