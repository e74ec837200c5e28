// The metrics as one plugin (README, "Operations"): decorates app.metrics (appMetrics.ts) for the
// features that count (imports, exports, the apps' intake), times every answer in one onResponse
// hook (fastify's own elapsed time, the matched route's pattern: never the raw URL, so the labels
// stay few), and serves GET /metrics in Prometheus' text format to whoever access.ts lets in.
// Registered right after the database, so its hook covers every route after it.
import fp from 'fastify-plugin';
import { OPERATIONS_PATHS } from '../paths';
import { metricsAccess } from './access';
import type { PoolUse } from '../../db/open';
import { AppMetrics, createAppMetrics } from './appMetrics';

export interface MetricsOptions {
  /** METRICS_TOKEN: a scrape must send it as a bearer token; without one, loopback only */
  token?: string;
  /** the database pool's use (db/open.ts) */
  pool?: PoolUse;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

export const UNMATCHED_ROUTE = '(unmatched)';

export default fp<MetricsOptions>(
  async (app, opts) => {
    const metrics = createAppMetrics({ db: app.db, now: () => app.now(), pool: opts.pool });
    app.decorate('metrics', metrics);
    app.addHook('onResponse', async (request, reply) => {
      const route = request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE);
      metrics.answered(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    });
    app.get(
      OPERATIONS_PATHS.metrics,
      {
        // no session's right: its own access check (access.ts) decides
        config: { right: 'public' },
        schema: {
          response: { 200: { type: 'string' }, 401: { description: 'METRICS_TOKEN is set and was not sent' }, 403: { description: 'not a loopback caller' } },
        },
      },
      async (request, reply) => {
        const access = metricsAccess(request, opts.token);
        reply.header('cache-control', 'no-store');
        if (access === 'noToken') return reply.code(401).header('www-authenticate', 'Bearer').send();
        if (access === 'notLocal') return reply.code(403).send();
        const text = await metrics.scrape();
        return reply.type(metrics.registry.contentType).send(text);
      },
    );
  },
  { name: 'metrics', dependencies: ['db'] },
);
