// The alumni moderation saga:
//   opened | filtersApplied | filtersReset | pageChosen | pageSizeChosen | retried | blockDone |
//   confirmDone → the list of the screen open (takeLatest: a newer intent cancels the read under
//   way) → listLoaded | listFailed
//   opened → campuses (the posts view), the public accounts (the public channel: im/mp/mpInfoList)
//   and the reasons, once
//   mpAccountChosen → the list of that account's posts
//   messagesDownloadRequested → messageCenterHistoryMsg/downloadFile → the xlsx saved | a toast
//   postOpened → getDynamicDetails → detailsLoaded | detailsFailed (each post its own)
//   blockConfirmed (with a reason) → shield, or the report decision → blockDone | blockFailed
//   confirmAccepted → unblock | dismiss | forbid | allow → confirmDone | confirmFailed
//   authorPostsOpened | authorPostsPageChosen → the author's posts → authorPostsLoaded | …Failed
import { all, call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PostCard, PostDetails, PostListQuery, ReportGroup, ReportReason } from '../../../shared/alumni/posts';
import type { PageResult } from '../../../shared/resources/types';
import { Envelope } from '../../../shared/protocol/status';
import {
  blockPost,
  decideReports,
  fetchBlockedPosts,
  fetchPostCampuses,
  fetchPostDetails,
  fetchPosts,
  fetchReportGroups,
  fetchReportReasons,
  fetchMpAccounts,
  downloadMpMessages,
  setAuthorForbidden,
  unblockPost,
} from '../../api/alumniPosts';
import type { MpAccount } from '../../../shared/alumni/publicAccounts';
import type { Locale } from '../../../shared/i18n';
import { callAsk, callAskFile, FileReply } from '../../lib/ask';
import { saveBlob } from '../../lib/download';
import { selectLocale, tFor } from '../../i18n';
import { toastShown } from '../ui';
import { messageOf, problemOf, requestIdPart } from '../../lib/problem';
import {
  authorPostsFailed,
  authorPostsLoaded,
  authorPostsOpened,
  authorPostsPageChosen,
  blockConfirmed,
  blockDone,
  blockFailed,
  campusesLoaded,
  confirmAccepted,
  confirmDone,
  confirmFailed,
  detailsFailed,
  detailsLoaded,
  filtersApplied,
  filtersReset,
  listFailed,
  listLoaded,
  messagesDownloadEnded,
  messagesDownloadRequested,
  mpAccountChosen,
  mpAccountsLoaded,
  opened,
  pageChosen,
  pageSizeChosen,
  postOpened,
  reasonsFailed,
  reasonsLoaded,
  reasonsRequested,
  retried,
} from './alumniModerationSlice';
import { selectAuthorPosts, selectBlockDialog, selectConfirmation, selectModeration, selectPostQuery } from './selectors';
import type { AlumniModerationState, AuthorPosts, BlockDialog } from './state';
import { answered, isOk, resultOrRefusal } from '../../lib/reply';

const pageOf = <R>(reply: Envelope<PageResult<R> & { capped?: boolean }>) => ({
  rows: reply.result?.data ?? [],
  total: reply.result?.total ?? 0,
  ...(reply.result?.capped ? { capped: true } : {}),
});

export function* loadList() {
  const m: AlumniModerationState = yield select(selectModeration);
  if (m.list.status !== 'loading') return;
  const screen = { channel: m.channel, view: m.view };
  const paging = {
    channel: m.channel,
    pageIndex: m.list.pageIndex,
    pageSize: m.list.pageSize,
    ...(m.filters.mpAccount ? { mpAccount: m.filters.mpAccount } : {}),
  };
  let reply: Envelope<PageResult<PostCard | ReportGroup> & { capped?: boolean }>;
  if (m.view === 'reports') reply = yield callAsk(fetchReportGroups, paging);
  else if (m.view === 'shielded') reply = yield callAsk(fetchBlockedPosts, paging);
  else {
    const query: PostListQuery = yield select(selectPostQuery);
    reply = yield callAsk(fetchPosts, query);
  }
  if (answered(reply)) yield put(listLoaded({ ...screen, ...pageOf(reply) }));
  else yield put(listFailed({ ...screen, problem: problemOf(reply) }));
}

