// serviceCardConfig/preview: the card as the apps would show it, filled with the rows its API
// really reads from the school's data, each cell through its column's handle rule (a dictionary
// rule reads the tenant's dictionary entries of that code).
import { sql } from 'kysely';
import type { CardPreview } from '../../shared/serviceCards/api';
import { applyHandleRule, HandleRule } from '../../shared/serviceCards/handleRules';
import { apiOf } from '../../shared/serviceCards/sources';
import type { Db } from '../db/schema';
import { listColumns, readCard } from './cardRows';
import { readSource } from './sourceReads';

async function dictionaries(db: Db, tenantId: string, codes: string[]): Promise<Record<string, Record<string, string>>> {
  if (codes.length === 0) return {};
  const { rows } = await sql<{ code: string; key: string; value: string }>`select code, dict_key as key, dict_value as value from dictionaries
    where tenant_id = ${tenantId} and code = any(${codes}::text[])`.execute(db);
  const byCode: Record<string, Record<string, string>> = {};
  for (const r of rows) (byCode[r.code] ??= {})[r.key] = r.value;
  return byCode;
}

export async function previewCard(db: Db, tenantId: string, cardId: number): Promise<CardPreview> {
  const card = await readCard(db, tenantId, cardId);
  const columns = await listColumns(db, tenantId, cardId);
  const api = apiOf(card.dataSource, card.apiKey);
  const rows = api && columns.length > 0 ? await readSource(db, tenantId, api.key, card.requestParams) : [];
  const dicts = await dictionaries(db, tenantId, [...new Set(columns.filter((c) => c.handleRule === 'dictionary' && c.ruleArg).map((c) => c.ruleArg!))]);
  return {
    cardId: card.id,
    name: card.name,
    status: card.status,
    columns: columns.map((c) => ({ id: c.id, label: c.label, fieldKey: c.fieldKey })),
    rows: rows.map((row) => columns.map((c) => applyHandleRule(row[c.fieldKey], c.handleRule as HandleRule, c.ruleArg, dicts[c.ruleArg ?? ''] ?? {}))),
  };
}
