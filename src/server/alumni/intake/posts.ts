// The apps' posts and forwards (ALUMNI_APP_PATHS.posts, .forwards): each item's author resolved,
// a forbidden author's item not written (FORBIDDEN), its text checked against the tenant's words
// for its action type (1 post, 3 repost), and the whole batch written in one transaction with its
// batch id. A forward is a post of the forwarded post's channel (actionType 5) and adds to its
// forward count; a blocked post cannot be forwarded (its forward is answered BLOCKED, unwritten).
// The circle's published settings decide first (circle.ts): closed, every item CLOSED; an author
// outside the groups that may post NOT_ALLOWED; a post with too many images TOO_MANY_IMAGES
// (none of them written); with review before showing, what the words would show is written HELD.
import { sql } from 'kysely';
import type { ForwardIn, PostIn } from '../../../shared/alumni/posts';
import { POST_ACTION, POST_STATUS } from '../../../shared/alumni/posts';
import type { Db } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { typedArray } from '../../imports/jobs/setSql';
import { claimBatch } from '../../appCalls/batches';
import { itemTimes } from '../../appCalls/times';
import type { CheckerCache } from '../wordCheck/cache';
import { resolveAuthors } from './authors';
import { CircleSettings, circleSettings, mayPost, underReview } from './circle';
import type { IntakeAnswer, IntakeItem } from './outcomes';
import { targetPosts } from './targets';
import { checkText } from './verdicts';
import { eachYielding } from './eachYielding';
import { NewPost, writePosts } from './writePosts';

type Items = IntakeItem[];

/** every item of a batch refused because the circle is closed */
const closed = (count: number): Items => Array.from({ length: count }, (_, index) => ({ index, outcome: 'CLOSED' }));

/** the groups named in a NOT_ALLOWED item's reason */
const allowedGroups = (settings: CircleSettings) => ({ groups: settings.posterGroups });

export async function recordPosts(db: Db, cache: CheckerCache, tenantId: string, batch: { batchId: string; posts: PostIn[] }, nowMs: number) {
  const times = itemTimes(batch.posts, 'posts', nowMs);
  const settings = await circleSettings(db, tenantId);
  if (!settings.open) return writeBatch(db, tenantId, 'alumniPosts', batch.batchId, batch.posts.length, closed(batch.posts.length), [], [], nowMs);
  const authors = await resolveAuthors(
    db,
    tenantId,
    batch.posts.map((p) => p.account),
  );
  const checker = await cache.checkerFor(db, tenantId, 1);
  const items: Items = [];
  const posts: NewPost[] = [];
  const indexes: number[] = [];
  await eachYielding(batch.posts, (p, index) => {
    const author = authors.get(p.account);
    if (!author) return items.push({ index, outcome: 'UNKNOWN_AUTHOR' });
    if (author.forbidden) return items.push({ index, outcome: 'FORBIDDEN' });
    if (!mayPost(settings, author)) return items.push({ index, outcome: 'NOT_ALLOWED', params: allowedGroups(settings) });
    const images = p.images ?? [];
    if (images.length > settings.maxImagesPerPost)
      return items.push({ index, outcome: 'TOO_MANY_IMAGES', params: { count: images.length, max: settings.maxImagesPerPost } });
    const checked = underReview(settings, checkText(checker, p.content));
    indexes.push(index);
    items.push({ index, outcome: checked.outcome });
    posts.push({
      author,
      checked,
      channel: p.mpType ? 'PUBLIC' : 'ALUMNI',
      actionType: POST_ACTION.ORIGINAL,
      forwardOf: null,
      images,
      avatar: null,
      address: p.address ?? null,
      label: p.label ?? null,
      mpType: p.mpType ?? null,
      quote: p.quote ?? null,
      at: times[index],
    });
  });
  return writeBatch(db, tenantId, 'alumniPosts', batch.batchId, batch.posts.length, items, posts, indexes, nowMs);
}

export async function recordForwards(db: Db, cache: CheckerCache, tenantId: string, batch: { batchId: string; forwards: ForwardIn[] }, nowMs: number) {
  const times = itemTimes(batch.forwards, 'forwards', nowMs);
  const settings = await circleSettings(db, tenantId);
  if (!settings.open) return writeBatch(db, tenantId, 'alumniForwards', batch.batchId, batch.forwards.length, closed(batch.forwards.length), [], [], nowMs);
  const targets = await targetPosts(db, tenantId, batch.forwards, 'forwards');
  const authors = await resolveAuthors(
    db,
    tenantId,
    batch.forwards.map((p) => p.account),
  );
  const checker = await cache.checkerFor(db, tenantId, 3);
  const items: Items = [];
  const posts: NewPost[] = [];
  const indexes: number[] = [];
  await eachYielding(batch.forwards, (f, index) => {
    const author = authors.get(f.account);
    const target = targets.get(f.postId)!;
    if (!author) return items.push({ index, outcome: 'UNKNOWN_AUTHOR' });
    if (author.forbidden) return items.push({ index, outcome: 'FORBIDDEN' });
    if (!mayPost(settings, author)) return items.push({ index, outcome: 'NOT_ALLOWED', params: allowedGroups(settings) });
    if (target.status === POST_STATUS.BLOCKED) return items.push({ index, outcome: 'BLOCKED' });
    const checked = underReview(settings, checkText(checker, f.content ?? ''));
    indexes.push(index);
    items.push({ index, outcome: checked.outcome });
    posts.push({
      author,
      checked,
      channel: target.channel,
      actionType: POST_ACTION.FORWARD,
      forwardOf: f.postId,
      images: [],
      avatar: null,
      address: null,
      label: null,
      mpType: null,
      quote: null,
      at: times[index],
    });
  });
  return writeBatch(db, tenantId, 'alumniForwards', batch.batchId, batch.forwards.length, items, posts, indexes, nowMs);
}

async function writeBatch(
  db: Db,
  tenantId: string,
  kind: 'alumniPosts' | 'alumniForwards',
  batchId: string,
  total: number,
  items: Items,
  posts: NewPost[],
  indexes: number[],
  nowMs: number,
): Promise<IntakeAnswer> {
  // a closed circle's items were not matched to anybody
  const matched = items.filter((i) => i.outcome !== 'UNKNOWN_AUTHOR' && i.outcome !== 'CLOSED').length;
  const answer: IntakeAnswer = { batchId, accepted: total, matched, items };
  await inTransaction(db, async (tx) => {
    await claimBatch(tx, tenantId, kind, answer, nowMs);
    const ids = await writePosts(tx, tenantId, posts, nowMs);
    ids.forEach((id, i) => (items[indexes[i]].id = id));
    const forwarded = posts.map((p) => p.forwardOf).filter((id): id is number => id !== null);
    if (forwarded.length > 0)
      await sql`update alumni_posts p set forward_count = p.forward_count + f.n
        from (select id, count(*)::int as n from unnest(${typedArray(forwarded, 'int4')}) as id group by id) f
        where p.id = f.id and p.tenant_id = ${tenantId}`.execute(tx);
  });
  return answer;
}
