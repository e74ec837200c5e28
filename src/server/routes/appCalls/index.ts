// The platform apps' batch calls under /api/public/apps (no session: paths.ts), each
// authenticated by the tenant's app key and its signature (src/server/appCalls/authenticate.ts),
// plain JSON in and out; and the console's two app key calls (signed console calls, enveloped).
import type { FastifyInstance } from 'fastify';
import { APP_CALL_PATHS, FavouriteBatch, MAX_BATCH_ITEMS, RatingBatch, VisitBatch } from '../../../shared/appCalls/api';
import { createAppAuthenticator } from '../../appCalls/authenticate';
import { recordFavourites } from '../../appCalls/favourites';
import { DEFAULT_RATE, RateOptions } from '../../appCalls/rateLimit';
import { recordRatings } from '../../appCalls/ratings';
import { recordVisits } from '../../appCalls/visits';
import { refuseApp } from '../../appCalls/refusal';
import underPressure from '@fastify/under-pressure';
import { INTAKE_MAX_EVENT_LOOP_DELAY_MS, INTAKE_RETRY_AFTER_S, IntakeGateOptions, registerIntakeGate } from '../../appCalls/intakeGate';
import { refuseBeforeTenant } from '../../appCalls/times';
import { findInputProblem } from '../../plugins/protocol/inputText';
import appKeyRoutes from './appKeys';
import { registerPlainJson } from './errors';
import {
  alumniCommentsSchema,
  alumniForwardsSchema,
  alumniLikesSchema,
  alumniPostsSchema,
  alumniReportsSchema,
  favouritesSchema,
  ratingsSchema,
  visitsSchema,
} from './schemas';
import { ALUMNI_APP_PATHS, CommentIn, ForwardIn, LikeIn, PostIn, ReportIn } from '../../../shared/alumni/posts';
import { createCheckerCache } from '../../alumni/wordCheck/cache';
import { recordComments } from '../../alumni/intake/comments';
import { recordLikes } from '../../alumni/intake/likes';
import { recordForwards, recordPosts } from '../../alumni/intake/posts';
import { recordReports } from '../../alumni/intake/reports';
import { explainOutcomes } from '../../alumni/intake/outcomes';

/** room for MAX_BATCH_ITEMS visits of ~120 bytes each; a longer body is refused 413 */
const BODY_LIMIT = MAX_BATCH_ITEMS * 160;

export interface AppCallsOptions {
  rate?: RateOptions;
  /** batches taken at once (intakeGate.ts; the bench and tests choose) */
  intake?: IntakeGateOptions;
}

async function publicAppCalls(app: FastifyInstance, options: AppCallsOptions) {
  registerPlainJson(app);
  // backpressure, before anything is read: the batches in flight (intakeGate.ts), and the event
  // loop's lag (@fastify/under-pressure, scoped to these routes); both answer 503 with Retry-After
  registerIntakeGate(app, options.intake, app.metrics.intake);
  const maxEventLoopDelay = options.intake?.maxEventLoopDelayMs ?? INTAKE_MAX_EVENT_LOOP_DELAY_MS;
  if (maxEventLoopDelay > 0) {
    await app.register(underPressure, {
      maxEventLoopDelay,
      pressureHandler: (request, reply) => {
        void reply
          .code(503)
          .header('retry-after', String(INTAKE_RETRY_AFTER_S))
          .send({ message: request.t('appCalls.intakeBusy', { seconds: INTAKE_RETRY_AFTER_S }), retryAfter: INTAKE_RETRY_AFTER_S });
      },
    });
  }
  app.decorateRequest('appTenant', null);
  app.decorateRequest('appTenantSince', null);
  const authenticate = createAppAuthenticator(app.db, () => app.now(), options.rate ?? DEFAULT_RATE);
  // after the body is parsed (the signature hashes its text), before the schema: only a verified
  // caller learns what is wrong with its batch
  app.addHook('preValidation', authenticate);
  // the protocol's check of NULs, lone surrogates, huge numbers and depth, answered in plain JSON
  app.addHook('preValidation', async (request) => {
    const problem = findInputProblem(request.body);
    if (problem) {
      const field = problem.path || '(body)';
      refuseApp(400, problem.key, { field }, { field });
    }
  });
  // after the schema: an item dated before the school's tenant existed is refused, naming it
  app.addHook('preHandler', async (request) => refuseBeforeTenant(request.body, request.appTenantSince!));
  const tenantOf = (request: { appTenant: string | null }) => request.appTenant!;
  const route = { bodyLimit: BODY_LIMIT, config: { ownInputCheck: true } };

  app.post<{ Body: VisitBatch }>(APP_CALL_PATHS.visits, { ...route, schema: visitsSchema }, async (request) => {
    const answer = await recordVisits(app.db, tenantOf(request), request.body, app.now());
    app.visitFiler.recorded();
    return answer;
  });
  app.post<{ Body: FavouriteBatch }>(APP_CALL_PATHS.favourites, { ...route, schema: favouritesSchema }, (request) =>
    recordFavourites(app.db, tenantOf(request), request.body, app.now()),
  );
  app.post<{ Body: RatingBatch }>(APP_CALL_PATHS.ratings, { ...route, schema: ratingsSchema }, (request) =>
    recordRatings(app.db, tenantOf(request), request.body, app.now()),
  );

  // the alumni circle's posts, forwards, comments, likes and reports (issue 15), as the circle's
  // published settings allow (alumni/intake/circle.ts); each item's outcome explained in the
  // caller's language (alumni/intake/outcomes.ts)
  const checkers = createCheckerCache(() => app.now());
  type Batch<K extends string, T> = { batchId: string } & Record<K, T[]>;
  app.post<{ Body: Batch<'posts', PostIn> }>(ALUMNI_APP_PATHS.posts, { ...route, schema: alumniPostsSchema }, async (request) =>
    explainOutcomes(await recordPosts(app.db, checkers, tenantOf(request), request.body, app.now()), request.t),
  );
  app.post<{ Body: Batch<'forwards', ForwardIn> }>(ALUMNI_APP_PATHS.forwards, { ...route, schema: alumniForwardsSchema }, async (request) =>
    explainOutcomes(await recordForwards(app.db, checkers, tenantOf(request), request.body, app.now()), request.t),
  );
  app.post<{ Body: Batch<'comments', CommentIn> }>(ALUMNI_APP_PATHS.comments, { ...route, schema: alumniCommentsSchema }, async (request) =>
    explainOutcomes(await recordComments(app.db, checkers, tenantOf(request), request.body, app.now()), request.t),
  );
  app.post<{ Body: Batch<'likes', LikeIn> }>(ALUMNI_APP_PATHS.likes, { ...route, schema: alumniLikesSchema }, async (request) =>
    explainOutcomes(await recordLikes(app.db, tenantOf(request), request.body, app.now()), request.t),
  );
  app.post<{ Body: Batch<'reports', ReportIn> }>(ALUMNI_APP_PATHS.reports, { ...route, schema: alumniReportsSchema }, async (request) =>
    explainOutcomes(await recordReports(app.db, tenantOf(request), request.body, app.now()), request.t),
  );
}

export default async function appCallRoutes(app: FastifyInstance, options: AppCallsOptions) {
  app.register(publicAppCalls, options);
  app.register(appKeyRoutes);
}
