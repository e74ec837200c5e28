// Dictionary reads and the save of one dictionary's entries, always within the caller's tenant.
import { hasMessage } from '../../shared/i18n';
import type { SaveDictEntry } from '../../shared/dicts/api';
import type { Db } from '../db/schema';
import { inTransaction, Tx } from '../db/transaction';
import type { Translate } from '../types';

export interface DictEntry {
  dictKey: string;
  dictValue: string;
}

export async function dictionaryEntries(db: Db | Tx, tenantId: string, code: string): Promise<DictEntry[]> {
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

/** The tenant's codes (a dictionary exists once it has an entry). */
export async function dictionaryExists(db: Db | Tx, tenantId: string, code: string): Promise<boolean> {
  const row = await db.selectFrom('dictionaries').select('id').where('tenant_id', '=', tenantId).where('code', '=', code).limit(1).executeTakeFirst();
  return Boolean(row);
}

/** Replaces one dictionary's entries with these (keys and values trimmed), in one transaction;
 *  answers the entries before and after, for the history. */
export async function saveDictionary(db: Db, tenantId: string, code: string, entries: SaveDictEntry[]) {
  return inTransaction(db, async (tx) => {
    const before = await dictionaryEntries(tx, tenantId, code);
    await tx.deleteFrom('dictionaries').where('tenant_id', '=', tenantId).where('code', '=', code).execute();
    await tx
      .insertInto('dictionaries')
      .values(entries.map((e) => ({ tenant_id: tenantId, code, dict_key: e.dictKey.trim(), dict_value: e.dictValue.trim(), sort: e.sort })))
      .execute();
    return { before, after: await dictionaryEntries(tx, tenantId, code) };
  });
}
