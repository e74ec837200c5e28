// The alumni moderation slice (state.alumniModeration). Intents the saga answers: `opened` (a
// screen: channel and view), `filtersApplied`, `filtersReset`, `pageChosen`, `pageSizeChosen`,
// `retried` (the list again), `mpAccountChosen` (the public screens' account filter),
// `messagesDownloadRequested` (the public accounts' message history), `postOpened` / `tabChosen` (a post's details), `blockConfirmed`,
// `confirmAccepted`, `authorPostsOpened` / `authorPostsPageChosen`. Answers for another screen
// than the one open, or a list no longer awaited, are ignored (pagedList's guards).
import { createSlice, PayloadAction } from '@reduxjs/toolkit';
import type { PostCard, PostChannel, PostDetails, PostStatusFilter, ReportReason } from '../../../shared/alumni/posts';
import type { MpAccount } from '../../../shared/alumni/publicAccounts';
import { initialPagedList, pagedList } from '../../lib/pagedList';
import type { Message, Problem } from '../../lib/problem';
import { signedOut } from '../session';
import {
  AlumniModerationState as S,
  CARD_PAGE_SIZE,
  Confirmation,
  DetailTab,
  EMPTY_FILTERS,
  initialAlumniModerationState,
  ModerationRow,
  ModerationView,
  PostFilters,
} from './state';

type Screen = { channel: PostChannel; view: ModerationView };
const isScreen = (s: S, p: Screen) => s.channel === p.channel && s.view === p.view;

