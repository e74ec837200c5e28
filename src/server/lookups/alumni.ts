// The option lists of the sensitive-word screen (document 000 §7): alumni action types (fixed,
// localized) and the tenant's dealing mechanisms, whose platform wording (直接拦截, 替换为***,
// 提交人工审核 and their explanations) is answered in the caller's language; a wording of the
// tenant's own is shown as written.
import { ALUMNI_ACTION_TYPES, isMechanismCode, mechanismTextKey } from '../../shared/domain/alumni';
import { translate } from '../../shared/i18n';
import type { LookupProvider } from '../resources/lookups';

export const actionTypes: LookupProvider = async ({ t }) => ALUMNI_ACTION_TYPES.map((a) => ({ code: a.code, name: t(a.label) }));

export const mechanisms: LookupProvider = async ({ db, tenantId, t }) => {
  const rows = await db
    .selectFrom('alumni_mechanism_configs')
    .select(['id', 'name', 'description', 'code'])
    .where('tenant_id', '=', tenantId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((row) => {
    const code = row.code;
    if (!isMechanismCode(code)) return row;
    // the platform's Chinese wording, as seeded, becomes the caller's language
    const localized = (part: 'name' | 'description', stored: string | null) => {
      const key = mechanismTextKey(code, part);
      return stored === translate('zh-CN', key) ? t(key) : stored;
    };
    return { ...row, name: localized('name', row.name), description: localized('description', row.description) };
  });
};
