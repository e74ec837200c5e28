// The alumni moderation calls (src/shared/alumni/posts.ts ALUMNI_POST_PATHS; the logic lives in
// src/server/alumni/moderation): the list, a post's details, block and unblock, the reasons, the
// reports grouped by post and their decision, the blocked posts. The tenant is always the
// token's; forbidding the author is the alumni users' collection action (updateForbidden). The
// public accounts and their message history are publicAccounts.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ALUMNI_POST_PATHS, BlockBody, PostChannel, PostListQuery, ReportDecideBody } from '../../../shared/alumni/posts';
import { blockPost, dismissReports, Moderator, unblockPost } from '../../alumni/moderation/block';
import { postDetails } from '../../alumni/moderation/details';
import { listBlocked, listPosts, postCampuses } from '../../alumni/moderation/list';
import { reportReasons } from '../../alumni/moderation/reasons';
import { listReportGroups } from '../../alumni/moderation/reports';
import { envelopeResponse, LIST_RESULT, objectResult, PAGE_RESULT } from '../../schemas/response';
import { authOf } from '../../types';
import { answer } from '../members/answer';
import { getListSchema } from '../members/schemas';
import { blockSchema, channelPageSchema, decideSchema, postIdSchema, postListSchema } from './schemas';
import { recordedInside } from '../../audit/routeAudit';
import publicAccountRoutes from './publicAccounts';

const moderator = (request: FastifyRequest): Moderator => {
  const auth = authOf(request);
  return { account: auth.account, name: auth.userName };
};
const tenant = (request: FastifyRequest) => authOf(request).tenantId;
const DONE = objectResult({});

type Nullable<T> = { [K in keyof T]?: T[K] | null };
const clean = <T extends object>(body: T): T => Object.fromEntries(Object.entries(body).filter(([, v]) => v !== null && v !== '')) as T;

export default async function alumniPostRoutes(app: FastifyInstance) {
  await app.register(publicAccountRoutes);
  app.post<{ Body: Nullable<PostListQuery> }>(
    ALUMNI_POST_PATHS.list,
    { schema: { body: postListSchema, response: envelopeResponse(PAGE_RESULT) } },
    (request) => answer(() => listPosts(app.db, tenant(request), clean(request.body) as PostListQuery)),
  );
  app.get(ALUMNI_POST_PATHS.campuses, { schema: { querystring: getListSchema, response: envelopeResponse(LIST_RESULT) } }, (request) =>
    answer(() => postCampuses(app.db, tenant(request))),
  );
  // POST in document 002 §7 (a read: postReads.ts)
  app.post<{ Body: { id: number } }>(ALUMNI_POST_PATHS.details, { schema: { body: postIdSchema, response: envelopeResponse(DONE) } }, (request) =>
    answer(() => postDetails(app.db, tenant(request), request.body.id)),
  );
  app.get(ALUMNI_POST_PATHS.reasons, { schema: { querystring: getListSchema, response: envelopeResponse(LIST_RESULT) } }, (request) =>
    answer(() => reportReasons(app.db, tenant(request))),
  );
  app.post<{ Body: Nullable<BlockBody> }>(
    ALUMNI_POST_PATHS.shield,
    { config: recordedInside, schema: { body: blockSchema, response: envelopeResponse(DONE) } },
    (request) =>
      answer(
        () => blockPost(app.db, tenant(request), moderator(request), clean(request.body) as BlockBody),
        () => request.t('alumniPosts.blocked'),
      ),
  );
  app.post<{ Body: { id: number } }>(
    ALUMNI_POST_PATHS.unshield,
    { config: recordedInside, schema: { body: postIdSchema, response: envelopeResponse(DONE) } },
    (request) =>
      answer(
        () => unblockPost(app.db, tenant(request), moderator(request), request.body.id),
        (r) => request.t(r.before === 2 ? 'alumniPosts.released' : 'alumniPosts.unblocked'),
      ),
  );
  app.post<{ Body: { channel: PostChannel; pageIndex?: number; pageSize?: number } }>(
    ALUMNI_POST_PATHS.shielded,
    { schema: { body: channelPageSchema, response: envelopeResponse(PAGE_RESULT) } },
    (request) => answer(() => listBlocked(app.db, tenant(request), request.body)),
  );
  app.post<{ Body: { channel: PostChannel; pageIndex?: number; pageSize?: number } }>(
    ALUMNI_POST_PATHS.reports,
    { schema: { body: channelPageSchema, response: envelopeResponse(PAGE_RESULT) } },
    (request) => answer(() => listReportGroups(app.db, tenant(request), request.body)),
  );
  app.post<{ Body: Nullable<ReportDecideBody> }>(
    ALUMNI_POST_PATHS.decide,
    { config: recordedInside, schema: { body: decideSchema, response: envelopeResponse(DONE) } },
    (request) => {
      const body = clean(request.body) as ReportDecideBody;
      return body.decision === 'BLOCK'
        ? answer(
            () => blockPost(app.db, tenant(request), moderator(request), { id: body.postId, reasonId: body.reasonId, note: body.note }),
            () => request.t('alumniPosts.blocked'),
          )
        : answer(
            () => dismissReports(app.db, tenant(request), moderator(request), body.postId),
            () => request.t('alumniPosts.dismissed'),
          );
    },
  );
}
