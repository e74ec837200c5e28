// The alumni moderation screens' state (state.alumniModeration): which screen is open (a channel
// and a view: the posts, the reports grouped by post, or the blocked posts), its paged list, the
// posts' filters (a draft being typed and the filters applied), the posts opened to their
// comments, likes and forwards, the block dialog, a confirmation waiting (unblock, dismiss,
// forbid), the image viewer, and the author's other posts.
import { DEFAULT_PAGE_SIZE } from '../../../shared/paging';
import { POST_STATUS_FILTERS } from '../../../shared/alumni/posts';
import type { PostCard, PostChannel, PostDetails, PostStatusFilter, ReportGroup, ReportReason } from '../../../shared/alumni/posts';
import type { MpAccount } from '../../../shared/alumni/publicAccounts';
import { initialPagedList, PagedList } from '../../lib/pagedList';
import type { Message, Problem } from '../../lib/problem';

export type ModerationView = 'posts' | 'reports' | 'shielded';
export type DetailTab = 'comments' | 'likes' | 'forwards';

export interface PostFilters {
  beginDate: string;
  endDate: string;
  campusName: string;
  author: string;
  words: string;
  status: PostStatusFilter;
  /** the public accounts' screens: one account's posts (its name, im/mp/mpInfoList); '' every account */
  mpAccount: string;
}

/** every list's default, cards too (document 002 §2; issue 30) */
export const CARD_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export const EMPTY_FILTERS: PostFilters = { beginDate: '', endDate: '', campusName: '', author: '', words: '', status: '', mpAccount: '' };

/** a row of the list in view: a post card, or a report group */
export type ModerationRow = PostCard | ReportGroup;

export interface OpenedPost {
  tab: DetailTab;
  status: 'loading' | 'ready' | 'failed';
  details: PostDetails | null;
  problem: Problem | null;
}

export interface BlockDialog {
  postId: number;
  /** from a report group: the decision call; otherwise shield */
  fromReports: boolean;
  reasonId: number | null;
  note: string;
  saving: boolean;
  /** 'please select block reason' or the server's refusal */
  message: Message | null;
}

export type Confirmation =
  { kind: 'unblock'; postId: number } | { kind: 'dismiss'; postId: number; count: number } | { kind: 'forbid' | 'allow'; alumniUserId: number; name: string };

export interface AuthorPosts {
  userId: number;
  name: string;
  list: PagedList<PostCard>;
}

export interface AlumniModerationState {
  channel: PostChannel;
  view: ModerationView;
  list: PagedList<ModerationRow>;
  /** the list's total stopped counting there: more pages follow */
  listCapped: boolean;
  draft: PostFilters;
  filters: PostFilters;
  campuses: string[];
  /** the public channel's accounts (im/mp/mpInfoList), for its account filter */
  mpAccounts: MpAccount[];
  /** the public accounts' message history is being downloaded (messageCenterHistoryMsg/downloadFile) */
  downloading: boolean;
  reasons: { status: 'idle' | 'loading' | 'ready' | 'failed'; items: ReportReason[] };
  opened: Record<number, OpenedPost>;
  block: BlockDialog | null;
  confirm: (Confirmation & { saving: boolean; message: Message | null }) | null;
  viewer: { urls: string[]; index: number } | null;
  phoneNotice: boolean;
  authorPosts: AuthorPosts | null;
  /** the last decision's words, shown as a notice */
  notice: Message | null;
}

export const initialAlumniModerationState: AlumniModerationState = {
  channel: 'ALUMNI',
  view: 'posts',
  list: { ...initialPagedList<ModerationRow>(), pageSize: CARD_PAGE_SIZE },
  listCapped: false,
  draft: EMPTY_FILTERS,
  filters: EMPTY_FILTERS,
  campuses: [],
  mpAccounts: [],
  downloading: false,
  reasons: { status: 'idle', items: [] },
  opened: {},
  block: null,
  confirm: null,
  viewer: null,
  phoneNotice: false,
  authorPosts: null,
  notice: null,
};

/** The status filter a link names (`?status=HELD`), when it is one the list offers. */
export function statusFromQuery(search: string): PostStatusFilter | undefined {
  const status = new URLSearchParams(search).get('status');
  return status !== null && (POST_STATUS_FILTERS as readonly string[]).includes(status) ? (status as PostStatusFilter) : undefined;
}
