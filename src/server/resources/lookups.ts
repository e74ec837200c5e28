// The server side of ResourceDef.lookups: one provider per lookup path. The same provider
// answers the lookup call and decides which values a select field accepts, so the two never
// disagree. A new lookup is one provider here; a resource with static options needs none.
import type { ResourceDef } from '../../shared/resources';
import { lookupPath } from '../../shared/resources';
import type { Db } from '../db/schema';
import { actionTypes, mechanisms } from '../lookups/alumni';
import { alumniRoles, peopleOptions } from '../lookups/peopleArea';
import type { Translate } from '../types';

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
};

export function providerOf(def: ResourceDef, lookup: string): LookupProvider {
  const path = lookupPath(def, lookup);
  const provider = LOOKUP_PROVIDERS[path];
  if (!provider) throw new Error(`resource ${def.key}: no lookup provider for ${path}`);
  return provider;
}
