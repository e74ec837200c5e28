// Seeds the alumni circle: dealing mechanisms, sensitive words (the shieldWords resource
// table), and posts with comments by people of the tenant.
import { shieldWords } from '../../../shared/resources/shieldWords/definition';
import { untyped } from '../../resources/untyped';
import { insertBatched, insertBatchedReturningIds } from '../batch';
import type { Tx } from '../transaction';
import { COMMENTS, MECHANISMS, POST_ENDINGS, POST_MIDDLES, POST_OPENINGS, SHIELD_WORDS } from './alumniCatalogue';
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
  if (words.length > 0) await untyped(tx).insertInto(shieldWords.table).values(words).execute();

  const authors = [...people.byIdentity.GRADUATE_STUDENT, ...people.byIdentity.TEACHER, ...people.byIdentity.STUDENT];
  if (authors.length === 0 || counts.posts === 0) return;
  const posts = Array.from({ length: counts.posts }, (_, i) => ({
    tenant_id: tenantId,
    author_id: rng.pick(authors),
    content: rng.pick(POST_OPENINGS) + rng.pick(POST_MIDDLES) + rng.pick(POST_ENDINGS),
    images: rng.chance(0.4) ? [`/images/alumni/demo-${(i % 6) + 1}.jpg`] : [],
    status: rng.chance(0.05) ? 1 : 0,
    like_count: rng.int(0, 120),
    comment_count: 0,
    created_at: new Date(nowMs - rng.int(0, 90 * DAY_MS)),
  }));
  const postIds = await insertBatchedReturningIds(tx, 'alumni_posts', posts);
  const comments = postIds.flatMap((postId, i) =>
    Array.from({ length: rng.int(0, 5) }, () => ({
      tenant_id: tenantId,
      post_id: postId,
      author_id: rng.pick(authors),
      content: rng.pick(COMMENTS),
      status: 0,
      created_at: new Date(Math.min(nowMs, posts[i].created_at.getTime() + rng.int(60_000, 3 * DAY_MS))),
    })),
  );
  await insertBatched(tx, 'alumni_comments', comments);
  await tx
    .updateTable('alumni_posts')
    .set((eb) => ({
      comment_count: eb.selectFrom('alumni_comments').select(eb.fn.countAll<number>().as('n')).whereRef('alumni_comments.post_id', '=', 'alumni_posts.id'),
    }))
    .where('tenant_id', '=', tenantId)
    .execute();
}
