// The administrators' accounts (issue 36, /adminAccounts under 系统管理) and the session's own
// rights call. Each write is recorded in the history under 'adminAccounts' (never a password).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HAND_BUILT_KEYS } from '../../../shared/audit/handBuiltTargets';
import { passwordProblem } from '../../../shared/auth/password';
import { ADMIN_PATHS, AdminSaveBody, RIGHTS_PATH } from '../../../shared/rights/api';
import type { RouteRight } from '../../../shared/rights/catalogue';
import { changesBetween } from '../../audit/callChanges';
import { recordedBy } from '../../audit/routeAudit';
import {
  adminSnapshot,
  Before,
  createAdmin,
  generatePassword,
  isRefusal,
  listAdmins,
  Refusal,
  resetAdminPassword,
  roleOptions,
  setAdminEnabled,
  unlockAdmin,
  updateAdmin,
} from '../../admins/accounts';
import { hashPassword } from '../../auth/passwords';
import { sessionRightsOf } from '../../auth/permissions';
import { strengthProblem } from '../../auth/strength';
import { fieldError, invalid, ok, refusedAs } from '../../envelope';
import { bodySchema, ID, PAGING, text } from '../../schemas/request';
import { envelopeResponse } from '../../schemas/response';
import { authOf, Translate } from '../../types';

const READ: RouteRight = { screens: ['/adminAccounts'], access: 'read' };
const WRITE: RouteRight = { screens: ['/adminAccounts'], access: 'write' };
const FIELDS = ['account', 'userName', 'role', 'enabled', 'password', 'locked'] as const;

const audit = (action: 'create' | 'update', mark?: (body: { id?: number }) => Record<string, unknown>) =>
  recordedBy<{ id?: number }, { id: number }, Before | null>({
    key: HAND_BUILT_KEYS.adminAccounts,
    action,
    before: ({ db, tenantId, body }) => (body.id ? adminSnapshot(db, tenantId, body.id) : Promise.resolve(null)),
    entries: async ({ db, tenantId, result, before, body }) => {
      const after = await adminSnapshot(db, tenantId, result.id);
      const changes = changesBetween(before as Record<string, unknown> | null, { ...after, ...(mark?.(body) ?? {}) } as Record<string, unknown>, FIELDS);
      return changes.length ? [{ id: result.id, title: after ? `${after.userName}（${after.account}）` : null, changes }] : [];
    },
  });

const answer = (t: Translate, outcome: object | Refusal, msgKey: string) =>
  isRefusal(outcome as Refusal) ? refusedAs(t, (outcome as Refusal).refused, (outcome as Refusal).params) : ok(outcome, t(msgKey));

/** A typed password checked by the shared rule and the strength estimate, or a generated one. */
async function passwordOf(request: FastifyRequest, typed: string | undefined, account: string) {
  if (!typed) return { password: generatePassword(), generated: true };
  const problem = passwordProblem(typed, { account }) ?? (await strengthProblem(typed, { account, tenantId: authOf(request).tenantId }));
  if (problem) return { error: invalid(request.t, [fieldError(request.t, 'password', problem.key, problem.params)]) };
  return { password: typed, generated: false };
}

