// A post as its card (PostCard, document 001 §3), read from the post's own row (the author's
// name, campus and label are kept on it) with the post it forwards one level deep, and the
// alumni user the author is (for forbidding). `cardsWhere` reads the cards a condition picks, in
// the order given, for lists and details alike.
import { RawBuilder, sql } from 'kysely';
import type { MpType, PostCard, PostChannel, PostStatus } from '../../../shared/alumni/posts';
import type { Db } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { tenantZone, zonedText } from '../../time/tenantZone';

interface CardRow {
  id: number;
  channel: PostChannel;
  author_id: number;
  alumni_user_id: number | null;
  forbidden: boolean | null;
  nick_name: string;
  avatar: string | null;
  campus_name: string | null;
  label: string | null;
  created: string;
  action_type: number;
  content: string;
  images: string[];
  address: string | null;
  status: number;
  words: { word: string; mechanism: string }[];
  masked: boolean;
  comment_count: number;
  like_count: number;
  forward_count: number;
  open_reports: number;
  mp_type: number | null;
  quote_content: string | null;
  quote_image: string | null;
  forward_of: number | null;
  block_reason: string | null;
  blocked_by: string | null;
  blocked_by_name: string | null;
  blocked: string | null;
}

const cardColumns = (zone: string) => sql`p.id, p.channel, p.author_id, au.id as alumni_user_id, au.forbidden, p.nick_name, p.avatar, p.campus_name, p.label,
  ${zonedText(sql`p.created_at`, zone)} as created, p.action_type, p.content, p.images, p.address,
  p.status, p.words, p.masked, p.comment_count, p.like_count, p.forward_count, p.open_reports, p.mp_type, p.quote_content, p.quote_image,
  p.forward_of, p.block_reason, p.blocked_by, p.blocked_by_name,
  ${zonedText(sql`p.blocked_at`, zone)} as blocked`;

const FROM = sql`from alumni_posts p left join alumni_users au on au.tenant_id = p.tenant_id and au.person_id = p.author_id`;

function cardOf(r: CardRow): Omit<PostCard, 'forwarded'> {
  return {
    id: r.id,
    channel: r.channel,
    userId: r.author_id,
    alumniUserId: r.alumni_user_id,
    forbidden: r.forbidden === true,
    nickName: r.nick_name,
    photo: r.avatar,
    campusName: r.campus_name,
    lableName: r.label,
    createTime: r.created,
    actionType: r.action_type,
    content: r.content,
    image: r.images,
    address: r.address,
    status: r.status as PostStatus,
    words: r.words,
    masked: r.masked,
    commentCount: r.comment_count,
    fabulous: r.like_count,
    forwards: r.forward_count,
    openReports: r.open_reports,
    mpType: r.mp_type as MpType | null,
    mpQuoteMsginfo: r.quote_content === null ? null : { content: r.quote_content, imgUrl: r.quote_image },
    block: r.status === 1 && r.blocked ? { reason: r.block_reason ?? '', by: r.blocked_by ?? '', byName: r.blocked_by_name ?? '', at: r.blocked } : null,
  };
}

/** The cards of the posts `where` picks (a condition on p), ordered by `orderBy`, `limit` from
 *  `offset`, their times written in the tenant's zone. */
export async function cardsWhere(
  db: Db | Tx,
  zone: string,
  where: RawBuilder<unknown>,
  orderBy: RawBuilder<unknown>,
  limit: number,
  offset = 0,
): Promise<PostCard[]> {
  const CARD_COLUMNS = cardColumns(zone);
  // the page's ids first (skipped rows are not made into cards), then their cards in that order
  const { rows } = await sql<CardRow>`with page as (
      select p.id, row_number() over () as n from (select p.id from alumni_posts p where ${where} order by ${orderBy} limit ${limit} offset ${offset}) p)
    select ${CARD_COLUMNS} from page join alumni_posts p on p.id = page.id
    left join alumni_users au on au.tenant_id = p.tenant_id and au.person_id = p.author_id order by page.n`.execute(db);
  const forwardIds = [...new Set(rows.map((r) => r.forward_of).filter((id): id is number => id !== null))];
  const forwarded = new Map<number, Omit<PostCard, 'forwarded'>>();
  if (forwardIds.length > 0) {
    const { rows: originals } = await sql<CardRow>`select ${CARD_COLUMNS} ${FROM} where p.id = any(${forwardIds}::int4[])`.execute(db);
    for (const o of originals) forwarded.set(o.id, cardOf(o));
  }
  return rows.map((r) => ({ ...cardOf(r), forwarded: r.forward_of === null ? null : (forwarded.get(r.forward_of) ?? null) }));
}

/** one post of the tenant as its card, or undefined */
export async function cardOfPost(db: Db | Tx, tenantId: string, id: number): Promise<PostCard | undefined> {
  const [card] = await cardsWhere(db, await tenantZone(db as Db, tenantId), sql`p.tenant_id = ${tenantId} and p.id = ${id}`, sql`p.id`, 1);
  return card;
}
