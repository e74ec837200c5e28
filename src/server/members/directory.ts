// The data directory (directories and tables, DIR and FILE) and quick authorization (document
// 001 §3 "Member authorization", §4, §6, §7): who may view, edit the data of, or edit the table
// of an entry. The members are the tenant's teachers and other users (account: work number or
// account). The tick rules are enforced on save as well as in the dialog: edit table only for
// FILE; edit data implies view; edit table implies view and edit data. A save is all or nothing.
import { sql } from 'kysely';
import type { Page } from '../../shared/members/api';
import type { AuthSaveItem, AuthUserRow, DirectoryRow } from '../../shared/members/quickAuthApi';
import { DirectoryType, ticksValid } from '../../shared/members/constants';
import type { Db } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { escapeLike } from '../resources/list';
import { refuse } from '../refusal';

/** the people who can be granted */
const GRANTABLE = ['TEACHER', 'OTHER'];

export interface DirectoryFilters {
  parentId?: number;
  name?: string;
  type?: DirectoryType;
}

/** Without parentId the top level; with a name, matching entries at any level (under parentId when given). */
export async function listDirectory(db: Db, tenantId: string, f: DirectoryFilters, index: number, size: number): Promise<Page<DirectoryRow>> {
  if (f.parentId !== undefined) await entryType(db, tenantId, f.parentId);
  const parts = [sql`d.tenant_id = ${tenantId}`];
  if (f.parentId !== undefined) parts.push(sql`d.parent_id = ${f.parentId}`);
  else if (!f.name) parts.push(sql`d.parent_id is null`);
  if (f.name) parts.push(sql`d.name ilike ${`%${escapeLike(f.name)}%`} escape '\\'`);
  if (f.type) parts.push(sql`d.type = ${f.type}`);
  const where = sql.join(parts, sql` and `);
  const [page, count] = await Promise.all([
    sql<{
      id: number;
      parent_id: number | null;
      type: DirectoryType;
      name: string;
      note: string | null;
      created_at: Date;
      child_count: number;
      authorized_count: number;
    }>`
      select d.id, d.parent_id, d.type, d.name, d.note, d.created_at,
        (select count(*)::int from data_directory k where k.parent_id = d.id) as child_count,
        (select count(*)::int from data_directory_perms a where a.entry_id = d.id) as authorized_count
      from data_directory d where ${where} order by d.type, d.name, d.id limit ${size} offset ${(index - 1) * size}`.execute(db),
    sql<{ total: number }>`select count(*)::int as total from data_directory d where ${where}`.execute(db),
  ]);
  return {
    data: page.rows.map((r) => ({
      id: r.id,
      parentId: r.parent_id,
      type: r.type,
      name: r.name,
      note: r.note,
      childCount: r.child_count,
      authorizedCount: r.authorized_count,
      createdAt: new Date(r.created_at).toISOString(),
    })),
    total: count.rows[0].total,
  };
}

/** The entry's type when it is this tenant's; refused otherwise. */
async function entryType(db: Db, tenantId: string, id: number): Promise<DirectoryType> {
  const { rows } = await sql<{ type: DirectoryType }>`select type from data_directory where tenant_id = ${tenantId} and id = ${id}`.execute(db);
  if (rows.length === 0) refuse('members.notFound.DIRECTORY');
  return rows[0].type;
}

const SORT_COLUMNS: Record<string, string> = { account: 'p.account', realName: 'p.name' };

