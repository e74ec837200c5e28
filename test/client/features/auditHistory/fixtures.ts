// Audit entries as the list call answers them.
import type { AuditEntry } from '../../../../src/shared/documents/audit';

export const entry = (id: number, over: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2026-11-20T08:00:00.000Z',
  actor: { account: 'admin', name: '系统管理员' },
  action: 'save',
  target: { kind: 'document', key: 'appearance', id: null },
  changes: [{ path: 'footerText', before: '旧', after: '新' }],
  ...over,
});

export const page = (ids: number[], total = ids.length) => ({ status: 1000, msg: '', result: { data: ids.map((id) => entry(id)), total } });