export default async function adminRoutes(app: FastifyInstance) {
  app.post(RIGHTS_PATH, { config: { right: 'signedIn' }, schema: { body: bodySchema(), response: envelopeResponse() } }, async (request) =>
    ok(sessionRightsOf(authOf(request).rights)),
  );

  app.post<{ Body: { pageIndex?: number; pageSize?: number; keyword?: string } }>(
    ADMIN_PATHS.list,
    { config: { right: READ }, schema: { body: bodySchema({ ...PAGING, keyword: text(64) }), response: envelopeResponse() } },
    async (request) => {
      const auth = authOf(request);
      const pageIndex = Math.max(1, request.body.pageIndex ?? 1);
      const pageSize = Math.min(100, Math.max(1, request.body.pageSize ?? 20));
      return ok(await listAdmins(app.db, auth.tenantId, auth.userId, app.now(), { keyword: request.body.keyword, pageIndex, pageSize }));
    },
  );

  app.post(ADMIN_PATHS.roles, { config: { right: READ }, schema: { body: bodySchema(), response: envelopeResponse() } }, async (request) =>
    ok(await roleOptions(app.db, authOf(request).tenantId)),
  );

  app.post<{ Body: AdminSaveBody }>(
    ADMIN_PATHS.save,
    {
      config: { right: WRITE, ...audit('create', () => ({ password: '******' })) },
      schema: {
        body: bodySchema({ account: text(64, 1), userName: text(64, 1), roleId: ID, password: text(128) }, ['account', 'userName', 'roleId']),
        response: envelopeResponse(),
      },
    },
    async (request) => {
      const body = request.body;
      if (!body.account.trim()) return invalid(request.t, [fieldError(request.t, 'account', 'validation.required')]);
      const pw = await passwordOf(request, body.password, body.account);
      if ('error' in pw) return pw.error;
      const outcome = await createAdmin(app.db, authOf(request).tenantId, { ...body, passwordHash: await hashPassword(pw.password!) });
      if (isRefusal(outcome)) return refusedAs(request.t, outcome.refused, outcome.params);
      return ok({ id: outcome.id, ...(pw.generated ? { password: pw.password } : {}) }, request.t('admins.saved'));
    },
  );

  app.post<{ Body: { id: number; userName: string; roleId: number } }>(
    ADMIN_PATHS.update,
    {
      config: { right: WRITE, ...audit('update') },
      schema: { body: bodySchema({ id: ID, userName: text(64, 1), roleId: ID }, ['id', 'userName', 'roleId']), response: envelopeResponse() },
    },
    async (request) => answer(request.t, await updateAdmin(app.db, authOf(request).tenantId, request.body, app.now()), 'admins.saved'),
  );

  app.post<{ Body: { id: number; enabled: boolean } }>(
    ADMIN_PATHS.setEnabled,
    {
      config: { right: WRITE, ...audit('update') },
      schema: { body: bodySchema({ id: ID, enabled: { type: 'boolean' } }, ['id', 'enabled']), response: envelopeResponse() },
    },
    async (request) => {
      const auth = authOf(request);
      const outcome = await setAdminEnabled(app.db, auth.tenantId, auth.userId, request.body, app.now());
      return answer(request.t, outcome, request.body.enabled ? 'admins.enabledDone' : 'admins.disabled');
    },
  );

  app.post<{ Body: { id: number; password?: string } }>(
    ADMIN_PATHS.resetPassword,
    {
      config: { right: WRITE, ...audit('update', () => ({ password: '******' })) },
      schema: { body: bodySchema({ id: ID, password: text(128) }, ['id']), response: envelopeResponse() },
    },
    async (request) => {
      const auth = authOf(request);
      const target = await adminSnapshot(app.db, auth.tenantId, request.body.id);
      if (!target) return refusedAs(request.t, 'admins.notFound');
      const pw = await passwordOf(request, request.body.password, target.account);
      if ('error' in pw) return pw.error;
      const outcome = await resetAdminPassword(app.db, auth.tenantId, request.body.id, await hashPassword(pw.password!), app.now());
      if (isRefusal(outcome)) return refusedAs(request.t, outcome.refused, outcome.params);
      return ok({ id: outcome.id, ...(pw.generated ? { password: pw.password } : {}) }, request.t('admins.passwordReset'));
    },
  );

  app.post<{ Body: { id: number } }>(
    ADMIN_PATHS.unlock,
    {
      config: { right: WRITE, ...audit('update', () => ({ locked: false })) },
      schema: { body: bodySchema({ id: ID }, ['id']), response: envelopeResponse() },
    },
    async (request) => answer(request.t, await unlockAdmin(app.db, authOf(request).tenantId, request.body.id), 'admins.unlocked'),
  );
}
