// Typed call of the audit trail (src/shared/documents/audit.ts): one page of the caller's
// tenant's changes, filtered.
import { AUDIT_LIST_PATH, AuditEntry, AuditListQuery } from '../../shared/documents/audit';
import type { PageResult } from '../../shared/resources/types';
import type { Envelope } from '../../shared/protocol';
import type { Api } from './types';

export function fetchAuditPage(api: Api, query: AuditListQuery): Promise<Envelope<PageResult<AuditEntry>>> {
  return api.request<PageResult<AuditEntry>>({ method: 'POST', url: AUDIT_LIST_PATH, data: query });
}
