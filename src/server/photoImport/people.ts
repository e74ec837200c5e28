// The people side of a batch: finding each photo's person (this tenant, this identity, the naming
// rule's field; one indexed lookup a batch), and placing photos on people in the batch's
// transaction: the rows are locked and read again, so the repeat rule is applied to what is
// stored at that moment (2: a person who has a photo by now is skipped), and the old file names
// are answered for removal after the commit. updated_at is left alone: a photo is not a change to
// the record (an Excel import of the same rows can still be undone).
import type { Identity } from '../../shared/domain/people';
import type { RepeatRule } from '../../shared/photos/api';
import type { NamingField } from '../../shared/photos/naming';
import type { Db } from '../db/schema';
import type { Tx } from '../db/transaction';
import { typedArray } from '../imports/jobs/setSql';
import { sql } from 'kysely';

const COLUMN = { idNumber: 'id_number', examNo: 'exam_no', studentNo: 'student_no', workNo: 'work_no', account: 'account' } as const;

export interface PersonRef {
  id: number;
  photoPath: string | null;
}

export interface Scope {
  tenantId: string;
  identity: Identity;
}

/** Normalised identifier -> person, for the identifiers given. */
export async function findPeople(db: Db, scope: Scope, field: NamingField, keys: string[]): Promise<Map<string, PersonRef>> {
  const out = new Map<string, PersonRef>();
  if (keys.length === 0) return out;
  const column = COLUMN[field];
  const rows = await db
    .selectFrom('people')
    .select(['id', 'photo_path', `${column} as key`])
    .where('tenant_id', '=', scope.tenantId)
    .where('identity', '=', scope.identity)
    .where(column, 'in', keys)
    .execute();
  for (const r of rows) if (r.key !== null) out.set(r.key, { id: r.id, photoPath: r.photo_path });
  return out;
}

export interface Placement {
  entryIndex: number;
  personId: number;
  storedName: string;
}

export interface PlacementResult {
  inserted: Placement[];
  updated: Placement[];
  /** repeat rule 2 and the person has a photo by now: not placed */
  skipped: Placement[];
  /** the person is gone: not placed */
  missing: Placement[];
  /** files replaced by this placement, to remove once it is committed */
  replaced: string[];
}

export async function placePhotos(tx: Tx, scope: Scope, repeatRule: RepeatRule, placements: Placement[], now: Date): Promise<PlacementResult> {
  const result: PlacementResult = { inserted: [], updated: [], skipped: [], missing: [], replaced: [] };
  if (placements.length === 0) return result;
  const ids = placements.map((p) => p.personId);
  const stored = await tx
    .selectFrom('people')
    .select(['id', 'photo_path'])
    .where('tenant_id', '=', scope.tenantId)
    .where('identity', '=', scope.identity)
    .where('id', 'in', ids)
    .forUpdate()
    .execute();
  const current = new Map(stored.map((r) => [r.id, r.photo_path]));
  const place: Placement[] = [];
  for (const p of placements) {
    if (!current.has(p.personId)) result.missing.push(p);
    else if (current.get(p.personId) && repeatRule === 2) result.skipped.push(p);
    else {
      place.push(p);
      const old = current.get(p.personId);
      if (old) {
        result.updated.push(p);
        result.replaced.push(old);
      } else result.inserted.push(p);
    }
  }
  if (place.length) {
    await sql`update people as p set photo_path = v.name, photo_updated_at = ${now}
      from unnest(${typedArray(
        place.map((p) => p.personId),
        'int4',
      )}, ${typedArray(
        place.map((p) => p.storedName),
        'text',
      )}) as v(id, name)
      where p.id = v.id and p.tenant_id = ${scope.tenantId}`.execute(tx);
  }
  return result;
}
