// Selectors of /HistoryProject, from the slice's domain selector (its initial state until the
// chunk mounts the slice): the list body of the applied filters, and the target options.
import { createSelector } from '@reduxjs/toolkit';
import type { AuditListQuery, AuditTargetKind } from '../../../shared/documents/audit';
import { initialAuditHistoryState, AuditFilters, AuditHistoryState } from './state';

type WithAuditHistory = { auditHistory?: AuditHistoryState };

export const selectAuditHistory = (state: object): AuditHistoryState => (state as WithAuditHistory).auditHistory ?? initialAuditHistoryState;
export const selectAuditDraft = (state: object) => selectAuditHistory(state).draft;
export const selectAuditList = (state: object) => selectAuditHistory(state).list;
export const selectAuditExpanded = (state: object) => selectAuditHistory(state).expanded;
export const selectRangeInvalid = (state: object) => selectAuditHistory(state).rangeInvalid;
const selectApplied = (state: object) => selectAuditHistory(state).applied;

/** 'collection:slides' → { kind, key }; '' → nothing. */
export const targetOf = (target: string): { kind: AuditTargetKind; key: string } | null => {
  const at = target.indexOf(':');
  if (at < 0) return null;
  return { kind: target.slice(0, at) as AuditTargetKind, key: target.slice(at + 1) };
};

export const queryOf = (f: AuditFilters, pageIndex: number, pageSize: number): AuditListQuery => {
  const target = targetOf(f.target);
  return {
    current: pageIndex,
    size: pageSize,
    ...(target ? { kind: target.kind, key: target.key } : {}),
    ...(f.action ? { action: f.action } : {}),
    ...(f.actor ? { actor: f.actor } : {}),
    ...(f.from ? { from: f.from } : {}),
    ...(f.to ? { to: f.to } : {}),
  };
};

/** The list call's body: the applied filters and the page in view. */
export const selectAuditQuery = createSelector([selectApplied, selectAuditList], (applied, list) => queryOf(applied, list.pageIndex, list.pageSize));
