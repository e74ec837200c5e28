// The apps' comments (ALUMNI_APP_PATHS.comments): on a post of the tenant, optionally replying to
// a comment of the same post; checked against the words for comments (action type 2): BLOCK keeps
// it hidden (status 1), REVIEW holds it (2), MASK stars the words. The post's comment count is
// the comments shown. While the circle is closed (circle.ts) every comment is CLOSED, unwritten.
import { sql } from 'kysely';
import type { CommentIn } from '../../../shared/alumni/posts';
import type { Db } from '../../db/schema';
import { inTransaction, Tx } from '../../db/transaction';
import { typedArray } from '../../imports/jobs/setSql';
import { claimBatch } from '../../appCalls/batches';
import { itemTimes } from '../../appCalls/times';
import type { CheckerCache } from '../wordCheck/cache';
import { Author, resolveAuthors } from './authors';
import { circleSettings } from './circle';
import type { IntakeAnswer, IntakeItem } from './outcomes';
import { checkReplies, targetPosts } from './targets';
import { CheckedText, checkText } from './verdicts';
import { eachYielding } from './eachYielding';

export async function recordComments(db: Db, cache: CheckerCache, tenantId: string, batch: { batchId: string; comments: CommentIn[] }, nowMs: number) {
  const times = itemTimes(batch.comments, 'comments', nowMs);
  if (!(await circleSettings(db, tenantId)).open) {
    const answer: IntakeAnswer = {
      batchId: batch.batchId,
      accepted: batch.comments.length,
      matched: 0,
      items: batch.comments.map((_, index) => ({ index, outcome: 'CLOSED' })),
    };
    await inTransaction(db, (tx) => claimBatch(tx, tenantId, 'alumniComments', answer, nowMs));
    return answer;
  }
  await targetPosts(db, tenantId, batch.comments, 'comments');
  await checkReplies(db, tenantId, batch.comments, 'comments');
  const authors = await resolveAuthors(
    db,
    tenantId,
    batch.comments.map((c) => c.account),
  );
  const checker = await cache.checkerFor(db, tenantId, 2);
  const items: IntakeItem[] = [];
  const rows: { index: number; author: Author; checked: CheckedText; c: CommentIn }[] = [];
  await eachYielding(batch.comments, (c, index) => {
    const author = authors.get(c.account);
    if (!author) return items.push({ index, outcome: 'UNKNOWN_AUTHOR' });
    if (author.forbidden) return items.push({ index, outcome: 'FORBIDDEN' });
    const checked = checkText(checker, c.content);
    items.push({ index, outcome: checked.outcome });
    rows.push({ index, author, checked, c });
  });
  const answer: IntakeAnswer = {
    batchId: batch.batchId,
    accepted: batch.comments.length,
    matched: rows.length + items.filter((i) => i.outcome === 'FORBIDDEN').length,
    items,
  };
  await inTransaction(db, async (tx) => {
    await claimBatch(tx, tenantId, 'alumniComments', answer, nowMs);
    if (rows.length === 0) return;
    const { rows: ids } = await sql<{ id: number }>`select nextval(pg_get_serial_sequence('alumni_comments', 'id'))::int4 as id
      from generate_series(1, ${rows.length})`.execute(tx);
    await sql`insert into alumni_comments (tenant_id, id, post_id, author_id, nick_name, content, status, words, reply_to, created_at)
      select ${tenantId}, u.id, u.post_id, u.author_id, u.nick, u.content, u.status, u.words::jsonb, u.reply_to, u.at
      from unnest(${typedArray(
        ids.map((r) => r.id),
        'int4',
      )}, ${typedArray(
        rows.map((r) => r.c.postId),
        'int4',
      )}, ${typedArray(
        rows.map((r) => r.author.personId),
        'int4',
      )}, ${typedArray(
        rows.map((r) => r.author.name),
        'text',
      )}, ${typedArray(
        rows.map((r) => r.checked.text),
        'text',
      )}, ${typedArray(
        rows.map((r) => r.checked.status),
        'int2',
      )}, ${typedArray(
        rows.map((r) => r.checked.words),
        'text',
      )}, ${typedArray(
        rows.map((r) => r.c.replyTo ?? null),
        'int4',
      )}, ${typedArray(
        rows.map((r) => new Date(times[r.index])),
        'timestamptz',
      )}) as u(id, post_id, author_id, nick, content, status, words, reply_to, at)`.execute(tx);
    ids.forEach((r, i) => (items[rows[i].index].id = r.id));
    await recountComments(
      tx,
      tenantId,
      rows.map((r) => r.c.postId),
    );
  });
  return answer;
}

export async function recountComments(tx: Tx, tenantId: string, postIds: number[]) {
  await sql`update alumni_posts p set comment_count = (select count(*) from alumni_comments c where c.post_id = p.id and c.status = 0)
    where p.tenant_id = ${tenantId} and p.id = any(${typedArray([...new Set(postIds)], 'int4')})`.execute(tx);
}
