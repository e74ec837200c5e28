// adjustOrder: the ids of a page in their new order. The rows keep the slots (order values) they
// held between them, handed out again in the new order, so rows outside the page keep their
// places. Slots that were equal are spread upward so the new order is strict.
import { sql } from 'kysely';
import type { ResourceDef } from '../../shared/resources';
import type { Tx } from '../db/transaction';
import { dynamicTables } from './dynamicTable';

export function newSlots(current: (number | null)[]): number[] {
  const slots = current.map((v) => v ?? 0).sort((a, b) => a - b);
  for (let i = 1; i < slots.length; i += 1) if (slots[i] <= slots[i - 1]) slots[i] = slots[i - 1] + 1;
  return slots;
}

/**
 * false when one of the ids is not the tenant's record (nothing is changed then). Runs in the
 * caller's transaction (the route's, with its audit row); the rows are locked while they move.
 */
export async function adjustOrder(tx: Tx, def: ResourceDef, tenantId: string, ids: number[]): Promise<boolean> {
  const column = def.fields.find((f) => f.name === def.orderField)!.column;
  const rows = await dynamicTables(tx)
    .selectFrom(def.table)
    .select(['id', sql<number | null>`${sql.ref(column)}`.as('slot')])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .forUpdate()
    .execute();
  if (rows.length !== ids.length) return false;
  const slots = newSlots(rows.map((r) => r.slot as number | null));
  await sql`update ${sql.table(def.table)} as t set ${sql.ref(column)} = v.slot, updated_at = now()
    from (select unnest(${ids}::int[]) as id, unnest(${slots}::int[]) as slot) as v
    where t.id = v.id and t.tenant_id = ${tenantId}`.execute(tx);
  return true;
}