export function* loadLookups(action: ReturnType<typeof opened>) {
  const m: AlumniModerationState = yield select(selectModeration);
  if (action.payload.view === 'posts') {
    const campuses: Envelope<{ campusName: string }[]> = yield callAsk(fetchPostCampuses);
    if (answered(campuses)) yield put(campusesLoaded({ campuses: (campuses.result ?? []).map((c) => c.campusName) }));
  }
  if (action.payload.channel === 'PUBLIC') {
    const accounts: Envelope<MpAccount[]> = yield callAsk(fetchMpAccounts);
    if (answered(accounts)) yield put(mpAccountsLoaded({ accounts: accounts.result ?? [] }));
  }
  if (m.reasons.status === 'ready') return;
  yield put(reasonsRequested());
  const reasons: Envelope<ReportReason[]> = yield callAsk(fetchReportReasons);
  if (answered(reasons)) yield put(reasonsLoaded({ reasons: reasons.result ?? [] }));
  else yield put(reasonsFailed());
}

/** The public accounts' message history (of the account chosen) saved as an xlsx. */
export function* downloadMessages() {
  const m: AlumniModerationState = yield select(selectModeration);
  const t = tFor((yield select(selectLocale)) as Locale);
  const file: FileReply = yield callAskFile(downloadMpMessages, m.filters.mpAccount);
  if ('blob' in file) yield call(saveBlob, file.blob, `${t('publicAccounts.fileName')}${m.filters.mpAccount ? `-${m.filters.mpAccount}` : ''}.xlsx`);
  else yield put(toastShown({ kind: 'error', text: t('publicAccounts.downloadFailed', { reason: file.problem.msg }), ...requestIdPart(file.problem) }));
  yield put(messagesDownloadEnded());
}

export function* loadDetails(action: ReturnType<typeof postOpened>) {
  const { id } = action.payload;
  const reply: Envelope<PostDetails> = yield callAsk(fetchPostDetails, id);
  const details = yield* resultOrRefusal(reply, (problem) => detailsFailed({ id, problem }));
  if (details) yield put(detailsLoaded({ id, details }));
}

export function* submitBlock() {
  const block: BlockDialog | null = yield select(selectBlockDialog);
  if (!block?.saving || block.reasonId === null) return;
  const note = block.note.trim() || undefined;
  const reply: Envelope<unknown> = block.fromReports
    ? yield callAsk(decideReports, { postId: block.postId, decision: 'BLOCK', reasonId: block.reasonId, note })
    : yield callAsk(blockPost, { id: block.postId, reasonId: block.reasonId, note });
  if (isOk(reply)) yield put(blockDone({ message: messageOf(reply) }));
  else yield put(blockFailed({ message: messageOf(reply) }));
}

export function* submitConfirmation() {
  const c: AlumniModerationState['confirm'] = yield select(selectConfirmation);
  if (!c?.saving) return;
  let reply: Envelope<unknown>;
  if (c.kind === 'unblock') reply = yield callAsk(unblockPost, c.postId);
  else if (c.kind === 'dismiss') reply = yield callAsk(decideReports, { postId: c.postId, decision: 'DISMISS' });
  else reply = yield callAsk(setAuthorForbidden, c.alumniUserId, c.kind === 'forbid');
  if (isOk(reply)) yield put(confirmDone({ message: messageOf(reply) }));
  else yield put(confirmFailed({ message: messageOf(reply) }));
}

export function* loadAuthorPosts() {
  const a: AuthorPosts | null = yield select(selectAuthorPosts);
  const m: AlumniModerationState = yield select(selectModeration);
  if (!a || a.list.status !== 'loading') return;
  const reply: Envelope<PageResult<PostCard>> = yield callAsk(fetchPosts, {
    channel: m.channel,
    authorId: a.userId,
    status: '',
    pageIndex: a.list.pageIndex,
    pageSize: a.list.pageSize,
  });
  if (answered(reply)) yield put(authorPostsLoaded({ userId: a.userId, ...pageOf(reply) }));
  else yield put(authorPostsFailed({ userId: a.userId, problem: problemOf(reply) }));
}

export function* alumniModerationSaga() {
  yield all([
    takeLatest(
      [
        opened.type,
        filtersApplied.type,
        filtersReset.type,
        mpAccountChosen.type,
        pageChosen.type,
        pageSizeChosen.type,
        retried.type,
        blockDone.type,
        confirmDone.type,
      ],
      loadList,
    ),
    takeLatest(opened.type, loadLookups),
    takeEvery(postOpened.type, loadDetails),
    takeLeading(messagesDownloadRequested.type, downloadMessages),
    takeLeading(blockConfirmed.type, submitBlock),
    takeLeading(confirmAccepted.type, submitConfirmation),
    takeLatest([authorPostsOpened.type, authorPostsPageChosen.type, confirmDone.type], loadAuthorPosts),
  ]);
}
