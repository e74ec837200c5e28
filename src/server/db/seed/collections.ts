// Seeds the demo rows of every resource folder's demo.ts (def.demo()) into its table, as
// the collection would store them. Resources whose rows need other seeded ids (shieldWords) are
// written by their own seed.
import { RESOURCES } from '../../../shared/resources';
import { toColumns } from '../../resources/records';
import { dynamicTables } from '../../resources/dynamicTable';
import type { Tx } from '../transaction';

export async function seedCollections(tx: Tx, tenantId: string): Promise<void> {
  for (const def of RESOURCES) {
    const demo = (await def.demo()).default;
    if (!('rows' in demo) || demo.rows.length === 0) continue;
    const rows = demo.rows.map((row) => ({ tenant_id: tenantId, ...toColumns(def, row) }));
    await dynamicTables(tx).insertInto(def.table).values(rows).execute();
  }
}
