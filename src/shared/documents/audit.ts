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
  /** what names the object (issue 29): a record's title field, a group's name, several joined by
   *  、; null when nothing does (a document: its definition's title names it) */
  title?: string | null;
  /** a removal: the record's fields as they were (before), references given by their names */
  changes: FieldChange[];
}

/** The list call's body: paging and the filters (an empty or absent filter does not filter). */
export interface AuditListQuery {
  current?: number;
  size?: number;
  kind?: AuditTargetKind | '';
  key?: string;
  action?: AuditAction | '';
  actor?: string;
  from?: string;
  to?: string;
}

// POST /api/audit/list { current?, size?, kind?, key?, action?, actor?, from?, to? } → { data: AuditEntry[], total }
//   newest first; actor: the account exactly or a part of the name; from/to 'YYYY-MM-DD' (whole days, inclusive) or ISO times; the caller's tenant only
export const AUDIT_LIST_PATH = '/api/audit/list';
