// GET /healthz and GET /readyz (README, "Operations"), for a load balancer or an orchestrator:
// unauthenticated, unsigned, plain JSON, never cached. /healthz answers 200 while the process
// runs and touches nothing; /readyz runs readiness.ts's checks and answers 200 when all pass,
// 503 naming the ones that failed (names only).
import type { FastifyInstance } from 'fastify';
import type { DataDirLock } from '../db/dataLock/lockHandle';
import { OPERATIONS_PATHS } from './paths';
import { checkReadiness, CHECK_NAMES, failedChecks, readinessLogger, RunnerLike } from './readiness';

export interface HealthRoutesOptions {
  /** the data folder's lock (main.ts); the check is 'off' without one */
  lock?: Pick<DataDirLock, 'held'>;
  /** how long the database has to answer (READY_DB_TIMEOUT_MS by default) */
  timeoutMs?: number;
}

const STATE = { type: 'string', enum: ['ok', 'failed', 'off'] } as const;
const CHECKS = { type: 'object', properties: Object.fromEntries(CHECK_NAMES.map((n) => [n, STATE])), additionalProperties: false } as const;
const READY_ANSWER = {
  type: 'object',
  properties: { status: { type: 'string' }, failed: { type: 'array', items: { type: 'string' } }, checks: CHECKS },
  additionalProperties: false,
} as const;

/** Every job runner the app's features made (each decorator is there once its plugin loaded). */
function runnersOf(app: FastifyInstance): RunnerLike[] {
  const all: (RunnerLike | undefined)[] = [app.imports?.runner, app.exports?.runner, app.photoImports?.runner, app.businessPackages?.runner, app.news?.runner];
  return all.filter((r): r is RunnerLike => r !== undefined);
}

export default async function healthRoutes(app: FastifyInstance, opts: HealthRoutesOptions) {
  const logChange = readinessLogger(app.log);
  app.get(
    OPERATIONS_PATHS.health,
    { config: { right: 'public' }, schema: { response: { 200: { type: 'object', properties: { status: { type: 'string' } }, additionalProperties: false } } } },
    async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'alive' }),
  );
  app.get(OPERATIONS_PATHS.ready, { config: { right: 'public' }, schema: { response: { 200: READY_ANSWER, 503: READY_ANSWER } } }, async (_request, reply) => {
    const { checks, why } = await checkReadiness({
      db: app.db,
      now: () => app.now(),
      runners: () => runnersOf(app),
      lock: opts.lock,
      timeoutMs: opts.timeoutMs,
    });
    const failed = failedChecks(checks);
    logChange(failed, why);
    return reply
      .code(failed.length ? 503 : 200)
      .header('cache-control', 'no-store')
      .send({ status: failed.length ? 'unready' : 'ready', failed, checks });
  });
}
