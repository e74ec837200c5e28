// The demo alumni posts: originals of the alumni circle and of the public accounts (mpType 3, 4,
// 5 quoting a message with its cover), forwards of earlier posts, pictures (drawn, recorded as
// uploads), addresses, comments with replies, likes and open reports. A few posts carry a
// sensitive word and go through the same check the apps' posts do (held, masked or blocked), and
// a few were blocked by an administrator, so every moderation screen shows something.
import { sql } from 'kysely';
import { fileUrl } from '../../../shared/resources/files';
import { POST_STATUS, WORD_CHECK_ACTOR } from '../../../shared/alumni/posts';
import type { MechanismCode } from '../../../shared/domain/alumni';
import { recordDemoPicture } from '../../demoPictures/pictures';
import { POST_PICTURE_COUNT, postPicture, QUOTE_COVER_COUNT, quoteCover } from '../../demoPictures/postPictures';
import { buildWordChecker } from '../../alumni/wordCheck/verdict';
import { insertBatched, insertBatchedReturningIds } from '../batch';
import type { Tx } from '../transaction';
import {
  ADDRESSES,
  COMMENTS,
  FORWARD_WORDS,
  POST_ENDINGS,
  POST_MIDDLES,
  POST_OPENINGS,
  PUBLIC_ACCOUNTS,
  PUBLIC_POSTS,
  REPORT_REASONS,
} from './alumniCatalogue';
import type { Rng } from './prng';

const DAY_MS = 86_400_000;
const ADMIN = { account: 'admin', name: '系统管理员' };

export async function seedReportReasons(tx: Tx, tenantId: string): Promise<void> {
  await insertBatched(tx, 'alumni_report_reasons' as never, REPORT_REASONS.map((content, i) => ({ tenant_id: tenantId, content, sort: i + 1 })) as never);
}

interface SeedWord {
  word: string;
  action_type: number;
  mechanism: MechanismCode;
  enabled: boolean;
}

