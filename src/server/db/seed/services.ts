// Seeds the service catalogue (seed/serviceCatalogue.ts) into the tables of its definitions, as
// the collections store them: types, scenes and listing marks in their order, the services with
// their scenes, roles, labels and marks by id (a few taken off the shelf), and the flow services.
// The roles and labels are the member picker's demo ones (seed/members.ts), read back by code
// and name. The visits, favourites and ratings of the year are seed/serviceEvents.ts's.
import { DemoPicture, recordDemoPicture } from '../../demoPictures/pictures';
import { flowServiceIcon, serviceIcon, typeIcon } from '../../demoPictures/serviceIcons';
import { sql } from 'kysely';
import type { ResourceDef } from '../../../shared/resources';
import { flowServices } from '../../../shared/resources/flowServices/definition';
import { listingMarks } from '../../../shared/resources/listingMarks/definition';
import { serviceScenes } from '../../../shared/resources/serviceScenes/definition';
import { services } from '../../../shared/resources/services/definition';
import { serviceTypes } from '../../../shared/resources/serviceTypes/definition';
import { SHELF_STATUS } from '../../../shared/services/catalogue';
import { toColumns } from '../../resources/records';
import { dynamicTables } from '../../resources/dynamicTable';
import type { Tx } from '../transaction';
import { FLOW_SERVICES, LISTING_MARKS, SERVICE_SCENES, SERVICE_TYPES, SERVICES } from './serviceCatalogue';

/** Inserts wire rows (plus columns the form does not write) into a definition's table; their ids in order. */
async function insertRows(
  tx: Tx,
  def: ResourceDef,
  tenantId: string,
  rows: Record<string, unknown>[],
  extra: Record<string, unknown>[] = [],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const values = rows.map((row, i) => ({ tenant_id: tenantId, ...toColumns(def, row), ...extra[i] }));
  const out = await dynamicTables(tx).insertInto(def.table).values(values).returning('id').execute();
  return out.map((r) => r.id as number);
}

/** The tenant's member-picker targets (roles by code, labels by name) and their ids. */
async function idsBy(tx: Tx, tenantId: string, table: 'perm_roles' | 'perm_labels', key: 'code' | 'name'): Promise<Map<string, number>> {
  const { rows } = await sql<{ id: number; key: string }>`select id, ${sql.ref(key)} as key from ${sql.table(table)} where tenant_id = ${tenantId}`.execute(tx);
  return new Map(rows.map((r) => [r.key, r.id]));
}

export async function seedServices(tx: Tx, tenantId: string): Promise<void> {
  const order = (i: number) => (i + 1) * 10;
  // each row's icon, an upload of the tenant (demoPictures/serviceIcons.ts)
  const icons = async (count: number, pictureOf: (tenantId: string, i: number) => DemoPicture) => {
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) ids.push(await recordDemoPicture(tx, tenantId, pictureOf(tenantId, i)));
    return ids;
  };
  const [typeIcons, serviceIcons, flowIcons] = [
    await icons(SERVICE_TYPES.length, typeIcon),
    await icons(SERVICES.length, serviceIcon),
    await icons(FLOW_SERVICES.length, flowServiceIcon),
  ];
  const typeIds = await insertRows(
    tx,
    serviceTypes,
    tenantId,
    SERVICE_TYPES.map((name, i) => ({ name, icon: typeIcons[i], sort: order(i) })),
  );
  const sceneIds = await insertRows(
    tx,
    serviceScenes,
    tenantId,
    SERVICE_SCENES.map(([name, description], i) => ({ name, description, sort: order(i) })),
  );
  const markIds = await insertRows(
    tx,
    listingMarks,
    tenantId,
    LISTING_MARKS.map(([name, color], i) => ({ name, color, sort: order(i) })),
  );
  const roles = await idsBy(tx, tenantId, 'perm_roles', 'code');
  const labels = await idsBy(tx, tenantId, 'perm_labels', 'name');
  const known = (names: string[], ids: Map<string, number>) => names.flatMap((n) => (ids.has(n) ? [ids.get(n)!] : []));
  const orNull = (ids: number[]) => (ids.length > 0 ? ids : null);

  await insertRows(
    tx,
    services,
    tenantId,
    SERVICES.map((svc, i) => ({
      name: svc.name,
      icon: serviceIcons[i],
      url: `https://service.demo.edu.cn/${svc.slug}`,
      typeId: typeIds[svc.type],
      sceneIds: svc.scenes.map((k) => sceneIds[k]),
      identities: svc.identities,
      roleIds: orNull(known(svc.roles, roles)),
      labelIds: orNull(known(svc.labels, labels)),
      markIds: orNull(svc.marks.map((k) => markIds[k])),
      sort: order(i),
      description: `${svc.name}（${SERVICE_TYPES[svc.type]}）`,
    })),
    SERVICES.map((svc) => ({ shelf_status: svc.off ? SHELF_STATUS.takenOff : SHELF_STATUS.shelved })),
  );

  await insertRows(
    tx,
    flowServices,
    tenantId,
    FLOW_SERVICES.map((flow, i) => ({
      name: flow.name,
      flowKey: flow.flowKey,
      category: flow.category,
      icon: flowIcons[i],
      roleIds: orNull(known(flow.roles, roles)),
      enabled: flow.enabled,
      description: flow.description,
    })),
  );
}