/** 'account ASC,realName DESC' into ORDER BY terms; refused when it names anything else. */
function orderOf(text: string | undefined) {
  const terms = [];
  const seen = new Set<string>();
  for (const part of (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const m = /^([A-Za-z]+)\s+(ASC|DESC)$/i.exec(part);
    if (!m || !SORT_COLUMNS[m[1]] || seen.has(m[1])) refuse('members.auth.badOrder', { text: part });
    seen.add(m![1]);
    terms.push(sql`${sql.ref(SORT_COLUMNS[m![1]])} ${sql.raw(m![2].toUpperCase() === 'DESC' ? 'desc' : 'asc')}`);
  }
  if (terms.length === 0) terms.push(sql`p.account asc`);
  terms.push(sql`p.id asc`);
  return sql.join(terms);
}

export interface AuthUserFilters {
  account?: string;
  name?: string;
  dataSortStr?: string;
}

export async function listAuthUsers(db: Db, tenantId: string, entryId: number, f: AuthUserFilters, index: number, size: number): Promise<Page<AuthUserRow>> {
  await entryType(db, tenantId, entryId);
  const order = orderOf(f.dataSortStr);
  const parts = [sql`p.tenant_id = ${tenantId}`, sql`p.identity = any(${GRANTABLE}::text[])`];
  if (f.account) parts.push(sql`p.account like ${`${escapeLike(f.account)}%`} escape '\\'`);
  if (f.name) parts.push(sql`p.name ilike ${`%${escapeLike(f.name)}%`} escape '\\'`);
  const where = sql.join(parts, sql` and `);
  const [page, count] = await Promise.all([
    sql<{ id: number; account: string | null; name: string; look_perm: boolean | null; update_data_perm: boolean | null; update_table_perm: boolean | null }>`
      select p.id, p.account, p.name, a.look_perm, a.update_data_perm, a.update_table_perm
      from people p left join data_directory_perms a on a.entry_id = ${entryId} and a.person_id = p.id
      where ${where} order by ${order} limit ${size} offset ${(index - 1) * size}`.execute(db),
    sql<{ total: number }>`select count(*)::int as total from people p where ${where}`.execute(db),
  ]);
  return {
    data: page.rows.map((r) => ({
      id: r.id,
      account: r.account ?? '',
      realName: r.name,
      lookPerm: r.look_perm === true,
      updateDataPerm: r.update_data_perm === true,
      updateTablePerm: r.update_table_perm === true,
    })),
    total: count.rows[0].total,
  };
}

/** Saves the ticks of each (entry, member); a row with no tick removes the grant. Refused as a
 *  whole when an entry or member is not this tenant's or a row breaks the tick rules. */
export async function saveAuthorization(db: Db, tenantId: string, items: AuthSaveItem[]): Promise<number> {
  if (items.length === 0) refuse('picker.selectData');
  // the last row for an (entry, member) wins
  const byPair = new Map<string, AuthSaveItem>();
  for (const it of items) byPair.set(`${it.businessDataId}:${it.userId}`, it);
  const rows = [...byPair.values()];
  return inTransaction(db, async (tx) => {
    const entries = [...new Set(rows.map((r) => r.businessDataId))];
    const types = new Map(
      (
        await sql<{
          id: number;
          type: DirectoryType;
        }>`select id, type from data_directory where tenant_id = ${tenantId} and id = any(${entries}::int[])`.execute(tx)
      ).rows.map((r) => [r.id, r.type]),
    );
    if (types.size !== entries.length) refuse('members.notFound.DIRECTORY');
    const users = [...new Set(rows.map((r) => r.userId))];
    const { rows: own } = await sql<{
      n: number;
    }>`select count(*)::int as n from people where tenant_id = ${tenantId} and identity = any(${GRANTABLE}::text[]) and id = any(${users}::int[])`.execute(tx);
    if (own[0].n !== users.length) refuse('members.foreignIds');
    items.forEach((it, i) => {
      if (!ticksValid(types.get(it.businessDataId)!, it)) refuse('members.auth.badTicks', { row: i + 1 });
    });
    const grants = rows.filter((r) => r.lookPerm || r.updateDataPerm || r.updateTablePerm);
    const revokes = rows.filter((r) => !(r.lookPerm || r.updateDataPerm || r.updateTablePerm));
    if (revokes.length > 0) {
      await sql`delete from data_directory_perms d using unnest(${revokes.map((r) => r.businessDataId)}::int[], ${revokes.map((r) => r.userId)}::int[]) as v(entry, person)
        where d.entry_id = v.entry and d.person_id = v.person and d.tenant_id = ${tenantId}`.execute(tx);
    }
    if (grants.length > 0) {
      await sql`insert into data_directory_perms (tenant_id, entry_id, person_id, look_perm, update_data_perm, update_table_perm)
        select ${tenantId}, v.entry, v.person, v.look, v.edit_data, v.edit_table
        from unnest(${grants.map((r) => r.businessDataId)}::int[], ${grants.map((r) => r.userId)}::int[], ${grants.map((r) => r.lookPerm)}::bool[],
          ${grants.map((r) => r.updateDataPerm)}::bool[], ${grants.map((r) => r.updateTablePerm)}::bool[]) as v(entry, person, look, edit_data, edit_table)
        on conflict (entry_id, person_id) do update set look_perm = excluded.look_perm, update_data_perm = excluded.update_data_perm,
          update_table_perm = excluded.update_table_perm, updated_at = now()`.execute(tx);
    }
    return rows.length;
  });
}
