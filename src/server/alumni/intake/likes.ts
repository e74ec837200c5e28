// The apps' likes (ALUMNI_APP_PATHS.likes): a person likes a post once; an unlike takes it back.
// Within a batch the latest action of a person on a post wins. The post's like count is recounted
// from the likes in the same transaction.
import { sql } from 'kysely';
import type { AlumniBatchAnswer, LikeIn } from '../../../shared/alumni/posts';
import type { Db } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { typedArray } from '../../imports/jobs/setSql';
import { claimBatch } from '../../appCalls/batches';
import { itemTimes } from '../../appCalls/times';
import { resolveAuthors } from './authors';
import { targetPosts } from './targets';

export async function recordLikes(db: Db, tenantId: string, batch: { batchId: string; likes: LikeIn[] }, nowMs: number): Promise<AlumniBatchAnswer> {
  const times = itemTimes(batch.likes, 'likes', nowMs);
  await targetPosts(db, tenantId, batch.likes, 'likes');
  const authors = await resolveAuthors(
    db,
    tenantId,
    batch.likes.map((l) => l.account),
  );
  const items: AlumniBatchAnswer['items'] = [];
  const latest = new Map<string, { postId: number; personId: number; name: string; like: boolean; at: number }>();
  batch.likes.forEach((l, index) => {
    const author = authors.get(l.account);
    if (!author) return items.push({ index, outcome: 'UNKNOWN_AUTHOR' });
    items.push({ index, outcome: 'DONE' });
    const key = `${l.postId}:${author.personId}`;
    const seen = latest.get(key);
    if (!seen || seen.at <= times[index])
      latest.set(key, { postId: l.postId, personId: author.personId, name: author.name, like: l.action === 'like', at: times[index] });
  });
  const answer: AlumniBatchAnswer = { batchId: batch.batchId, accepted: batch.likes.length, matched: items.filter((i) => i.outcome === 'DONE').length, items };
  const likes = [...latest.values()].filter((l) => l.like);
  const unlikes = [...latest.values()].filter((l) => !l.like);
  await inTransaction(db, async (tx) => {
    await claimBatch(tx, tenantId, 'alumniLikes', answer, nowMs);
    if (likes.length > 0)
      await sql`insert into alumni_likes (tenant_id, post_id, person_id, nick_name, created_at)
        select ${tenantId}, u.* from unnest(${typedArray(
          likes.map((l) => l.postId),
          'int4',
        )}, ${typedArray(
          likes.map((l) => l.personId),
          'int4',
        )}, ${typedArray(
          likes.map((l) => l.name),
          'text',
        )}, ${typedArray(
          likes.map((l) => new Date(l.at)),
          'timestamptz',
        )}) as u on conflict (post_id, person_id) do nothing`.execute(tx);
    if (unlikes.length > 0)
      await sql`delete from alumni_likes l using unnest(${typedArray(
        unlikes.map((l) => l.postId),
        'int4',
      )}, ${typedArray(
        unlikes.map((l) => l.personId),
        'int4',
      )}) as u(post_id, person_id) where l.post_id = u.post_id and l.person_id = u.person_id`.execute(tx);
    const touched = [...new Set([...latest.values()].map((l) => l.postId))];
    if (touched.length > 0)
      await sql`update alumni_posts p set like_count = (select count(*) from alumni_likes l where l.post_id = p.id)
        where p.tenant_id = ${tenantId} and p.id = any(${typedArray(touched, 'int4')})`.execute(tx);
  });
  return answer;
}
