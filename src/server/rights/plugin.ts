// The one check of rights (issue 36). As fastify registers each route, its right is settled
// (routeRights.ts: its own config.right, or the declarations) and kept in its config; a route no
// declaration covers keeps none, which the route walk test fails on, and which refuses every
// signed-in call here (closed by default). On each signed-in call, after the tenant guard and
// before validation, the session's rights (read with the session: auth plugin) must allow the
// route's need; else 1002 权限不足 naming the right, and nothing is done.
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { allows, rightLabel, RouteRight, screenRight } from '../../shared/rights/catalogue';
import { refusedAs } from '../envelope';
import type { ResourceDef } from '../../shared/resources';
import { declaredRight } from './routeRights';

type Need = Exclude<RouteRight, 'public' | 'signedIn'>;

/** The refusal of a call the rights do not allow, naming what it needs in the caller's language. */
export function refusalOf(request: FastifyRequest, need: Need) {
  const label = rightLabel(need);
  if (need.danger && need.screens.some((s) => request.auth?.rights.has(screenRight(s, need.access)))) {
    return refusedAs(request.t, 'rights.refusedDanger', { danger: request.t(label.danger!) });
  }
  return refusedAs(request.t, 'rights.refused', { screen: request.t(label.screen), access: request.t(label.access) });
}

export default fp(
  async (app, opts: { resources?: readonly ResourceDef[] }) => {
    app.addHook('onRoute', (route) => {
      const declared = declaredRight(route, opts.resources);
      if (!declared) return;
      route.config = { ...route.config, right: declared.right, ...(declared.rightOfBody ? { rightOfBody: declared.rightOfBody } : {}) };
    });

    app.addHook('preValidation', async (request, reply) => {
      const auth = request.auth;
      // no session (a public route), or no route (the not-found handler answers)
      if (!auth || request.is404) return;
      const config = request.routeOptions.config;
      const right = config.right;
      if (right === 'public' || right === 'signedIn') return;
      if (!right) {
        request.log.error({ url: request.routeOptions.url }, 'route declares no right');
        return reply.code(200).send(refusedAs(request.t, 'protocol.forbidden'));
      }
      const need = config.rightOfBody ? config.rightOfBody(request.body) : right;
      if (allows(auth.rights, need)) return;
      request.log.info({ userId: auth.userId, need }, 'call refused by rights');
      return reply.code(200).send(refusalOf(request, need));
    });
  },
  { name: 'rights', dependencies: ['auth', 'tenant-guard'] },
);
