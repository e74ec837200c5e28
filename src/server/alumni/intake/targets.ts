// The posts (and comments) an app call's items point at must be the key's tenant's: an id of
// another tenant or of nothing refuses the whole batch (422 naming the first bad item), as an
// unknown service does for the visit call. Answers each known post's channel and status.
import { sql } from 'kysely';
import type { PostChannel } from '../../../shared/alumni/posts';
import type { Db } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { typedArray } from '../../imports/jobs/setSql';
import { refuseApp } from '../../appCalls/refusal';

export interface TargetPost {
  channel: PostChannel;
  status: number;
}

export async function targetPosts(db: Db | Tx, tenantId: string, items: { postId: number }[], listName: string): Promise<Map<number, TargetPost>> {
  const wanted = [...new Set(items.map((i) => i.postId))];
  const { rows } = await sql<{ id: number; channel: PostChannel; status: number }>`select id, channel, status from alumni_posts
    where tenant_id = ${tenantId} and id = any(${typedArray(wanted, 'int4')})`.execute(db);
  const known = new Map(rows.map((r) => [r.id, { channel: r.channel, status: r.status }]));
  if (known.size < wanted.length) {
    const index = items.findIndex((i) => !known.has(i.postId));
    const field = `${listName}.${index}.postId`;
    refuseApp(422, 'alumniApp.unknownPost', { index, field, postId: items[index].postId }, { index, field });
  }
  return known;
}

/** replyTo must name a comment of the same post */
export async function checkReplies(db: Db | Tx, tenantId: string, items: { postId: number; replyTo?: number }[], listName: string): Promise<void> {
  const replies = items.map((c, index) => ({ ...c, index })).filter((c) => c.replyTo !== undefined);
  if (replies.length === 0) return;
  const { rows } = await sql<{ id: number; post_id: number }>`select id, post_id from alumni_comments
    where tenant_id = ${tenantId} and id = any(${typedArray(
      replies.map((r) => r.replyTo),
      'int4',
    )})`.execute(db);
  const postOf = new Map(rows.map((r) => [r.id, r.post_id]));
  const bad = replies.find((r) => postOf.get(r.replyTo!) !== r.postId);
  if (!bad) return;
  const field = `${listName}.${bad.index}.replyTo`;
  refuseApp(422, 'alumniApp.unknownComment', { index: bad.index, field, commentId: bad.replyTo! }, { index: bad.index, field });
}
