// Selectors of the organisation screen.
import { createSelector } from '@reduxjs/toolkit';
import type { OrgTreeNode } from '../../../shared/people/api';
import { initialOrganizationState, OrganizationState } from './organizationState';

export interface StateWithOrganization {
  organization: OrganizationState;
}

export const selectOrganization = (state: StateWithOrganization): OrganizationState => state.organization ?? initialOrganizationState;
export const selectTree = (state: StateWithOrganization) => selectOrganization(state).tree;
export const selectExpanded = (state: StateWithOrganization) => selectOrganization(state).expanded;
export const selectSelectedId = (state: StateWithOrganization) => selectOrganization(state).selectedId;
export const selectUnitList = (state: StateWithOrganization) => selectOrganization(state).list;
export const selectBranch = (state: StateWithOrganization) => selectOrganization(state).branch;

/** The nodes from a root down to the one with this id; empty when the tree lacks it. */
export function pathTo(nodes: OrgTreeNode[], id: number): OrgTreeNode[] {
  for (const node of nodes) {
    if (node.id === id) return [node];
    const below = pathTo(node.children, id);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

/** The chosen unit's ancestors and itself, for the breadcrumb above the list. */
export const selectSelectedPath = createSelector([(s: StateWithOrganization) => selectTree(s).nodes, selectSelectedId], (nodes, id) =>
  id === null ? [] : pathTo(nodes, id).map((n) => ({ id: n.id, name: n.name })),
);

/** What the unit list call sends: the chosen unit (none: the top level) and the page. */
export const selectUnitListQuery = createSelector(
  [selectSelectedId, (s: StateWithOrganization) => selectUnitList(s).pageIndex, (s: StateWithOrganization) => selectUnitList(s).pageSize],
  (parentId, pageIndex, pageSize) => ({ ...(parentId === null ? {} : { parentId }), pageIndex, pageSize }),
);
