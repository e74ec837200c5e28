// One post opened (getDynamicDetails): its card, its comments with their replies (every status,
// so a moderator sees what was hidden), who liked it and the posts that forward it.
import { sql } from 'kysely';
import type { PostComment, PostDetails, PostLike, PostStatus } from '../../../shared/alumni/posts';
import type { Db } from '../../db/schema';
import { refuse } from '../../refusal';
import { INT_MAX } from '../../schemas/request';
import { tenantZone, zonedText } from '../../time/tenantZone';
import { cardOfPost, cardsWhere } from './cards';

/** how many likes and forwards the details carry (the counts on the card are complete) */
export const DETAIL_LIST_MAX = 200;

export async function postDetails(db: Db, tenantId: string, id: number): Promise<PostDetails> {
  // an id past PostgreSQL's integer names no post (the query string is only checked for digits)
  if (id > INT_MAX) refuse('alumniPosts.notFound');
  const post = await cardOfPost(db, tenantId, id);
  if (!post) refuse('alumniPosts.notFound');
  const zone = await tenantZone(db, tenantId);
  const [comments, likes, forwards] = await Promise.all([
    sql<{ id: number; author_id: number; nick_name: string; content: string; status: number; created: string; reply_to: number | null }>`
      select id, author_id, nick_name, content, status, reply_to, ${zonedText(sql`created_at`, zone)} as created
      from alumni_comments where tenant_id = ${tenantId} and post_id = ${id} order by created_at, id`.execute(db),
    sql<{ person_id: number; nick_name: string; created: string }>`
      select person_id, nick_name, ${zonedText(sql`created_at`, zone)} as created
      from alumni_likes where tenant_id = ${tenantId} and post_id = ${id} order by created_at desc limit ${DETAIL_LIST_MAX}`.execute(db),
    cardsWhere(db, zone, sql`p.tenant_id = ${tenantId} and p.forward_of = ${id}`, sql`p.created_at desc, p.id desc`, DETAIL_LIST_MAX),
  ]);
  const byId = new Map<number, PostComment>();
  const top: PostComment[] = [];
  for (const c of comments.rows) {
    const comment: PostComment = {
      id: c.id,
      commentUserId: c.author_id,
      commentName: c.nick_name,
      content: c.content,
      status: c.status as PostStatus,
      createTime: c.created,
      replys: [],
    };
    byId.set(c.id, comment);
    const parent = c.reply_to === null ? undefined : byId.get(c.reply_to);
    if (parent) parent.replys.push(comment);
    else top.push(comment);
  }
  const likeList: PostLike[] = likes.rows.map((l) => ({ userId: l.person_id, nickName: l.nick_name, photo: null, createTime: l.created }));
  return { post: post!, comments: top, likes: likeList, forwards };
}
