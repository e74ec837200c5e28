// A collection's personal fields (ResourceDef.masked) masked by the tenant's published
// sensitive-information rules, as the people lists mask theirs (src/server/people/masking.ts):
// the generic list and detail calls (routes/resources) and the collection export
// (exports/resourceWriter.ts) pass every record through the masker of their place before it
// leaves the server. A row's identity field picks its identity's rules; a row without one (or a
// collection naming none) follows the every-identity rules. The rules are read once per call.
import { ALL_IDENTITIES, SensitiveField } from '../../shared/documents/sensitiveInfo/rules';
import { masksFor, MaskPlace, rowMasker, RowMasker } from '../../shared/documents/sensitiveInfo/policy';
import { IDENTITIES, Identity } from '../../shared/domain/people';
import type { ResourceDef, ResourceRow } from '../../shared/resources';
import type { Db } from '../db/schema';
import { publishedSensitiveInfo } from '../people/masking';

export type RecordMasker = (row: ResourceRow) => ResourceRow;

const unchanged: RecordMasker = (row) => row;

const identityOf = (v: unknown): Identity => ((IDENTITIES as readonly unknown[]).includes(v) ? (v as Identity) : (ALL_IDENTITIES as Identity));

/** The masker of a collection's records in one place; the records unchanged when it shows no personal data. */
export async function recordMasker(db: Db, def: ResourceDef, tenantId: string, place: MaskPlace): Promise<RecordMasker> {
  const masked = def.masked;
  if (!masked) return unchanged;
  const content = await publishedSensitiveInfo(db, tenantId);
  const fields = Object.entries(masked.fields);
  const byIdentity = new Map<Identity, RowMasker>();
  const maskerOf = (identity: Identity) => {
    let m = byIdentity.get(identity);
    if (!m) byIdentity.set(identity, (m = rowMasker(masksFor(content, identity, place))));
    return m;
  };
  return (row) => {
    const mask = maskerOf(identityOf(masked.identity ? row[masked.identity] : null));
    let record: ResourceRow | null = null;
    for (const [name, rule] of fields) {
      const value = row[name];
      if (typeof value !== 'string') continue;
      const shown = mask({ [rule]: value } as Partial<Record<SensitiveField, unknown>>)[rule];
      if (shown !== value) (record ??= { ...row })[name] = shown;
    }
    return record ?? row;
  };
}
