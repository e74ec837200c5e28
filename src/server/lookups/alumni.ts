// The option lists of the sensitive-word screen (document 000 §7): alumni action types (fixed,
// localized) and the tenant's dealing mechanisms.
import { ALUMNI_ACTION_TYPES } from '../../shared/domain/alumni';
import type { LookupProvider } from '../resources/lookups';

export const actionTypes: LookupProvider = async ({ t }) => ALUMNI_ACTION_TYPES.map((a) => ({ code: a.code, name: t(a.label) }));

export const mechanisms: LookupProvider = async ({ db, tenantId }) =>
  db
    .selectFrom('alumni_mechanism_configs')
    .select(['id', 'name', 'description', 'code'])
    .where('tenant_id', '=', tenantId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
