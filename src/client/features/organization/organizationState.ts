// The state of the organisation screen: the unit tree on the left (which nodes are open, which
// unit is chosen) and the chosen unit's children on the right, paged. Plain data only.
import type { OrgTreeNode, OrgUnitRow } from '../../../shared/people/api';
import { DEFAULT_PAGE_INDEX, DEFAULT_PAGE_SIZE } from '../../widgets/pagedTable/pagedQuery';
import { Problem } from '../../lib/problem';

export type TreeStatus = 'idle' | 'loading' | 'loaded' | 'failed';
export type ListStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface UnitListState {
  pageIndex: number;
  pageSize: number;
  rows: OrgUnitRow[];
  total: number;
  status: ListStatus;
  problem: Problem | null;
}

export interface OrganizationState {
  tree: { status: TreeStatus; nodes: OrgTreeNode[] };
  /** ids of the open nodes (an array, so the state stays serializable) */
  expanded: number[];
  /** the unit whose children are listed; null lists the top-level units */
  selectedId: number | null;
  list: UnitListState;
  /** a chosen unit or organisation whose branch is read again (the department tree by its id) */
  branch: { id: number | null; status: TreeStatus };
}

export const initialUnitList = (): UnitListState => ({
  pageIndex: DEFAULT_PAGE_INDEX,
  pageSize: DEFAULT_PAGE_SIZE,
  rows: [],
  total: 0,
  status: 'idle',
  problem: null,
});

export const initialOrganizationState: OrganizationState = {
  tree: { status: 'idle', nodes: [] },
  expanded: [],
  selectedId: null,
  list: initialUnitList(),
  branch: { id: null, status: 'idle' },
};
