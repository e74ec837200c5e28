// What normalising a row needs from the database, read once per job: the tenant's dictionaries
// (a value is accepted as its text, its key or a seeded key's English label), its organisation units (by code or name) and
// the usual length of its stored identifiers (for those the file held as numbers).
// Units an org import inserts are added as it goes, so later rows can name them as parents.
import type { Db } from '../../db/schema';
import type { ImportTarget } from '../../../shared/imports';
import { DICTIONARIES } from '../../db/seed/dictionaries';
import { usualIdentifierLengths } from './numericIdentifiers';

export interface OrgUnitRef {
  id: number;
  code: string;
  name: string;
  type: number;
  parentId: number | null;
  path: string;
}

export interface DictLookup {
  /** dictionary value text, key, or a seeded key's English label (also in lower case) -> key */
  byText: Map<string, string>;
  values: string[];
}

/** The lookups as plain data, cloned into a parse worker that normalises rows (importRowStage.ts). */
export interface JobLookupsData {
  dicts: Map<string, DictLookup>;
  units: OrgUnitRef[];
  identifierLengths: Map<string, number>;
}

export class JobLookups {
  readonly dicts = new Map<string, DictLookup>();
  readonly unitsByCode = new Map<string, OrgUnitRef>();
  readonly unitsByName = new Map<string, OrgUnitRef[]>();
  readonly unitsById = new Map<number, OrgUnitRef>();
  /** identifier field → the usual length of the tenant's stored ones (numericIdentifiers.ts) */
  readonly identifierLengths = new Map<string, number>();

  toData(): JobLookupsData {
    return { dicts: this.dicts, units: [...this.unitsById.values()], identifierLengths: this.identifierLengths };
  }

  static fromData(data: JobLookupsData): JobLookups {
    const lookups = new JobLookups();
    for (const [code, dict] of data.dicts) lookups.dicts.set(code, dict);
    for (const unit of data.units) lookups.addUnit(unit);
    for (const [field, length] of data.identifierLengths) lookups.identifierLengths.set(field, length);
    return lookups;
  }

  addUnit(u: OrgUnitRef): void {
    this.unitsByCode.set(u.code, u);
    this.unitsById.set(u.id, u);
    const same = this.unitsByName.get(u.name);
    if (same) same.push(u);
    else this.unitsByName.set(u.name, [u]);
  }

  /** A unit by code first, then by name, among the allowed types. */
  findUnit(text: string, types: readonly number[]): { unit: OrgUnitRef } | { problem: 'notFound' | 'ambiguous' } {
    const byCode = this.unitsByCode.get(text);
    if (byCode && types.includes(byCode.type)) return { unit: byCode };
    const named = (this.unitsByName.get(text) ?? []).filter((u) => types.includes(u.type));
    if (named.length === 1) return { unit: named[0] };
    return { problem: named.length > 1 ? 'ambiguous' : 'notFound' };
  }
}

export async function loadLookups(db: Db, tenantId: string, target: ImportTarget): Promise<JobLookups> {
  const lookups = new JobLookups();
  const codes = [...new Set(target.fields.filter((f) => f.kind === 'dict' && f.dict).map((f) => f.dict!))];
  if (codes.length) {
    const entries = await db
      .selectFrom('dictionaries')
      .select(['code', 'dict_key', 'dict_value'])
      .where('tenant_id', '=', tenantId)
      .where('code', 'in', codes)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    for (const code of codes) lookups.dicts.set(code, { byText: new Map(), values: [] });
    for (const e of entries) {
      const d = lookups.dicts.get(e.code)!;
      d.values.push(e.dict_value);
      // the value text wins over a key that happens to read the same
      if (!d.byText.has(e.dict_value)) d.byText.set(e.dict_value, e.dict_key);
    }
    for (const e of entries) {
      const d = lookups.dicts.get(e.code)!;
      if (!d.byText.has(e.dict_key)) d.byText.set(e.dict_key, e.dict_key);
      // the English label of a key every tenant starts with (seed/dictionaries.ts), and keys and
      // English labels in any case: `Enrolled`, `enrolled` and `ENROLLED` read the same
      const english = DICTIONARIES[e.code]?.find(([key]) => key === e.dict_key)?.[2];
      for (const alias of [english, english?.toLowerCase(), e.dict_key.toLowerCase()]) if (alias && !d.byText.has(alias)) d.byText.set(alias, e.dict_key);
    }
  }
  for (const [field, length] of await usualIdentifierLengths(db, tenantId, target)) lookups.identifierLengths.set(field, length);
  if (target.orgType || target.fields.some((f) => f.kind === 'orgRef')) {
    const units = await db
      .selectFrom('org_units')
      .select(['id', 'code', 'name', 'type', 'parent_id', 'path'])
      .where('tenant_id', '=', tenantId)
      .orderBy('id')
      .execute();
    for (const u of units) lookups.addUnit({ id: u.id, code: u.code, name: u.name, type: u.type, parentId: u.parent_id, path: u.path });
  }
  return lookups;
}
