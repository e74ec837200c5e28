// Typed calls of the alumni moderation screens (src/shared/alumni/posts.ts ALUMNI_POST_PATHS).
import type {
  PostCard,
  PostDetails,
  PostListQuery,
  PostPage,
  ReportDecideBody,
  ReportGroup,
  ReportReason,
  BlockBody,
  ChannelPage,
} from '../../shared/alumni/posts';
import { ALUMNI_POST_PATHS } from '../../shared/alumni/posts';
import { MpAccount, PUBLIC_ACCOUNT_PATHS } from '../../shared/alumni/publicAccounts';
import type { Envelope } from '../../shared/protocol';
import type { PageResult } from '../../shared/resources/types';
import type { Api } from './types';

/** platformalumniaction/getDynamicList: a channel's posts, filtered and paged */
export const fetchPosts = (api: Api, body: PostListQuery): Promise<Envelope<PostPage>> =>
  api.request<PostPage>({ method: 'POST', url: ALUMNI_POST_PATHS.list, data: body });

/** the campuses posts name (ours) */
export const fetchPostCampuses = (api: Api): Promise<Envelope<{ campusName: string }[]>> =>
  api.request<{ campusName: string }[]>({ method: 'GET', url: ALUMNI_POST_PATHS.campuses });

/** POST platformalumniaction/getDynamicDetails { id } (document 002 §7): comments with replies, likes, forwards */
export const fetchPostDetails = (api: Api, id: number): Promise<Envelope<PostDetails>> =>
  api.request<PostDetails>({ method: 'POST', url: ALUMNI_POST_PATHS.details, data: { id } });

/** platformalumnireportreasonconfig/getReportReason */
export const fetchReportReasons = (api: Api): Promise<Envelope<ReportReason[]>> =>
  api.request<ReportReason[]>({ method: 'GET', url: ALUMNI_POST_PATHS.reasons });

/** platformalumniaction/shield: block with a reason */
export const blockPost = (api: Api, body: BlockBody): Promise<Envelope<unknown>> => api.request({ method: 'POST', url: ALUMNI_POST_PATHS.shield, data: body });

/** unshield (ours): a blocked or held post shown again */
export const unblockPost = (api: Api, id: number): Promise<Envelope<unknown>> => api.request({ method: 'POST', url: ALUMNI_POST_PATHS.unshield, data: { id } });

/** the blocked posts (ours) */
export const fetchBlockedPosts = (api: Api, body: ChannelPage): Promise<Envelope<PageResult<PostCard>>> =>
  api.request<PageResult<PostCard>>({ method: 'POST', url: ALUMNI_POST_PATHS.shielded, data: body });

/** open reports grouped by post (ours) */
export const fetchReportGroups = (api: Api, body: ChannelPage): Promise<Envelope<PageResult<ReportGroup>>> =>
  api.request<PageResult<ReportGroup>>({ method: 'POST', url: ALUMNI_POST_PATHS.reports, data: body });

/** a report group's decision: block (with a reason) or dismiss (ours) */
export const decideReports = (api: Api, body: ReportDecideBody): Promise<Envelope<unknown>> =>
  api.request({ method: 'POST', url: ALUMNI_POST_PATHS.decide, data: body });

/** platformalumniuser/updateForbidden: the alumni users' forbid action */
export const setAuthorForbidden = (api: Api, alumniUserId: number, forbidden: boolean): Promise<Envelope<unknown>> =>
  api.request({ method: 'POST', url: ALUMNI_POST_PATHS.forbid, data: { ids: [alumniUserId], forbidden } });

/** POST im/mp/mpInfoList (document 002 §7): the tenant's public accounts, for the public-account screens' filter */
export const fetchMpAccounts = (api: Api): Promise<Envelope<MpAccount[]>> =>
  api.request<MpAccount[]>({ method: 'POST', url: PUBLIC_ACCOUNT_PATHS.list, data: {} });

/** POST messageCenterHistoryMsg/downloadFile (document 000 §7): the public accounts' message history, an xlsx file */
export const downloadMpMessages = (api: Api, accountName: string): Promise<Blob> =>
  api.download({ method: 'POST', url: PUBLIC_ACCOUNT_PATHS.messagesDownload, data: accountName ? { accountName } : {}, client: 'long' });
