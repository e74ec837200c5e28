// Alumni posts as both sides see them (issue 15; document 001 §3 "Post", document 002 §7).
// Two channels share one table: the alumni circle (/dynamicManage, /ReportingManagement,
// /ShieldingManagement) and the public accounts (mpType 3, 4, 5; /pubilcDynamic, /publicReport,
// /publicShield). A post is shown, held for review (a REVIEW word) or blocked (a BLOCK word, or
// an administrator with a reason); MASK words are starred in the stored text.
import type { PageResult } from '../resources/types';

export const POST_CHANNELS = ['ALUMNI', 'PUBLIC'] as const;
export type PostChannel = (typeof POST_CHANNELS)[number];

/** public-account post kinds that give the card its badge (document 001 §3) */
export const MP_TYPES = [3, 4, 5] as const;
export type MpType = (typeof MP_TYPES)[number];

/** actionType of document 001: 1 an original post, 5 a forward of another */
export const POST_ACTION = { ORIGINAL: 1, FORWARD: 5 } as const;

export const POST_STATUS = { SHOWN: 0, BLOCKED: 1, HELD: 2 } as const;
export type PostStatus = (typeof POST_STATUS)[keyof typeof POST_STATUS];
/** the list's status filter: '' is every post not blocked (the moderation list's default) */
export const POST_STATUS_FILTERS = ['', 'SHOWN', 'HELD', 'BLOCKED', 'MASKED'] as const;
export type PostStatusFilter = (typeof POST_STATUS_FILTERS)[number];

export const REPORT_STATUS = { OPEN: 0, UPHELD: 1, DISMISSED: 2 } as const;

export const POST_CONTENT_MAX = 2000;
export const COMMENT_CONTENT_MAX = 500;
export const POST_IMAGES_MAX = 9;
export const POST_WORDS_SEARCH_MAX = 50;
export const BLOCK_NOTE_MAX = 200;
/** a list's total counts at most this many posts (the pager then shows the cap with '+') */
export const POST_COUNT_CAP = 10_000;
/** who blocked a post when no administrator did: the sensitive-word check */
export const WORD_CHECK_ACTOR = 'wordCheck';

export interface PostQuote {
  content: string;
  imgUrl: string | null;
}

export interface PostBlock {
  reason: string;
  by: string;
  byName: string;
  at: string;
}

/** one post card (document 001 §3 names: nickName, photo, campusName, lableName, …) */
export interface PostCard {
  id: number;
  channel: PostChannel;
  userId: number;
  /** the alumni user the author is, when one (for forbidding) */
  alumniUserId: number | null;
  forbidden: boolean;
  nickName: string;
  photo: string | null;
  campusName: string | null;
  lableName: string | null;
  createTime: string;
  actionType: number;
  content: string;
  image: string[];
  address: string | null;
  status: PostStatus;
  /** words the check found, each with its mechanism */
  words: { word: string; mechanism: string }[];
  masked: boolean;
  commentCount: number;
  fabulous: number;
  forwards: number;
  openReports: number;
  mpType: MpType | null;
  mpQuoteMsginfo: PostQuote | null;
  /** the post this one forwards (its card without its own forward) */
  forwarded: Omit<PostCard, 'forwarded'> | null;
  block: PostBlock | null;
}

export interface PostComment {
  id: number;
  commentUserId: number;
  commentName: string;
  content: string;
  status: PostStatus;
  createTime: string;
  replys: PostComment[];
}

export interface PostLike {
  userId: number;
  nickName: string;
  photo: string | null;
  createTime: string;
}

export interface PostDetails {
  post: PostCard;
  comments: PostComment[];
  likes: PostLike[];
  forwards: PostCard[];
}

export interface PostListQuery {
  channel: PostChannel;
  pageIndex?: number;
  pageSize?: number;
  /** YYYY-MM-DD, whole days in the tenant's zone */
  beginDate?: string;
  endDate?: string;
  campusName?: string;
  author?: string;
  authorId?: number;
  words?: string;
  status?: PostStatusFilter;
  /** the public accounts' screens: one account's posts (its name, im/mp/mpInfoList) */
  mpAccount?: string;
}

/** the reports' and blocked posts' lists: a channel's page, one public account's when named */
export interface ChannelPage {
  channel: PostChannel;
  pageIndex?: number;
  pageSize?: number;
  mpAccount?: string;
}

