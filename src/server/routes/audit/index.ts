// POST /api/audit/list: the caller's tenant's audit trail, for the history screen.
import type { FastifyInstance } from 'fastify';
import { AUDIT_ACTIONS, AUDIT_LIST_PATH, AUDIT_TARGET_KINDS } from '../../../shared/documents/audit';
import { empty, ok } from '../../envelope';
import { bodySchema, PAGE_INDEX, PAGE_SIZE, text } from '../../schemas/request';
import { authOf } from '../../types';
import { AuditQuery, listAudit } from '../../audit/list';
import { envelopeResponse, PAGE_RESULT } from '../../schemas/response';

/** a day, or an ISO time with a zone (what the console's date pickers send) */
const BOUND = {
  type: 'string',
  maxLength: 40,
  pattern: '^(\\d{4}-\\d{2}-\\d{2}|\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2}))?$',
} as const;

export const auditListSchema = bodySchema({
  current: PAGE_INDEX,
  size: PAGE_SIZE,
  kind: { type: 'string', enum: [...AUDIT_TARGET_KINDS, ''] },
  key: text(64),
  action: { type: 'string', enum: [...AUDIT_ACTIONS, ''] },
  /** the actor's account, or a part of their name */
  actor: text(64),
  from: BOUND,
  to: BOUND,
});

export default async function auditRoutes(app: FastifyInstance) {
  app.post<{ Body: AuditQuery }>(AUDIT_LIST_PATH, { schema: { body: auditListSchema, response: envelopeResponse(PAGE_RESULT) } }, async (request) => {
    const page = await listAudit(app.db, authOf(request).tenantId, request.body);
    return page.data.length === 0 ? empty(page, request.t('common.noData')) : ok(page);
  });
}
