// The alumni moderation saga with redux-saga-test-plan on the real reducer: opening a screen
// reads its list (posts with the applied filters, report groups, blocked posts) and the reasons;
// a newer filter cancels the read under way; a block without a reason never calls the server; a
// block with one calls shield (or the report decision) and reads the list again; a refused block
// keeps the dialog open with the server's words.
import { statusFromQuery } from '../../../../src/client/features/alumniModeration/state';
import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from '../../sagaClock';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../../src/client/api/types';
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
} from '../../../../src/client/api/alumniPosts';
import { saveBlob } from '../../../../src/client/lib/download';
import { addCatalogue } from '../../../../src/shared/i18n/registry';
import publicAccountsCatalogue from '../../../../src/shared/i18n/publicAccounts';

addCatalogue(publicAccountsCatalogue);
import { alumniModerationSaga } from '../../../../src/client/features/alumniModeration/alumniModerationSaga';
import alumniModeration, * as ev from '../../../../src/client/features/alumniModeration/alumniModerationSlice';
import type { PostCard, PostListQuery } from '../../../../src/shared/alumni/posts';

const reducer = combineReducers({ alumniModeration });
const api = { request: jest.fn(), upload: jest.fn(), download: jest.fn() };
const ok = <T>(result: T, msg = '') => ({ status: 1000, msg, result });
const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));
const card = (id: number, content = `动态${id}`): PostCard => ({
  id,
  channel: 'ALUMNI',
  userId: 7,
  alumniUserId: 3,
  forbidden: false,
  nickName: '张三',
  photo: null,
  campusName: null,
  lableName: null,
  createTime: '2026-11-01 10:00:00',
  actionType: 1,
  content,
  image: [],
  address: null,
  status: 0,
  words: [],
  masked: false,
  commentCount: 0,
  fabulous: 0,
  forwards: 0,
  openReports: 0,
  mpType: null,
  mpQuoteMsginfo: null,
  forwarded: null,
  block: null,
});
const REASONS = [{ id: 5, content: '广告' }];
const ACCOUNTS = [
  { id: '校友会公众号', name: '校友会公众号', postCount: 3, messageCount: 0 },
  { id: '滨江校友会', name: '滨江校友会', postCount: 0, messageCount: 4 },
];
const base = [
  [matchers.getContext('api'), api],
  [matchers.call.fn(fetchPostCampuses), ok([{ campusName: '东校区' }])],
  [matchers.call.fn(fetchReportReasons), ok(REASONS)],
  [matchers.call.fn(fetchMpAccounts), ok(ACCOUNTS)],
] as const;

