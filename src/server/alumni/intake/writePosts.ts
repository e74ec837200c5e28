// Writes checked posts (originals and forwards) in one statement: the ids are drawn first so
// the answer can name each item's post, then one INSERT … SELECT FROM unnest. A post blocked by
// the word check is kept, blocked, with the words as its reason (the moderation screens show
// it), so nothing an app sent is lost.
import { sql } from 'kysely';
import { WORD_CHECK_ACTOR } from '../../../shared/alumni/posts';
import type { Tx } from '../../db/transaction';
import { typedArray } from '../../imports/jobs/setSql';
import type { Author } from './authors';
import type { CheckedText } from './verdicts';

export interface NewPost {
  author: Author;
  checked: CheckedText;
  channel: 'ALUMNI' | 'PUBLIC';
  actionType: 1 | 5;
  forwardOf: number | null;
  images: string[];
  avatar: string | null;
  address: string | null;
  label: string | null;
  mpType: number | null;
  quote: { content: string; imgUrl?: string } | null;
  at: number;
}

export async function writePosts(tx: Tx, tenantId: string, posts: NewPost[], nowMs: number): Promise<number[]> {
  if (posts.length === 0) return [];
  const { rows } = await sql<{ id: number }>`select nextval(pg_get_serial_sequence('alumni_posts', 'id'))::int4 as id
    from generate_series(1, ${posts.length})`.execute(tx);
  const ids = rows.map((r) => r.id);
  const col = <T>(f: (p: NewPost) => T) => posts.map(f);
  const blockedAt = new Date(nowMs);
  await sql`insert into alumni_posts (tenant_id, id, author_id, nick_name, avatar, campus_name, label, content, images, status, masked, words,
      channel, action_type, forward_of, address, mp_type, quote_content, quote_image, created_at, block_reason, blocked_by, blocked_by_name, blocked_at)
    select ${tenantId}, u.id, u.author, u.nick, u.avatar, u.campus, u.label, u.content,
      case when u.images = '' then '{}'::text[] else string_to_array(u.images, E'\\n') end,
      u.status, u.masked = 1, u.words::jsonb, u.channel, u.action_type, u.forward_of, u.address, u.mp_type, u.quote_content, u.quote_image, u.at,
      case when u.status = 1 then u.words_text end,
      case when u.status = 1 then ${WORD_CHECK_ACTOR} end,
      case when u.status = 1 then ${WORD_CHECK_ACTOR} end,
      case when u.status = 1 then ${blockedAt}::timestamptz end
    from unnest(${typedArray(ids, 'int4')}, ${typedArray(
      col((p) => p.author.personId),
      'int4',
    )}, ${typedArray(
      col((p) => p.author.name),
      'text',
    )}, ${typedArray(
      col((p) => p.avatar),
      'text',
    )}, ${typedArray(
      col((p) => p.author.campusName),
      'text',
    )}, ${typedArray(
      col((p) => p.label ?? p.author.label),
      'text',
    )}, ${typedArray(
      col((p) => p.checked.text),
      'text',
    )}, ${typedArray(
      col((p) => p.images.join('\n')),
      'text',
    )}, ${typedArray(
      col((p) => p.checked.status),
      'int2',
    )}, ${typedArray(
      col((p) => (p.checked.masked ? 1 : 0)),
      'int2',
    )}, ${typedArray(
      col((p) => p.checked.words),
      'text',
    )}, ${typedArray(
      col((p) => p.channel),
      'text',
    )}, ${typedArray(
      col((p) => p.actionType),
      'int2',
    )}, ${typedArray(
      col((p) => p.forwardOf),
      'int4',
    )}, ${typedArray(
      col((p) => p.address),
      'text',
    )}, ${typedArray(
      col((p) => p.mpType),
      'int2',
    )}, ${typedArray(
      col((p) => p.quote?.content ?? null),
      'text',
    )}, ${typedArray(
      col((p) => p.quote?.imgUrl ?? null),
      'text',
    )}, ${typedArray(
      col((p) => new Date(p.at)),
      'timestamptz',
    )}, ${typedArray(
      col((p) => wordsText(p.checked.words)),
      'text',
    )})
    as u(id, author, nick, avatar, campus, label, content, images, status, masked, words, channel, action_type, forward_of, address, mp_type,
      quote_content, quote_image, at, words_text)`.execute(tx);
  return ids;
}

/** the words found, as a blocked post's reason: 敏感词 words are the reason's text */
const wordsText = (json: string): string => (JSON.parse(json) as { word: string }[]).map((w) => w.word).join('、');
