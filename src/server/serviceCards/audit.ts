// Every write of the service-card designer leaves one audit row (collection `serviceCards`, the
// card's id), in the transaction of the write, so the history screen shows who changed a card.
import type { AuditAction } from '../../shared/documents/audit';
import type { FieldChange } from '../../shared/documents/types';
import { recordAudit } from '../audit/record';
import type { Tx } from '../db/transaction';

import { SERVICE_CARDS_AUDIT_KEY } from '../../shared/audit/handBuiltTargets';

export interface Actor {
  tenantId: string;
  account: string;
  name: string;
}

/** title: the card's name when it is gone (a removal); otherwise read from the card */
export const auditCard = (tx: Tx, actor: Actor, action: AuditAction, cardId: number, changes: FieldChange[], title?: string) =>
  recordAudit(tx, {
    tenantId: actor.tenantId,
    actor: { account: actor.account, name: actor.name },
    action,
    target: { kind: 'collection', key: SERVICE_CARDS_AUDIT_KEY, id: cardId, ...(title === undefined ? {} : { title }) },
    changes,
  });

/** the fields of `after` whose value differs from `before`, as audit changes */
export function changesOf(before: object, after: Record<string, unknown>, prefix = ''): FieldChange[] {
  const old = before as Record<string, unknown>;
  return Object.keys(after)
    .filter((k) => JSON.stringify(old[k] ?? null) !== JSON.stringify(after[k] ?? null))
    .map((k) => ({ path: `${prefix}${k}`, before: old[k] ?? null, after: after[k] ?? null }));
}
