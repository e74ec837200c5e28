// What a collection screen shows beside its list, keyed by resource key: the tool at work (a
// command asking first, then running; a summary loading), the last summary's figures, the open
// related list (an alumni user's posts) with its page, the live preview (the slides' carousel),
// and the chosen tab of a route that shows several collections. Plain data only: figures are computed by the saga from the definition.
import { DEFAULT_PAGE_SIZE } from '../../../shared/paging';
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

/** A summary's chip: the school's text on its colour. */
export interface Chip {
  text: string;
  color: string;
}

export interface SummaryState {
  key: string;
  figures: Figure[];
  chips: Chip[];
}

/** A row's related records (a definition's `related`): a paged list of the row `rowId`. */
export interface RelatedState extends PagedList<Record<string, unknown>> {
  key: string | null;
  rowId: number;
  name: string;
}

/**
 * A definition's `preview` of its listed rows (the slides' carousel): the placement chosen (null:
 * the first), the slide shown (counted on without bound, taken modulo the slides shown) and the
 * clock it judges time windows by ('YYYY-MM-DD HH:mm:ss', set when shown and at each tick).
 */
export interface PreviewState {
  placement: string | null;
  index: number;
  now: string;
}

export interface ExtrasEntry {
  tool: ToolState;
  summary: SummaryState | null;
  related: RelatedState;
  preview: PreviewState;
}

export interface ResourceExtrasState {
  byKey: Record<string, ExtrasEntry>;
  /** the chosen collection of a route showing several, by route */
  tabs: Record<string, string>;
}

/** every list's default (document 002 §2) */
export const RELATED_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export const closedRelated = (): RelatedState => ({ ...initialPagedList(), pageSize: RELATED_PAGE_SIZE, key: null, rowId: 0, name: '' });

export const emptyExtras = (): ExtrasEntry => ({
  tool: { key: null, status: 'idle' },
  summary: null,
  related: closedRelated(),
  preview: { placement: null, index: 0, now: '' },
});
