// The audit trail's wire shapes: every write of a collection or a document leaves one entry
// (who, when, what, the field changes). The history screen lists them through AUDIT_LIST_PATH.
import type { FieldChange } from './types';

export type AuditAction = 'create' | 'update' | 'remove' | 'publish' | 'restore' | 'batch' | 'save';
export type AuditTargetKind = 'collection' | 'document';
export const AUDIT_ACTIONS: AuditAction[] = ['create', 'update', 'remove', 'publish', 'restore', 'batch', 'save'];
export const AUDIT_TARGET_KINDS: AuditTargetKind[] = ['collection', 'document'];

export interface AuditEntry {
  id: number;
  /** ISO time */
  at: string;
  actor: { account: string; name: string };
  action: AuditAction;
  target: { kind: AuditTargetKind; key: string; id: string | null };
  changes: FieldChange[];
}

// POST /api/audit/list { current?, size?, kind?, key?, from?, to? } → { data: AuditEntry[], total }
//   newest first; from/to 'YYYY-MM-DD' (whole days, inclusive) or ISO times; the caller's tenant only
export const AUDIT_LIST_PATH = '/api/audit/list';