export async function seedPosts(tx: Tx, tenantId: string, rng: Rng, authors: number[], nowMs: number, count: number, words: SeedWord[]): Promise<void> {
  // the pictures' addresses; each one a post shows is recorded as an upload below (one nothing
  // shows would only be swept as unused)
  const postPics = Array.from({ length: POST_PICTURE_COUNT }, (_, i) => postPicture(tenantId, i));
  const coverPics = Array.from({ length: QUOTE_COVER_COUNT }, (_, i) => quoteCover(tenantId, i));
  const pictures = postPics.map((p) => fileUrl(p.file.id));
  const covers = coverPics.map((p) => fileUrl(p.file.id));
  const postWords = words.filter((w) => w.enabled && w.action_type === 1);
  const checker = buildWordChecker(postWords.map((w) => ({ word: w.word, mechanism: w.mechanism })));

  // originals, oldest first so forwards can point back
  const times = Array.from({ length: count }, () => nowMs - rng.int(60_000, 90 * DAY_MS)).sort((a, b) => a - b);
  const originals = times.map((at, i) => {
    const isPublic = rng.chance(0.15);
    const pub = PUBLIC_POSTS[i % PUBLIC_POSTS.length];
    let content = isPublic ? pub.content : rng.pick(POST_OPENINGS) + rng.pick(POST_MIDDLES) + rng.pick(POST_ENDINGS);
    if (postWords.length > 0 && rng.chance(0.04)) content += `，${rng.pick(postWords).word}`;
    const verdict = checker.check(content);
    const imageCount = isPublic ? 0 : rng.weighted([0, 1, 2, 3, 4], [50, 25, 12, 8, 5]);
    const status =
      verdict.action === 'BLOCK'
        ? POST_STATUS.BLOCKED
        : verdict.action === 'REVIEW'
          ? POST_STATUS.HELD
          : rng.chance(0.02)
            ? POST_STATUS.BLOCKED
            : POST_STATUS.SHOWN;
    const byWords = verdict.action === 'BLOCK';
    return {
      tenant_id: tenantId,
      author_id: rng.pick(authors),
      content: verdict.text,
      images: Array.from({ length: imageCount }, (_, k) => pictures[(i + k) % pictures.length]),
      status,
      masked: verdict.text !== content,
      words: JSON.stringify(verdict.words),
      channel: isPublic ? 'PUBLIC' : 'ALUMNI',
      mp_type: isPublic ? pub.mpType : null,
      quote_content: isPublic ? pub.quote : null,
      quote_image: isPublic ? covers[i % covers.length] : null,
      address: isPublic ? null : rng.pick(ADDRESSES),
      like_count: 0,
      comment_count: 0,
      created_at: new Date(at),
      block_reason: status !== POST_STATUS.BLOCKED ? null : byWords ? verdict.words.map((w) => w.word).join('、') : rng.pick(REPORT_REASONS),
      blocked_by: status !== POST_STATUS.BLOCKED ? null : byWords ? WORD_CHECK_ACTOR : ADMIN.account,
      blocked_by_name: status !== POST_STATUS.BLOCKED ? null : byWords ? WORD_CHECK_ACTOR : ADMIN.name,
      blocked_at: status !== POST_STATUS.BLOCKED ? null : new Date(Math.min(nowMs, at + rng.int(60_000, DAY_MS))),
    };
  });
  const ids = await insertBatchedReturningIds(tx, 'alumni_posts', originals as never);
  const shown = new Set(originals.flatMap((o) => [...o.images, ...(o.quote_image ? [o.quote_image] : [])]));
  for (const picture of [...postPics, ...coverPics]) if (shown.has(fileUrl(picture.file.id))) await recordDemoPicture(tx, tenantId, picture);

  // forwards of shown posts, after them
  const visible = ids.map((id, i) => ({ id, i })).filter(({ i }) => originals[i].status === POST_STATUS.SHOWN);
  const forwards = Array.from({ length: Math.floor(count / 10) }, () => {
    const { id, i } = rng.pick(visible);
    return {
      tenant_id: tenantId,
      author_id: rng.pick(authors),
      content: rng.pick(FORWARD_WORDS),
      channel: originals[i].channel,
      action_type: 5,
      forward_of: id,
      created_at: new Date(Math.min(nowMs, originals[i].created_at.getTime() + rng.int(60_000, 5 * DAY_MS))),
    };
  });
  const forwardIds = forwards.length > 0 ? await insertBatchedReturningIds(tx, 'alumni_posts', forwards as never) : [];
  const all = [
    ...ids.map((id, i) => ({ id, at: originals[i].created_at.getTime() })),
    ...forwardIds.map((id, i) => ({ id, at: forwards[i].created_at.getTime() })),
  ];

  const comments = all.flatMap(({ id, at }) =>
    Array.from({ length: rng.weighted([0, 1, 2, 3, 5], [40, 25, 15, 12, 8]) }, () => ({
      tenant_id: tenantId,
      post_id: id,
      author_id: rng.pick(authors),
      content: rng.pick(COMMENTS),
      status: 0,
      created_at: new Date(Math.min(nowMs, at + rng.int(60_000, 3 * DAY_MS))),
    })),
  );
  const commentIds = comments.length > 0 ? await insertBatchedReturningIds(tx, 'alumni_comments', comments) : [];
  // a reply to every fourth comment, a little later
  const replies = commentIds
    .filter((_, i) => i % 4 === 1)
    .map((cid) => {
      const c = comments[commentIds.indexOf(cid)];
      return {
        ...c,
        author_id: rng.pick(authors),
        content: rng.pick(COMMENTS),
        reply_to: cid,
        created_at: new Date(Math.min(nowMs, c.created_at.getTime() + 3_600_000)),
      };
    });
  if (replies.length > 0) await insertBatched(tx, 'alumni_comments', replies as never);

  const likes = all.flatMap(({ id, at }) => {
    const n = Math.min(authors.length, rng.weighted([0, 2, 5, 9, 14], [30, 30, 20, 12, 8]));
    const who = new Set<number>();
    while (who.size < n) who.add(rng.pick(authors));
    return [...who].map((person) => ({
      tenant_id: tenantId,
      post_id: id,
      person_id: person,
      nick_name: '',
      created_at: new Date(Math.min(nowMs, at + rng.int(60_000, 2 * DAY_MS))),
    }));
  });
  if (likes.length > 0) await insertBatched(tx, 'alumni_likes' as never, likes as never);

  const reasonRows = await sql<{
    id: number;
    content: string;
  }>`select id, content from alumni_report_reasons where tenant_id = ${tenantId} order by sort`.execute(tx);
  const reported = ids.filter((_, i) => originals[i].status !== POST_STATUS.BLOCKED && rng.chance(0.05));
  const reports = reported.flatMap((postId) =>
    Array.from({ length: rng.int(1, 4) }, () => {
      const reason = rng.pick(reasonRows.rows);
      return {
        tenant_id: tenantId,
        post_id: postId,
        reporter_id: rng.pick(authors),
        reason_id: reason.id,
        reason: reason.content,
        created_at: new Date(nowMs - rng.int(60_000, 7 * DAY_MS)),
      };
    }),
  );
  if (reports.length > 0) await insertBatched(tx, 'alumni_reports' as never, reports as never);

  // the authors as their cards show them, and every count from the rows
  await sql`update alumni_posts p set nick_name = pe.name, campus_name = c.name, label = u.name
    from people pe
    left join org_units u on u.id = coalesce(pe.class_id, pe.org_unit_id)
    left join org_units c on c.tenant_id = pe.tenant_id and c.type = 1 and u.path like '/' || c.id || '/%'
    where pe.id = p.author_id and p.tenant_id = ${tenantId}`.execute(tx);
  // a public account's own posts are signed by the account, not by the person who typed them
  for (const [i, name] of PUBLIC_ACCOUNTS.entries())
    await sql`update alumni_posts set nick_name = ${name}, label = ${'官方公众号'}, campus_name = null
      where tenant_id = ${tenantId} and channel = 'PUBLIC' and action_type = 1 and id % ${PUBLIC_ACCOUNTS.length} = ${i}`.execute(tx);
  await sql`update alumni_comments c set nick_name = pe.name from people pe where pe.id = c.author_id and c.tenant_id = ${tenantId}`.execute(tx);
  await sql`update alumni_likes l set nick_name = pe.name from people pe where pe.id = l.person_id and l.tenant_id = ${tenantId}`.execute(tx);
  await sql`update alumni_posts p set
      like_count = (select count(*) from alumni_likes l where l.post_id = p.id),
      comment_count = (select count(*) from alumni_comments c where c.post_id = p.id and c.status = 0),
      forward_count = (select count(*) from alumni_posts f where f.forward_of = p.id),
      open_reports = (select count(*) from alumni_reports r where r.post_id = p.id and r.status = 0)
    where p.tenant_id = ${tenantId}`.execute(tx);
}
