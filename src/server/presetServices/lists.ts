// The checks and reads every preset list shares: a list to save is checked whole (at most
// PRESET_MAX, no repeats, every service this tenant's, each fault named), and a stored list is
// read back in its order with each service's name, icon and shelf status.
import { sql } from 'kysely';
import { PRESET_MAX, PresetService } from '../../shared/services/presets';
import type { Db } from '../db/schema';
import type { Tx } from '../db/transaction';
import { refuse } from '../refusal';

interface ServiceRow {
  id: number;
  name: string;
  icon: string | null;
  shelf_status: number;
}
export const serviceOf = (r: ServiceRow): PresetService => ({ id: r.id, name: r.name, icon: r.icon, shelfStatus: Number(r.shelf_status) });

/** Refuses a list over PRESET_MAX, with a repeat, or naming a service that is not this tenant's. */
export async function checkServiceList(db: Db | Tx, tenantId: string, ids: readonly number[]): Promise<void> {
  if (ids.length > PRESET_MAX) refuse('presets.tooMany', { max: PRESET_MAX, count: ids.length });
  const seen = new Set<number>();
  for (const id of ids) {
    if (seen.has(id)) refuse('presets.duplicate', { id });
    seen.add(id);
  }
  if (ids.length === 0) return;
  const { rows } = await sql<{ id: number }>`select id from services where tenant_id = ${tenantId} and id = any(${[...ids]}::int[])`.execute(db);
  const own = new Set(rows.map((r) => r.id));
  const stranger = ids.find((id) => !own.has(id));
  if (stranger !== undefined) refuse('presets.serviceUnknown', { id: stranger });
}

/** A stored list (table preset_role_services or preset_person_services) of one owner, in order. */
export async function readList(db: Db | Tx, table: 'preset_role_services' | 'preset_person_services', owner: number): Promise<PresetService[]> {
  const column = table === 'preset_role_services' ? sql.ref('l.role_id') : sql.ref('l.person_id');
  const { rows } = await sql<ServiceRow>`select s.id, s.name, s.icon, s.shelf_status from ${sql.table(table)} l join services s on s.id = l.service_id
    where ${column} = ${owner} order by l.position`.execute(db);
  return rows.map(serviceOf);
}

/** Replaces an owner's list with `ids` in that order (inside the caller's transaction). */
export async function writeList(tx: Tx, table: 'preset_role_services' | 'preset_person_services', tenantId: string, owner: number, ids: readonly number[]) {
  const column = table === 'preset_role_services' ? 'role_id' : 'person_id';
  await sql`delete from ${sql.table(table)} where ${sql.ref(column)} = ${owner}`.execute(tx);
  if (ids.length === 0) return;
  await sql`insert into ${sql.table(table)} (tenant_id, ${sql.ref(column)}, service_id, position)
    select ${tenantId}, ${owner}, s.id, s.ord - 1 from unnest(${[...ids]}::int[]) with ordinality as s(id, ord)`.execute(tx);
}

/** The tenant's shelved services, in the catalogue's order: what a preset may take. */
export async function shelvedServices(db: Db, tenantId: string): Promise<PresetService[]> {
  const { rows } = await sql<ServiceRow>`select id, name, icon, shelf_status from services where tenant_id = ${tenantId} and shelf_status = 1
    order by sort, id`.execute(db);
  return rows.map(serviceOf);
}
