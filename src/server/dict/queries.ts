// Dictionary reads, always within the caller's tenant.
import { hasMessage } from '../../shared/i18n';
import type { Db } from '../db/schema';
import type { Translate } from '../types';

export interface DictEntry {
  dictKey: string;
  dictValue: string;
}

export async function dictionaryEntries(db: Db, tenantId: string, code: string): Promise<DictEntry[]> {
  const rows = await db
    .selectFrom('dictionaries')
    .select(['dict_key', 'dict_value'])
    .where('tenant_id', '=', tenantId)
    .where('code', '=', code)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ dictKey: r.dict_key, dictValue: r.dict_value }));
}

export async function dictionaryCodes(db: Db, tenantId: string, t: Translate) {
  const rows = await db
    .selectFrom('dictionaries')
    .select(['code', (eb) => eb.fn.countAll<number>().as('size')])
    .where('tenant_id', '=', tenantId)
    .groupBy('code')
    .orderBy('code')
    .execute();
  return rows.map((r) => ({ code: r.code, name: hasMessage(`dict.${r.code}`) ? t(`dict.${r.code}`) : r.code, size: Number(r.size) }));
}
