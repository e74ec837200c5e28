// The /HistoryProject slice's state: the filters being edited (draft) and those the list was
// read with (applied), the page of entries (a lib/pagedList list) and which entries are open.
import type { AuditAction, AuditEntry } from '../../../shared/documents/audit';
import { initialPagedList, PagedList } from '../../lib/pagedList';

export interface AuditFilters {
  /** the actor's account, or a part of their name */
  actor: string;
  /** 'collection:<key>' or 'document:<key>', '' for every target */
  target: string;
  action: AuditAction | '';
  /** days 'YYYY-MM-DD', both inclusive; '' for open */
  from: string;
  to: string;
}

export type AuditFilterName = keyof AuditFilters;

export interface AuditHistoryState {
  draft: AuditFilters;
  applied: AuditFilters;
  /** the draft's range ends before it starts: not searched */
  rangeInvalid: boolean;
  list: PagedList<AuditEntry>;
  /** ids of the entries showing their field changes */
  expanded: number[];
}

export const NO_FILTERS: AuditFilters = { actor: '', target: '', action: '', from: '', to: '' };

export const initialAuditHistoryState: AuditHistoryState = {
  draft: NO_FILTERS,
  applied: NO_FILTERS,
  rangeInvalid: false,
  list: initialPagedList<AuditEntry>(),
  expanded: [],
};
