// People whose every searchable value is known, for the advanced search, data order and reader
// tests: other users of tenant A whose names start with "Zq" (the seeded names are Chinese), so
// a name filter "Zq" narrows any list to them. Created times are local noons, so a date-only
// search names their day in any time zone; two of them differ only in microseconds.
import { sql } from 'kysely';
import type { Db } from '../../../src/server/db/schema';
import { TENANT_A } from '../helpers';
import { DEFAULT_TIME_ZONE, zonedMoment } from '../../../src/shared/dateTime';

export const MARK = 'Zq';

export interface Fixture {
  /** id by the key of FIXTURE_PEOPLE */
  id: Record<string, number>;
  /** the two units used (of tenant A), by name */
  units: { u1: { id: number; name: string }; u2: { id: number; name: string } };
}

interface P {
  key: string;
  name: string;
  gender: number | null;
  email: string | null;
  phone: string | null;
  account: string;
  unit: 'u1' | 'u2' | null;
  /** local noon of 2024-03-<day> */
  day: number;
}

export const FIXTURE_PEOPLE: P[] = [
  { key: 'alpha', name: 'Zq Alpha', gender: 1, email: 'alpha@x.cn', phone: '13800000001', account: 'zq-a', unit: 'u1', day: 1 },
  { key: 'beta', name: 'Zq Beta', gender: 2, email: null, phone: '13800000002', account: 'zq-b', unit: 'u1', day: 1 },
  { key: 'pct', name: 'Zq 50%off', gender: 2, email: '', phone: null, account: 'zq-c', unit: null, day: 2 },
  { key: 'under', name: 'Zq 5_0', gender: 1, email: 'five@x.cn', phone: '13800000004', account: 'zq-d', unit: 'u2', day: 2 },
  { key: 'plain', name: 'Zq 500', gender: null, email: null, phone: '13800000005', account: 'zq-e', unit: 'u2', day: 3 },
  { key: 'slash', name: 'Zq back\\slash', gender: 1, email: 'b@x.cn', phone: '13800000006', account: 'zq-f', unit: null, day: 3 },
  { key: 'beta2', name: 'Zq Beta', gender: 1, email: 'beta2@x.cn', phone: '13800000007', account: 'zq-g', unit: 'u2', day: 4 },
  { key: 'lower', name: 'zq alpha', gender: 2, email: null, phone: '13800000008', account: 'zq-h', unit: 'u1', day: 4 },
];

export async function insertFixture(db: Db): Promise<Fixture> {
  const units = await db.selectFrom('org_units').select(['id', 'name']).where('tenant_id', '=', TENANT_A).orderBy('id').execute();
  // two units whose names no other unit shares
  const unique = units.filter((u) => units.filter((v) => v.name === u.name).length === 1);
  const [u1, u2] = unique;
  const id: Record<string, number> = {};
  for (const p of FIXTURE_PEOPLE) {
    // noon of the day in the school's zone (the tenant's, by default Asia/Shanghai)
    const at = zonedMoment(DEFAULT_TIME_ZONE, 2024, 3, p.day, 12);
    const row = await db
      .insertInto('people')
      .values({
        tenant_id: TENANT_A,
        identity: 'OTHER',
        name: p.name,
        gender: p.gender,
        email: p.email,
        phone: p.phone,
        account: p.account,
        org_unit_id: p.unit === 'u1' ? u1.id : p.unit === 'u2' ? u2.id : null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    id[p.key] = row.id;
  }
  // alpha and beta: the same millisecond, beta one microsecond later
  await sql`update people set created_at = created_at + interval '1 microsecond' where id = ${id.beta}`.execute(db);
  return { id, units: { u1, u2 } };
}
