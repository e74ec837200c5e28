// What a collection screen shows beside its list, keyed by resource key: the tool at work (a
// command asking first, then running; a summary loading), the last summary's figures, the open
// related list (an alumni user's posts) with its page, and the chosen tab of a route that shows
// several collections. Plain data only: figures are computed by the saga from the definition.
import { initialPagedList, type PagedList } from '../../lib/pagedList';

export interface Figure {
  label: string;
  params?: Record<string, string>;
  value: number;
}

export interface ToolState {
  key: string | null;
  status: 'idle' | 'confirming' | 'running';
}

export interface SummaryState {
  key: string;
  figures: Figure[];
}

/** A row's related records (a definition's `related`): a paged list of the row `rowId`. */
export interface RelatedState extends PagedList<Record<string, unknown>> {
  key: string | null;
  rowId: number;
  name: string;
}

export interface ExtrasEntry {
  tool: ToolState;
  summary: SummaryState | null;
  related: RelatedState;
}

export interface ResourceExtrasState {
  byKey: Record<string, ExtrasEntry>;
  /** the chosen collection of a route showing several, by route */
  tabs: Record<string, string>;
}

export const RELATED_PAGE_SIZE = 10;

export const closedRelated = (): RelatedState => ({ ...initialPagedList(), pageSize: RELATED_PAGE_SIZE, key: null, rowId: 0, name: '' });

export const emptyExtras = (): ExtrasEntry => ({ tool: { key: null, status: 'idle' }, summary: null, related: closedRelated() });
