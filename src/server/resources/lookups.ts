// The server side of ResourceDef.lookups: one provider per lookup path. The same provider
// answers the lookup call and decides which values a select field accepts, so the two never
// disagree. A new lookup is one provider here; a resource with static options needs none, and a
// lookup of another collection's rows (LookupDef.rowsOf) gets its provider from that definition.
import type { LookupDef, ResourceDef } from '../../shared/resources';
import { lookupPath, resourceByKey } from '../../shared/resources';
import { MEMBER_PATHS } from '../../shared/members/api';
import type { Db } from '../db/schema';
import { actionTypes, mechanisms } from '../lookups/alumni';
import { MP_MESSAGE_LIST_PATH, mpMessages } from '../lookups/alumniContent';
import { alumniRoles, peopleOptions } from '../lookups/peopleArea';
import { grantOptions } from '../lookups/rights';
import { ADMIN_ROLE_GRANTS_PATH } from '../../shared/resources/adminRoles/definition';
import { listLabels, listRoles } from '../members/targetLists';
import type { Translate } from '../types';
import { identifier } from './columns';
import { dynamicTables } from './dynamicTable';

export interface LookupContext {
  db: Db;
  tenantId: string;
  t: Translate;
}

export type LookupProvider = (ctx: LookupContext) => Promise<Record<string, unknown>[]>;

export const LOOKUP_PROVIDERS: Record<string, LookupProvider> = {
  '/api/blade-platform/platformalumniword/getActionTypeList': actionTypes,
  '/api/blade-platform/platformalumnimechanismconfig/list': mechanisms,
  '/api/blade-platform/covertUser/queryUser': peopleOptions,
  '/api/blade-platform/platformalumniuser/roleList': alumniRoles,
  [MP_MESSAGE_LIST_PATH]: mpMessages,
  [ADMIN_ROLE_GRANTS_PATH]: grantOptions,
  [MEMBER_PATHS.roleList]: async ({ db, tenantId }) => (await listRoles(db, tenantId)).map((r) => ({ ...r })),
  [MEMBER_PATHS.labelList]: async ({ db, tenantId }) => (await listLabels(db, tenantId)).map((l) => ({ ...l })),
};

/** Lookup paths whose call another domain's routes already answer (the member picker's roles
 *  and labels): their providers only decide the accepted values; no lookup route is made. */
export const ANSWERED_ELSEWHERE = new Set<string>([MEMBER_PATHS.roleList, MEMBER_PATHS.labelList]);

/** The tenant's rows of another collection: id and the named fields, in its list order. */
function rowsProvider(def: ResourceDef, rowsOf: NonNullable<LookupDef['rowsOf']>): LookupProvider {
  const source = resourceByKey(rowsOf.collection);
  if (!source) throw new Error(`resource ${def.key}: lookup of unknown collection ${rowsOf.collection}`);
  const fields = rowsOf.fields.map((name) => {
    const f = source.fields.find((x) => x.name === name);
    if (!f) throw new Error(`resource ${def.key}: collection ${source.key} has no field ${name}`);
    return { name, column: identifier(f.column) };
  });
  const direction = source.orderBy.direction;
  return async ({ db, tenantId }) => {
    const rows = await dynamicTables(db)
      .selectFrom(identifier(source.table))
      .select(['id', ...fields.map((f) => f.column)])
      .where('tenant_id', '=', tenantId)
      .orderBy(identifier(source.orderBy.column), direction)
      .orderBy('id', direction)
      .execute();
    return rows.map((row) => Object.fromEntries([['id', row.id], ...fields.map((f) => [f.name, row[f.column] ?? null])]));
  };
}

export function providerOf(def: ResourceDef, lookup: string): LookupProvider {
  const rowsOf = def.lookups?.[lookup]?.rowsOf;
  if (rowsOf) return rowsProvider(def, rowsOf);
  const path = lookupPath(def, lookup);
  const provider = LOOKUP_PROVIDERS[path];
  if (!provider) throw new Error(`resource ${def.key}: no lookup provider for ${path}`);
  return provider;
}