/** a page of posts; `capped`: the total stopped counting there (the pager shows it with '+') */
export type PostPage = PageResult<PostCard> & { capped?: boolean };

export interface ReportReason {
  id: number;
  content: string;
}

export interface BlockBody {
  id: number;
  reasonId: number;
  note?: string;
}

/** reports on one post, grouped (/ReportingManagement) */
export interface ReportGroup {
  post: PostCard;
  count: number;
  reasons: { reason: string; count: number }[];
  firstAt: string;
  lastAt: string;
}

export interface ReportListQuery {
  channel: PostChannel;
  pageIndex?: number;
  pageSize?: number;
}

export type ReportDecision = 'BLOCK' | 'DISMISS';
export interface ReportDecideBody {
  postId: number;
  decision: ReportDecision;
  reasonId?: number;
  note?: string;
}

export const ALUMNI_POST_PATHS = {
  list: '/api/blade-platform/platformalumniaction/getDynamicList',
  campuses: '/api/blade-platform/platformalumniaction/campusList',
  details: '/api/blade-platform/platformalumniaction/getDynamicDetails',
  shield: '/api/blade-platform/platformalumniaction/shield',
  unshield: '/api/blade-platform/platformalumniaction/unshield',
  shielded: '/api/blade-platform/platformalumniaction/getShieldList',
  reasons: '/api/blade-platform/platformalumnireportreasonconfig/getReportReason',
  reports: '/api/blade-platform/platformalumnireport/list',
  decide: '/api/blade-platform/platformalumnireport/decide',
  forbid: '/api/blade-platform/platformalumniuser/updateForbidden',
} as const;

/** the audit trail's target of moderation decisions */
export const POST_AUDIT_KEY = 'alumniPosts';

/** The apps' alumni calls (signed with the tenant's app key, as the visit call is). */
export const ALUMNI_APP_PATHS = {
  posts: '/api/public/apps/alumni/posts',
  comments: '/api/public/apps/alumni/comments',
  likes: '/api/public/apps/alumni/likes',
  forwards: '/api/public/apps/alumni/forwards',
  reports: '/api/public/apps/alumni/reports',
} as const;
export const ALUMNI_BATCH_MAX = 1000;

export interface PostIn {
  account: string;
  content: string;
  images?: string[];
  address?: string;
  label?: string;
  /** a public-account post: its kind and the message it quotes */
  mpType?: MpType;
  quote?: { content: string; imgUrl?: string };
  at: string;
}
export interface ForwardIn {
  account: string;
  postId: number;
  content?: string;
  at: string;
}
export interface CommentIn {
  account: string;
  postId: number;
  content: string;
  replyTo?: number;
  at: string;
}
export interface LikeIn {
  account: string;
  postId: number;
  action: 'like' | 'unlike';
  at: string;
}
export interface ReportIn {
  account: string;
  postId: number;
  reasonId: number;
  note?: string;
  at: string;
}

/**
 * What became of each item: its id when written, and the outcome. Written: SHOWN, MASKED (shown,
 * words starred), HELD (waiting for an administrator: a REVIEW word, or the alumni circle's
 * "review before showing"), BLOCKED (a BLOCK word; a forward of a blocked post is not written),
 * DONE (likes, reports). Not written: UNKNOWN_AUTHOR (the account names nobody of the school),
 * FORBIDDEN (the alumni user is forbidden to post), and by the circle's published settings
 * (document alumniMoments): CLOSED (the circle is not open: posts, forwards and comments),
 * NOT_ALLOWED (the author is in none of the groups that may post), TOO_MANY_IMAGES (more images
 * than a post may carry).
 */
export const ITEM_OUTCOMES = ['SHOWN', 'MASKED', 'HELD', 'BLOCKED', 'DONE', 'UNKNOWN_AUTHOR', 'FORBIDDEN', 'CLOSED', 'NOT_ALLOWED', 'TOO_MANY_IMAGES'] as const;
export type ItemOutcome = (typeof ITEM_OUTCOMES)[number];
export interface AlumniBatchAnswer {
  batchId: string;
  accepted: number;
  matched: number;
  /** `reason`: what the outcome means, in the caller's language, for every outcome but SHOWN, MASKED and DONE */
  items: { index: number; id?: number; outcome: ItemOutcome; reason?: string }[];
}
