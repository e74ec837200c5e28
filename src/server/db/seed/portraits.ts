// Demo photos: a generated portrait (demoPictures/portraits.ts) for a share of the demo tenant's
// new students, students, graduate students and teachers, so the photo screen (it opens on the
// new students), the thumbnails on the lists and the photo export show photos on first start.
// Other users keep the default avatar, as do the rest of each list: the lists show both kinds
// side by side. Only the names are written here; the bytes are drawn
// when the app is ready (demoPictures/plugin.ts).
import { sql } from 'kysely';
import { portraitName } from '../../demoPictures/portraits';
import type { Tx } from '../transaction';
import type { SeededPeople } from './people';

/** how many portraits, per identity that gets them */
export interface PortraitCounts {
  NEW_STUDENT: number;
  STUDENT: number;
  GRADUATE_STUDENT: number;
  TEACHER: number;
}

export async function seedPortraits(tx: Tx, tenantId: string, people: SeededPeople, counts: PortraitCounts, nowMs: number): Promise<number> {
  const chosen: number[] = [];
  for (const identity of ['NEW_STUDENT', 'STUDENT', 'GRADUATE_STUDENT', 'TEACHER'] as const) {
    const ids = people.byIdentity[identity];
    const wanted = Math.min(counts[identity], ids.length);
    // spread over the identity (every k-th person), so each page of a list shows some
    const step = wanted > 0 ? ids.length / wanted : 0;
    for (let i = 0; i < wanted; i += 1) chosen.push(ids[Math.floor(i * step)]);
  }
  if (chosen.length === 0) return 0;
  const values = chosen.map((id) => sql`(${id}::int, ${portraitName(tenantId, id)}::text)`);
  await sql`update people p set photo_path = v.name, photo_updated_at = ${new Date(nowMs).toISOString()}::timestamptz
    from (values ${sql.join(values)}) as v(id, name) where p.id = v.id and p.tenant_id = ${tenantId}`.execute(tx);
  return chosen.length;
}
