// How every write call is recorded in the history (issue 29), declared on its route as
// `config.audit`, so a test can walk the registered routes and find any write without history
// (test/server/audit/writeRoutes.test.ts):
// - `RECORDED_INSIDE`: the call's own work writes its audit row in the transaction of the write
//   (collections through resources/audited.ts, documents through documents/write.ts, members,
//   app keys, the card designer, business packages, alumni moderation, the score mechanism);
// - `recordedBy({ key, action, before?, entries })`: the route is wrapped here. `before` reads
//   what the call is about while it still exists (the names of the records a removal takes);
//   once the call answered success (1000), `entries` says which rows to write, each naming its
//   object (an id, a title) and the changes. For areas whose work keeps files or queues a job
//   outside one transaction (imports, photos, the robot library, presets…), the row follows
//   the write rather than sharing its transaction.
// Reads done by POST are listed in postReads.ts; auth and public calls are outside the history.
import type { FastifyInstance, FastifyRequest, RouteHandlerMethod, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { AuditAction, AuditTargetKind } from '../../shared/documents/audit';
import type { FieldChange } from '../../shared/documents/types';
import { isEnvelope, Status } from '../../shared/protocol';
import type { Db } from '../db/schema';
import { recordAudit } from './record';

/** One row a call leaves: its object (id, title) and its changes; the action when not the call's. */
export interface CallAuditEntry {
  id?: string | number | null;
  /** undefined: read from the object as it is after the call */
  title?: string | null;
  action?: AuditAction;
  changes: FieldChange[];
}

export interface CallContext<B> {
  db: Db;
  tenantId: string;
  body: B;
  request: FastifyRequest;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface CallAudit<B = any, R = any, P = any> {
  /** a hand-built target (src/shared/audit/handBuiltTargets.ts) or a collection's key */
  key: string;
  kind?: AuditTargetKind;
  action: AuditAction;
  before?: (ctx: CallContext<B>) => Promise<P>;
  entries: (ctx: CallContext<B> & { result: R; before: P }) => CallAuditEntry[] | Promise<CallAuditEntry[]>;
}

export const RECORDED_INSIDE = 'inside';
export type RouteAudit = typeof RECORDED_INSIDE | CallAudit;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** how the call's writes reach the history (routeAudit.ts) */
    audit?: RouteAudit;
  }
}

/** The route config of a write that records its own audit row in its transaction. */
export const recordedInside = { audit: RECORDED_INSIDE } as const;

/** The route config of a write this module records once it answered success. */
export const recordedBy = <B, R = unknown, P = undefined>(audit: CallAudit<B, R, P>) => ({ audit: audit as CallAudit });

const succeeded = (answer: unknown): answer is { status: number; result: unknown } =>
  isEnvelope(answer) && (answer.status === Status.OK || answer.status === Status.LEGACY_OK);

function wrap(app: FastifyInstance, audit: CallAudit, handler: RouteHandlerMethod): RouteHandlerMethod {
  return async function (this: FastifyInstance, request, reply) {
    const auth = request.auth;
    if (!auth) return handler.call(this, request, reply);
    const ctx: CallContext<unknown> = { db: app.db, tenantId: auth.tenantId, body: request.body, request };
    const before = audit.before ? await audit.before(ctx) : undefined;
    const answer = await handler.call(this, request, reply);
    if (!succeeded(answer)) return answer;
    const entries = await audit.entries({ ...ctx, result: answer.result, before });
    for (const e of entries) {
      await recordAudit(app.db, {
        tenantId: auth.tenantId,
        actor: { account: auth.account, name: auth.userName },
        action: e.action ?? audit.action,
        target: { kind: audit.kind ?? 'collection', key: audit.key, id: e.id ?? null, ...(e.title === undefined ? {} : { title: e.title }) },
        changes: e.changes,
      });
    }
    return answer;
  };
}

/** Wraps the routes declared `recordedBy(...)`; registered before the routes. */
export default fp(
  async (app) => {
    app.addHook('onRoute', (route: RouteOptions) => {
      const audit = route.config?.audit;
      if (audit && typeof audit === 'object') route.handler = wrap(app, audit, route.handler);
    });
  },
  { name: 'route-audit' },
);
