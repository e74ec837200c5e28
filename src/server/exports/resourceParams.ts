// What a collection's export job runs from (kind 'resource'), decided at start in the language of
// the one who started it: the collection's key, its list query (filters and sort), the columns
// (its list fields) with their labels, the select fields' option labels, the organisation units'
// names for tree selects, and the switch's words.
import { definitionTitle } from '../../shared/definitionTitle';
import type { FieldDef, ResourceDef } from '../../shared/resources';
import { listFields } from '../../shared/resources';
import type { Db } from '../db/schema';
import { providerOf } from '../resources/lookups';
import type { Translate } from '../types';
import type { ExportJobRow } from './jobRows';

export interface ResourceColumn {
  /** the field's name in the definition */
  name: string;
  /** its label, translated */
  label: string;
}

export interface ResourceExportParams {
  resource: string;
  /** the list body's filters and sort, as the list schema admitted them (no paging, no tenant) */
  query: Record<string, unknown>;
  columns: ResourceColumn[];
  /** field name → option value (as text) → label */
  options: Record<string, Record<string, string>>;
  /** a switch's on and off */
  yes: string;
  no: string;
  sheetName: string;
}

export const resourceParamsOf = (job: ExportJobRow): ResourceExportParams => job.params as unknown as ResourceExportParams;

/** The list body without its paging and tenant: what selects and orders the rows. */
export function queryOf(body: Record<string, unknown>): Record<string, unknown> {
  const { pageIndex: _i, pageSize: _s, tenantId: _t, ...query } = body;
  return query;
}

async function optionLabels(db: Db, tenantId: string, def: ResourceDef, f: FieldDef, t: Translate): Promise<Record<string, string>> {
  const o = f.options;
  if (!o) return {};
  if (o.kind === 'static') return Object.fromEntries(o.items.map((i) => [String(i.value), t(i.label)]));
  const rows = await providerOf(def, o.lookup)({ db, tenantId, t });
  return Object.fromEntries(rows.map((r) => [String(r[o.valueKey]), String(r[o.labelKey] ?? r[o.valueKey])]));
}

/** Every organisation unit of the tenant named by its path from the top ("学院 / 系 / 班"), by id. */
async function orgUnitLabels(db: Db, tenantId: string): Promise<Record<string, string>> {
  const units = await db.selectFrom('org_units').select(['id', 'name', 'parent_id']).where('tenant_id', '=', tenantId).execute();
  const byId = new Map(units.map((u) => [u.id, u]));
  const names: Record<string, string> = {};
  for (const unit of units) {
    const chain: string[] = [];
    // a parent missing (or a loop) ends the chain rather than the export
    for (let u: typeof unit | undefined = unit; u && chain.length < 32; u = u.parent_id === null ? undefined : byId.get(u.parent_id)) chain.unshift(u.name);
    names[String(unit.id)] = chain.join(' / ');
  }
  return names;
}

/** The columns: the list fields named (in the order named), else every list field. */
function chosenFields(def: ResourceDef, names: string[] | null | undefined): FieldDef[] {
  const all = listFields(def);
  if (!names?.length) return all;
  return names.map((n) => all.find((f) => f.name === n)).filter((f): f is FieldDef => !!f);
}

export async function resourceParams(
  db: Db,
  tenantId: string,
  def: ResourceDef,
  body: Record<string, unknown>,
  t: Translate,
  names?: string[] | null,
): Promise<ResourceExportParams> {
  const fields = chosenFields(def, names);
  const options: Record<string, Record<string, string>> = {};
  let units: Record<string, string> | null = null;
  for (const f of fields) {
    if (f.type === 'select' || f.type === 'multiSelect') options[f.name] = await optionLabels(db, tenantId, def, f, t);
    if (f.type === 'treeSelect') options[f.name] = units ??= await orgUnitLabels(db, tenantId);
  }
  return {
    resource: def.key,
    query: queryOf(body),
    columns: fields.map((f) => ({ name: f.name, label: t(f.label) })),
    options,
    yes: t('common.yes'),
    no: t('common.no'),
    sheetName: t(definitionTitle(def)),
  };
}
