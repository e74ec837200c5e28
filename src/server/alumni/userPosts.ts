// One alumni user's posts (document 002 §7 platformalumniuser/getUserDynamic), newest first and
// paged: the posts of the person the user is, in the user's tenant. A user of another tenant, or
// one not linked to a person, has none. Times in the tenant's zone, as the moderation list's.
import { sql } from 'kysely';
import type { PageResult } from '../../shared/resources';
import type { Db } from '../db/schema';
import { normalisePaging } from '../resources/list';
import { tenantZone, zonedText } from '../time/tenantZone';

export interface AlumniUserPost {
  id: number;
  content: string;
  imageCount: number;
  likeCount: number;
  commentCount: number;
  /** 0 shown, 1 blocked, 2 held for review (POST_STATUS) */
  status: number;
  createdAt: string;
}

export async function alumniUserPosts(db: Db, tenantId: string, userId: number, pageIndex?: number, pageSize?: number): Promise<PageResult<AlumniUserPost>> {
  const { index, size } = normalisePaging(pageIndex, pageSize);
  const user = await db.selectFrom('alumni_users').select('person_id').where('id', '=', userId).where('tenant_id', '=', tenantId).executeTakeFirst();
  const personId = user?.person_id;
  if (personId === null || personId === undefined) return { total: 0, data: [] };
  const zone = await tenantZone(db, tenantId);
  const posts = db.selectFrom('alumni_posts').where('tenant_id', '=', tenantId).where('author_id', '=', personId);
  const counted = await posts.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
  const rows = await posts
    .select([
      'id',
      'content',
      'status',
      'like_count',
      'comment_count',
      sql<number>`cardinality(images)`.as('image_count'),
      zonedText(sql`created_at`, zone).as('created'),
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(size)
    .offset((index - 1) * size)
    .execute();
  return {
    total: Number(counted?.total ?? 0),
    data: rows.map((r) => ({
      id: r.id,
      content: r.content,
      imageCount: Number(r.image_count),
      likeCount: r.like_count,
      commentCount: r.comment_count,
      status: r.status,
      createdAt: r.created,
    })),
  };
}
