// Seeds the alumni circle: dealing mechanisms, sensitive words (the shieldWords resource
// table), the report reasons, and posts (db/seed/alumniPosts.ts).
import { insertBatchedReturningIds } from '../batch';
import type { Tx } from '../transaction';
import { MECHANISMS, SHIELD_WORDS } from './alumniCatalogue';
import { seedPosts, seedReportReasons } from './alumniPosts';
import type { SeededPeople } from './people';
import type { Rng } from './prng';

const DAY_MS = 86_400_000;

export interface AlumniCounts {
  posts: number;
  shieldWords: number;
}

export async function seedAlumni(tx: Tx, tenantId: string, rng: Rng, people: SeededPeople, nowMs: number, counts: AlumniCounts) {
  const mechanismIds = await insertBatchedReturningIds(
    tx,
    'alumni_mechanism_configs',
    MECHANISMS.map((m, i) => ({ tenant_id: tenantId, code: m.code, name: m.name, description: m.description, sort: i + 1 })),
  );
  const mechanismOf = (code: string) => mechanismIds[MECHANISMS.findIndex((m) => m.code === code)];
  const words = SHIELD_WORDS.slice(0, counts.shieldWords).map(([word, actionType, mechanism], i) => ({
    tenant_id: tenantId,
    word,
    action_type: actionType,
    mechanism_id: mechanismOf(mechanism),
    enabled: rng.chance(0.9),
    remark: i % 7 === 0 ? '来自校友会举报' : null,
    created_at: new Date(nowMs - (SHIELD_WORDS.length - i) * DAY_MS),
    updated_at: new Date(nowMs - (SHIELD_WORDS.length - i) * DAY_MS),
  }));
  if (words.length > 0) await tx.insertInto('alumni_shield_words').values(words).execute();

  await seedReportReasons(tx, tenantId);
  const authors = [...people.byIdentity.GRADUATE_STUDENT, ...people.byIdentity.TEACHER, ...people.byIdentity.STUDENT];
  if (authors.length === 0 || counts.posts === 0) return;
  await seedPosts(
    tx,
    tenantId,
    rng,
    authors,
    nowMs,
    counts.posts,
    words.map((w, i) => ({ word: w.word, action_type: w.action_type, enabled: w.enabled, mechanism: SHIELD_WORDS[i][2] })),
  );
}
