// The organisation screen's slice. Events in the past tense; the tree and the list are status
// machines ('loading' is set here, the saga reads what is 'loading'), and events out of turn
// are ignored. An organisation import (target ORG_1 … ORG_6) reloads both, once the screen has
// been opened.
import { createSlice, PayloadAction } from '@reduxjs/toolkit';
import { ORG_UNIT_TYPES } from '../../../shared/domain/people';
import type { OrgTreeNode, OrgUnitRow } from '../../../shared/people/api';
import { importFinished, importUndone } from '../importWizard';
import { initialOrganizationState, initialUnitList, OrganizationState } from './organizationState';
import { Problem } from '../../lib/problem';
import { pagedList } from '../../lib/pagedList';

const reloadList = (state: OrganizationState) => pagedList.reload(state.list);

const reloadTree = (state: OrganizationState) => {
  state.tree.status = 'loading';
};

const isOrgTarget = (target: string) => /^ORG_[1-6]$/.test(target);

/** Units whose whole branch is departments (the department tree holds all of it): a chosen one
 *  is read again by its id, so units added under it since the tree was read show. A campus or a
 *  faculty also holds majors and classes, which the department tree leaves out. */
const BRANCH_TYPES: number[] = [ORG_UNIT_TYPES.UNIT, ORG_UNIT_TYPES.ORGANISATION];

const findNode = (nodes: OrgTreeNode[], id: number): OrgTreeNode | undefined => {
  for (const node of nodes) {
    if (node.id === id) return node;
    const below = findNode(node.children, id);
    if (below) return below;
  }
  return undefined;
};

const afterImport = (state: OrganizationState, action: PayloadAction<{ target: string }>) => {
  if (state.tree.status === 'idle' || !isOrgTarget(action.payload.target)) return;
  reloadTree(state);
  reloadList(state);
};

const organizationSlice = createSlice({
  name: 'organization',
  initialState: initialOrganizationState,
  reducers: {
    screenOpened(state) {
      // a fresh visit: the top-level units, page 1; the tree keeps what it showed while it is
      // read again, and which nodes were open
      state.selectedId = null;
      state.list = initialUnitList();
      reloadTree(state);
      reloadList(state);
    },
    treeLoaded(state, action: PayloadAction<{ nodes: OrgTreeNode[] }>) {
      if (state.tree.status !== 'loading') return;
      state.tree = { status: 'loaded', nodes: action.payload.nodes };
      // the first time, the top level is opened so the faculties show at once
      if (state.expanded.length === 0) state.expanded = action.payload.nodes.map((n) => n.id);
    },
    /** the tree keeps what it showed; the problem is for the log, the saga shows the toast */
    treeFailed(state, _action: PayloadAction<{ problem: Problem }>) {
      if (state.tree.status === 'loading') state.tree.status = 'failed';
    },
    nodeToggled(state, action: PayloadAction<{ id: number }>) {
      const { id } = action.payload;
      state.expanded = state.expanded.includes(id) ? state.expanded.filter((x) => x !== id) : [...state.expanded, id];
    },
    nodeSelected(state, action: PayloadAction<{ id: number | null }>) {
      const { id } = action.payload;
      state.selectedId = id;
      // the tree opens where the list goes, so both show the same children
      if (id !== null && !state.expanded.includes(id)) state.expanded.push(id);
      state.list.pageIndex = 1;
      reloadList(state);
      const node = id === null ? undefined : findNode(state.tree.nodes, id);
      state.branch = node && BRANCH_TYPES.includes(node.type) ? { id: node.id, status: 'loading' } : { id: null, status: 'idle' };
    },
    /** the chosen unit's branch as the department tree has it now: its children replaced */
    branchLoaded(state, action: PayloadAction<{ id: number; nodes: OrgTreeNode[] }>) {
      if (state.branch.id !== action.payload.id || state.branch.status !== 'loading') return;
      state.branch.status = 'loaded';
      const node = findNode(state.tree.nodes, action.payload.id);
      const fresh = action.payload.nodes.find((n) => n.id === action.payload.id);
      if (node && fresh) Object.assign(node, fresh);
    },
    /** the tree keeps what it showed; the saga shows the toast */
    branchFailed(state, action: PayloadAction<{ id: number; problem: Problem }>) {
      if (state.branch.id === action.payload.id && state.branch.status === 'loading') state.branch.status = 'failed';
    },
    pageChanged(state, action: PayloadAction<{ pageIndex: number }>) {
      pagedList.toPage(state.list, action.payload.pageIndex);
    },
    pageSizeChanged(state, action: PayloadAction<{ pageSize: number }>) {
      pagedList.toPageSize(state.list, action.payload.pageSize);
    },
    listLoaded(state, action: PayloadAction<{ rows: OrgUnitRow[]; total: number }>) {
      pagedList.loaded(state.list, action.payload.rows, action.payload.total);
    },
    listFailed(state, action: PayloadAction<{ problem: Problem }>) {
      pagedList.failed(state.list, action.payload.problem);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(importFinished, afterImport);
    builder.addCase(importUndone, afterImport);
  },
});

export const {
  screenOpened,
  treeLoaded,
  treeFailed,
  nodeToggled,
  nodeSelected,
  branchLoaded,
  branchFailed,
  pageChanged,
  pageSizeChanged,
  listLoaded,
  listFailed,
} = organizationSlice.actions;

/** Events after which the tree is read again (when the slice accepted them). */
export const TREE_RELOADING_EVENTS = [screenOpened.type, importFinished.type, importUndone.type];
/** Events after which the unit list is read again (when the slice accepted them). */
export const LIST_RELOADING_EVENTS = [screenOpened.type, nodeSelected.type, pageChanged.type, pageSizeChanged.type, importFinished.type, importUndone.type];

export default organizationSlice.reducer;