describe('alumni moderation saga', () => {
  it('opens the posts: reads the page, the campuses and the reasons', async () => {
    const { storeState } = await expectSaga(alumniModerationSaga)
      .withReducer(reducer)
      .provide([...base, [matchers.call.fn(fetchPosts), ok({ data: [card(1)], total: 1 })]] as never)
      .dispatch(ev.opened({ channel: 'ALUMNI', view: 'posts' }))
      .call(fetchPosts, api, { channel: 'ALUMNI', pageIndex: 1, pageSize: 40 })
      .put(ev.listLoaded({ channel: 'ALUMNI', view: 'posts', rows: [card(1)], total: 1 }))
      .put(ev.campusesLoaded({ campuses: ['东校区'] }))
      .put(ev.reasonsLoaded({ reasons: REASONS }))
      .silentRun(100);
    expect(storeState.alumniModeration.list.status).toBe('ready');
  });

  it("opens the posts filtered by the status its link names (the home page's held posts)", async () => {
    const { storeState } = await expectSaga(alumniModerationSaga)
      .withReducer(reducer)
      .provide([...base, [matchers.call.fn(fetchPosts), ok({ data: [card(1)], total: 1 })]] as never)
      .dispatch(ev.opened({ channel: 'ALUMNI', view: 'posts', status: 'HELD' }))
      .call(fetchPosts, api, { channel: 'ALUMNI', pageIndex: 1, pageSize: 40, status: 'HELD' })
      .silentRun(100);
    expect(storeState.alumniModeration.draft.status).toBe('HELD');
    expect(statusFromQuery('?status=HELD')).toBe('HELD');
    expect(statusFromQuery('?status=DROP')).toBeUndefined();
  });

  it('shows the last filters applied: the read under way is cancelled', async () => {
    const { storeState } = await expectSaga(alumniModerationSaga)
      .withReducer(reducer)
      .provide([
        ...base,
        [
          matchers.call.fn(fetchPosts),
          dynamic(({ args }) => {
            const q = args[1] as PostListQuery;
            return q.words ? later(5, ok({ data: [card(2, '返校')], total: 1 })) : later(60, ok({ data: [card(1)], total: 1 }));
          }),
        ],
      ] as never)
      .dispatch(ev.opened({ channel: 'ALUMNI', view: 'posts' }))
      .dispatch(ev.draftChanged({ field: 'words', value: ' 返校 ' }))
      .dispatch(ev.filtersApplied())
      .call(fetchPosts, api, { channel: 'ALUMNI', pageIndex: 1, pageSize: 40, words: '返校' })
      .not.put(ev.listLoaded({ channel: 'ALUMNI', view: 'posts', rows: [card(1)], total: 1 }))
      .silentRun(150);
    expect(storeState.alumniModeration.list.rows).toEqual([card(2, '返校')]);
  });

  it('reads report groups and blocked posts on their screens', async () => {
    await expectSaga(alumniModerationSaga)
      .withReducer(reducer)
      .provide([
        ...base,
        [matchers.call.fn(fetchReportGroups), ok({ data: [], total: 0 })],
        [matchers.call.fn(fetchBlockedPosts), ok({ data: [], total: 0 })],
      ] as never)
      .dispatch(ev.opened({ channel: 'PUBLIC', view: 'reports' }))
      .call(fetchReportGroups, api, { channel: 'PUBLIC', pageIndex: 1, pageSize: 40 })
      .not.call.fn(fetchPosts)
      .silentRun(100);
    await expectSaga(alumniModerationSaga)
      .withReducer(reducer)
      .provide([...base, [matchers.call.fn(fetchBlockedPosts), ok({ data: [], total: 0 })]] as never)
      .dispatch(ev.opened({ channel: 'PUBLIC', view: 'shielded' }))
      .call(fetchBlockedPosts, api, { channel: 'PUBLIC', pageIndex: 1, pageSize: 40 })
      .not.call.fn(fetchPosts)
      .silentRun(100);
  });

  it('the public screens read the accounts (im/mp/mpInfoList); choosing one reads its posts, blocked posts or reports only', async () => {
    const { storeState } = await expectSaga(alumniModerationSaga)
      .withReducer(reducer)
      .provide([...base, [matchers.call.fn(fetchBlockedPosts), ok({ data: [], total: 0 })]] as never)
      .dispatch(ev.opened({ channel: 'PUBLIC', view: 'shielded' }))
      .put(ev.mpAccountsLoaded({ accounts: ACCOUNTS }))
      .delay(10)
      .dispatch(ev.mpAccountChosen({ mpAccount: '校友会公众号' }))
      .call(fetchBlockedPosts, api, { channel: 'PUBLIC', pageIndex: 1, pageSize: 40, mpAccount: '校友会公众号' })
      .silentRun(100);
    expect(storeState.alumniModeration.mpAccounts).toEqual(ACCOUNTS);
    await expectSaga(alumniModerationSaga)
      .withReducer(reducer)
      .provide([...base, [matchers.call.fn(fetchPosts), ok({ data: [], total: 0 })]] as never)
      .dispatch(ev.opened({ channel: 'PUBLIC', view: 'posts' }))
      .delay(10)
      .dispatch(ev.mpAccountChosen({ mpAccount: '校友会公众号' }))
      .call(fetchPosts, api, { channel: 'PUBLIC', pageIndex: 1, pageSize: 40, mpAccount: '校友会公众号' })
      .silentRun(100);
    // the alumni circle has no accounts to read
    await expectSaga(alumniModerationSaga)
      .withReducer(reducer)
      .provide([...base, [matchers.call.fn(fetchPosts), ok({ data: [], total: 0 })]] as never)
      .dispatch(ev.opened({ channel: 'ALUMNI', view: 'posts' }))
      .not.call.fn(fetchMpAccounts)
      .silentRun(100);
  });

  it("downloads the chosen account's message history (messageCenterHistoryMsg/downloadFile) and saves it as xlsx; a failure is a toast", async () => {
    const blob = new Blob(['xlsx']);
    const { storeState } = await expectSaga(alumniModerationSaga)
      .withReducer(reducer)
      .provide([
        ...base,
        [matchers.call.fn(fetchPosts), ok({ data: [], total: 0 })],
        [matchers.call.fn(downloadMpMessages), blob],
        [matchers.call.fn(saveBlob), undefined],
      ] as never)
      .dispatch(ev.opened({ channel: 'PUBLIC', view: 'posts' }))
      .dispatch(ev.mpAccountChosen({ mpAccount: '滨江校友会' }))
      .dispatch(ev.messagesDownloadRequested())
      .call(downloadMpMessages, api, '滨江校友会')
      .call(saveBlob, blob, '公众号消息记录-滨江校友会.xlsx')
      .put(ev.messagesDownloadEnded())
      .silentRun(100);
    expect(storeState.alumniModeration.downloading).toBe(false);
    await expectSaga(alumniModerationSaga)
      .withReducer(reducer)
      .provide([
        ...base,
        [matchers.call.fn(fetchPosts), ok({ data: [], total: 0 })],
        [matchers.call.fn(downloadMpMessages), throwError(new ApiError(8010, '接口请求超时'))],
      ] as never)
      .dispatch(ev.opened({ channel: 'PUBLIC', view: 'posts' }))
      .dispatch(ev.messagesDownloadRequested())
      .call(downloadMpMessages, api, '')
      .not.call.fn(saveBlob)
      .put.like({ action: { type: 'ui/toastShown', payload: { kind: 'error', text: '消息记录下载失败：接口请求超时' } } })
      .put(ev.messagesDownloadEnded())
      .silentRun(100);
  });

  it('refuses a block without a reason in the dialog, never calling the server', async () => {
    const { storeState } = await expectSaga(alumniModerationSaga)
      .withReducer(reducer)
      .provide([...base, [matchers.call.fn(fetchPosts), ok({ data: [card(1)], total: 1 })]] as never)
      .dispatch(ev.opened({ channel: 'ALUMNI', view: 'posts' }))
      .dispatch(ev.blockClicked({ postId: 1 }))
      .dispatch(ev.blockConfirmed())
      .not.call.fn(blockPost)
      .silentRun(100);
    expect(storeState.alumniModeration.block?.message).toEqual({ key: 'alumniPosts.blockReasonRequired' });
  });

  it('blocks with a reason, then reads the list again', async () => {
    const { storeState } = await expectSaga(alumniModerationSaga)
      .withReducer(reducer)
      .provide([...base, [matchers.call.fn(fetchPosts), ok({ data: [card(1)], total: 1 })], [matchers.call.fn(blockPost), ok({}, '已屏蔽')]] as never)
      .dispatch(ev.opened({ channel: 'ALUMNI', view: 'posts' }))
      .dispatch(ev.blockClicked({ postId: 1 }))
      .dispatch(ev.blockReasonChosen({ reasonId: 5 }))
      .dispatch(ev.blockNoteChanged({ note: ' 多次发布 ' }))
      .dispatch(ev.blockConfirmed())
      .call(blockPost, api, { id: 1, reasonId: 5, note: '多次发布' })
      .put(ev.blockDone({ message: { text: '已屏蔽' } }))
      .silentRun(100);
    expect(storeState.alumniModeration.block).toBeNull();
    expect(storeState.alumniModeration.notice).toEqual({ text: '已屏蔽' });
    expect(api.request).not.toHaveBeenCalled();
  });

  it('blocks a reported post through the decision call', async () => {
    await expectSaga(alumniModerationSaga)
      .withReducer(reducer)
      .provide([...base, [matchers.call.fn(fetchReportGroups), ok({ data: [], total: 0 })], [matchers.call.fn(decideReports), ok({}, '已屏蔽')]] as never)
      .dispatch(ev.opened({ channel: 'ALUMNI', view: 'reports' }))
      .dispatch(ev.blockClicked({ postId: 9, fromReports: true }))
      .dispatch(ev.blockReasonChosen({ reasonId: 5 }))
      .dispatch(ev.blockConfirmed())
      .call(decideReports, api, { postId: 9, decision: 'BLOCK', reasonId: 5, note: undefined })
      .silentRun(100);
  });

  it('keeps the dialog open with the server’s words when the block is refused', async () => {
    const { storeState } = await expectSaga(alumniModerationSaga)
      .withReducer(reducer)
      .provide([
        ...base,
        [matchers.call.fn(fetchPosts), ok({ data: [card(1)], total: 1 })],
        [matchers.call.fn(blockPost), { status: 1002, msg: '该动态已被屏蔽', result: null }],
      ] as never)
      .dispatch(ev.opened({ channel: 'ALUMNI', view: 'posts' }))
      .dispatch(ev.blockClicked({ postId: 1 }))
      .dispatch(ev.blockReasonChosen({ reasonId: 5 }))
      .dispatch(ev.blockConfirmed())
      .put(ev.blockFailed({ message: { text: '该动态已被屏蔽' } }))
      .silentRun(100);
    expect(storeState.alumniModeration.block).toMatchObject({ saving: false, message: { text: '该动态已被屏蔽' } });
  });

  it('opens a post’s details, and forbids its author after confirming', async () => {
    const details = { post: card(1), comments: [], likes: [], forwards: [] };
    await expectSaga(alumniModerationSaga)
      .withReducer(reducer)
      .provide([
        ...base,
        [matchers.call.fn(fetchPosts), ok({ data: [card(1)], total: 1 })],
        [matchers.call.fn(fetchPostDetails), ok(details)],
        [matchers.call.fn(setAuthorForbidden), ok({ changed: 1 }, '操作成功')],
      ] as never)
      .dispatch(ev.opened({ channel: 'ALUMNI', view: 'posts' }))
      .dispatch(ev.postOpened({ id: 1, tab: 'likes' }))
      .put(ev.detailsLoaded({ id: 1, details }))
      .dispatch(ev.confirmAsked({ kind: 'forbid', alumniUserId: 3, name: '张三' }))
      .dispatch(ev.confirmAccepted())
      .call(setAuthorForbidden, api, 3, true)
      .put(ev.confirmDone({ message: { text: '操作成功' } }))
      .silentRun(100);
  });
});