const slice = createSlice({
  name: 'alumniModeration',
  initialState: initialAlumniModerationState,
  reducers: {
    /**
     * a moderation screen opened; another screen than the last starts afresh. `status`: the
     * status filter its link names (`/dynamicManage?status=HELD`, from the home page).
     */
    opened(state, action: PayloadAction<Screen & { status?: PostStatusFilter }>) {
      const { status, ...screen } = action.payload;
      const filters = status === undefined ? null : { ...EMPTY_FILTERS, status };
      if (!isScreen(state, screen))
        return {
          ...initialAlumniModerationState,
          ...screen,
          ...(filters ? { draft: filters, filters } : {}),
          reasons: state.reasons,
          list: { ...initialPagedList<ModerationRow>(), pageSize: CARD_PAGE_SIZE, status: 'loading' },
        };
      if (filters) {
        state.draft = filters;
        state.filters = filters;
        pagedList.toPage(state.list, 1);
      } else pagedList.reload(state.list);
      state.opened = {};
    },
    draftChanged(state, action: PayloadAction<{ field: keyof PostFilters; value: string }>) {
      (state.draft as unknown as Record<string, string>)[action.payload.field] = action.payload.value;
    },
    filtersApplied(state) {
      state.filters = { ...state.draft, author: state.draft.author.trim(), words: state.draft.words.trim() };
      pagedList.toPage(state.list, 1);
    },
    filtersReset(state) {
      state.draft = EMPTY_FILTERS;
      state.filters = EMPTY_FILTERS;
      pagedList.toPage(state.list, 1);
    },
    pageChosen(state, action: PayloadAction<{ pageIndex: number }>) {
      pagedList.toPage(state.list, action.payload.pageIndex);
    },
    pageSizeChosen(state, action: PayloadAction<{ pageSize: number }>) {
      pagedList.toPageSize(state.list, action.payload.pageSize);
    },
    retried(state) {
      pagedList.reload(state.list);
    },
    listLoaded(state, action: PayloadAction<Screen & { rows: ModerationRow[]; total: number; capped?: boolean }>) {
      if (!isScreen(state, action.payload) || state.list.status !== 'loading') return;
      pagedList.loaded(state.list, action.payload.rows, action.payload.total);
      state.listCapped = !!action.payload.capped;
    },
    listFailed(state, action: PayloadAction<Screen & { problem: Problem }>) {
      if (isScreen(state, action.payload)) pagedList.failed(state.list, action.payload.problem);
    },
    campusesLoaded(state, action: PayloadAction<{ campuses: string[] }>) {
      state.campuses = action.payload.campuses;
    },
    reasonsRequested(state) {
      if (state.reasons.status !== 'ready') state.reasons.status = 'loading';
    },
    reasonsLoaded(state, action: PayloadAction<{ reasons: ReportReason[] }>) {
      state.reasons = { status: 'ready', items: action.payload.reasons };
    },
    reasonsFailed(state) {
      state.reasons.status = 'failed';
    },
    mpAccountsLoaded(state, action: PayloadAction<{ accounts: MpAccount[] }>) {
      state.mpAccounts = action.payload.accounts;
    },
    /** the public screens' account filter: applied at once, on the first page ('' every account) */
    mpAccountChosen(state, action: PayloadAction<{ mpAccount: string }>) {
      state.draft.mpAccount = action.payload.mpAccount;
      state.filters.mpAccount = action.payload.mpAccount;
      pagedList.toPage(state.list, 1);
    },
    /** the message history (of the account chosen) asked for; one download at a time */
    messagesDownloadRequested(state) {
      state.downloading = true;
    },
    messagesDownloadEnded(state) {
      state.downloading = false;
    },

    /** a post opened on a tab (comments first), or closed again */
    postOpened(state, action: PayloadAction<{ id: number; tab?: DetailTab }>) {
      state.opened[action.payload.id] = { tab: action.payload.tab ?? 'comments', status: 'loading', details: null, problem: null };
    },
    tabChosen(state, action: PayloadAction<{ id: number; tab: DetailTab }>) {
      const o = state.opened[action.payload.id];
      if (o) o.tab = action.payload.tab;
    },
    postClosed(state, action: PayloadAction<{ id: number }>) {
      delete state.opened[action.payload.id];
    },
    detailsLoaded(state, action: PayloadAction<{ id: number; details: PostDetails }>) {
      const o = state.opened[action.payload.id];
      if (o?.status !== 'loading') return;
      o.status = 'ready';
      o.details = action.payload.details;
    },
    detailsFailed(state, action: PayloadAction<{ id: number; problem: Problem }>) {
      const o = state.opened[action.payload.id];
      if (o?.status !== 'loading') return;
      o.status = 'failed';
      o.problem = action.payload.problem;
    },

    blockClicked(state, action: PayloadAction<{ postId: number; fromReports?: boolean }>) {
      state.block = { postId: action.payload.postId, fromReports: !!action.payload.fromReports, reasonId: null, note: '', saving: false, message: null };
    },
    blockReasonChosen(state, action: PayloadAction<{ reasonId: number | null }>) {
      if (!state.block || state.block.saving) return;
      state.block.reasonId = action.payload.reasonId;
      state.block.message = null;
    },
    blockNoteChanged(state, action: PayloadAction<{ note: string }>) {
      if (state.block && !state.block.saving) state.block.note = action.payload.note;
    },
    /** OK in the block dialog: refused here without a reason (document 001 §5) */
    blockConfirmed(state) {
      const b = state.block;
      if (!b || b.saving) return;
      if (b.reasonId === null) b.message = { key: 'alumniPosts.blockReasonRequired' };
      else {
        b.saving = true;
        b.message = null;
      }
    },
    blockDone(state, action: PayloadAction<{ message: Message }>) {
      if (!state.block?.saving) return;
      state.block = null;
      state.notice = action.payload.message;
      pagedList.reload(state.list);
    },
    blockFailed(state, action: PayloadAction<{ message: Message }>) {
      if (!state.block?.saving) return;
      state.block.saving = false;
      state.block.message = action.payload.message;
    },
    blockCancelled(state) {
      if (!state.block?.saving) state.block = null;
    },

    confirmAsked(state, action: PayloadAction<Confirmation>) {
      state.confirm = { ...action.payload, saving: false, message: null };
    },
    confirmAccepted(state) {
      if (state.confirm && !state.confirm.saving) state.confirm.saving = true;
    },
    confirmDone(state, action: PayloadAction<{ message: Message }>) {
      if (!state.confirm?.saving) return;
      state.confirm = null;
      state.notice = action.payload.message;
      pagedList.reload(state.list);
      if (state.authorPosts) pagedList.reload(state.authorPosts.list);
    },
    confirmFailed(state, action: PayloadAction<{ message: Message }>) {
      if (!state.confirm?.saving) return;
      state.confirm.saving = false;
      state.confirm.message = action.payload.message;
    },
    confirmCancelled(state) {
      if (!state.confirm?.saving) state.confirm = null;
    },

    viewerOpened(state, action: PayloadAction<{ urls: string[]; index: number }>) {
      state.viewer = action.payload;
    },
    viewerClosed(state) {
      state.viewer = null;
    },
    /** a quoted public-account message was clicked: it is read on the phone */
    phoneNoticeShown(state) {
      state.phoneNotice = true;
    },
    phoneNoticeClosed(state) {
      state.phoneNotice = false;
    },
    noticeDismissed(state) {
      state.notice = null;
    },

    authorPostsOpened(state, action: PayloadAction<{ userId: number; name: string }>) {
      state.authorPosts = { ...action.payload, list: { ...initialPagedList<PostCard>(), pageSize: CARD_PAGE_SIZE, status: 'loading' } };
    },
    authorPostsPageChosen(state, action: PayloadAction<{ pageIndex: number }>) {
      if (state.authorPosts) pagedList.toPage(state.authorPosts.list, action.payload.pageIndex);
    },
    authorPostsLoaded(state, action: PayloadAction<{ userId: number; rows: PostCard[]; total: number }>) {
      if (state.authorPosts?.userId === action.payload.userId) pagedList.loaded(state.authorPosts.list, action.payload.rows, action.payload.total);
    },
    authorPostsFailed(state, action: PayloadAction<{ userId: number; problem: Problem }>) {
      if (state.authorPosts?.userId === action.payload.userId) pagedList.failed(state.authorPosts.list, action.payload.problem);
    },
    authorPostsClosed(state) {
      state.authorPosts = null;
    },
  },
  extraReducers: (builder) => {
    // another administrator may sign in next: nothing of this tenant's posts stays
    builder.addCase(signedOut, () => initialAlumniModerationState);
  },
});

export const {
  opened,
  draftChanged,
  filtersApplied,
  filtersReset,
  pageChosen,
  pageSizeChosen,
  retried,
  listLoaded,
  listFailed,
  campusesLoaded,
  reasonsRequested,
  reasonsLoaded,
  reasonsFailed,
  mpAccountsLoaded,
  mpAccountChosen,
  messagesDownloadRequested,
  messagesDownloadEnded,
  postOpened,
  tabChosen,
  postClosed,
  detailsLoaded,
  detailsFailed,
  blockClicked,
  blockReasonChosen,
  blockNoteChanged,
  blockConfirmed,
  blockDone,
  blockFailed,
  blockCancelled,
  confirmAsked,
  confirmAccepted,
  confirmDone,
  confirmFailed,
  confirmCancelled,
  viewerOpened,
  viewerClosed,
  phoneNoticeShown,
  phoneNoticeClosed,
  noticeDismissed,
  authorPostsOpened,
  authorPostsPageChosen,
  authorPostsLoaded,
  authorPostsFailed,
  authorPostsClosed,
} = slice.actions;
export default slice.reducer;
export { slice as alumniModerationSlice };
