// Selectors of the resource screens. Each resource key gets its own memoized set (made once and
// kept), so `useSelector(selectDisplayRows(key))` returns the same array until its inputs change.
import { createSelector } from '@reduxjs/toolkit';
import { ResourceDef, callsOf, resourceByKey } from '../../../shared/resources';
import { listQuery } from '../../api/collections';
import { DisplayRow, FieldOptions, buildDisplayRows, buildFieldOptions } from './displayValues';
import { ResourceState, ResourcesState, initialResourceState } from './resourceState';

export interface StateWithResources {
  resources: ResourcesState;
}

/** what a screen that was never opened reads: one shared, never-changing empty entry */
const NEVER_OPENED: ResourceState = Object.freeze(initialResourceState()) as ResourceState;
const NO_DEF: ResourceDef = {
  key: '',
  labels: {},
  demo: async () => ({ default: { rows: [] } }),
  route: '',
  table: '',
  base: '',
  calls: { list: { path: '' } },
  fields: [],
  orderBy: { column: 'id', direction: 'asc' },
};

export const selectResources = (state: StateWithResources): ResourcesState => state.resources;

function makeSelectors(key: string) {
  const def = resourceByKey(key) ?? NO_DEF;
  const listMethod = callsOf(def).list.method ?? 'POST';
  const selectResource = (state: StateWithResources): ResourceState => state.resources[key] ?? NEVER_OPENED;
  const selectRows = (state: StateWithResources) => selectResource(state).rows;
  const selectLookups = (state: StateWithResources) => selectResource(state).lookups;
  const selectFieldOptions = createSelector([selectLookups], (lookups): FieldOptions => buildFieldOptions(def, lookups));
  return {
    selectResource,
    selectRows,
    selectLookups,
    selectFieldOptions,
    selectDisplayRows: createSelector([selectRows, selectFieldOptions], (rows, options): DisplayRow[] => buildDisplayRows(def, rows, options)),
    selectForm: (state: StateWithResources) => selectResource(state).form,
    selectRemoval: (state: StateWithResources) => selectResource(state).removal,
    selectFilterDraft: (state: StateWithResources) => selectResource(state).filterDraft,
    selectIsLoading: (state: StateWithResources) => selectResource(state).status === 'loading',
    selectAction: (state: StateWithResources) => selectResource(state).action,
    selectReorder: (state: StateWithResources) => selectResource(state).reorder,
    selectDetail: (state: StateWithResources) => selectResource(state).detail,
    /** what the list call sends: the applied filters (ranges as from/to), the sort and the page */
    selectListQuery: createSelector(
      [
        (s: StateWithResources) => selectResource(s).filters,
        (s: StateWithResources) => selectResource(s).sort,
        (s: StateWithResources) => selectResource(s).pageIndex,
        (s: StateWithResources) => selectResource(s).pageSize,
      ],
      (filters, sort, pageIndex, pageSize) => listQuery(filters, sort, { pageIndex, pageSize }, listMethod),
    ),
  };
}

export type ResourceSelectors = ReturnType<typeof makeSelectors>;
const made = new Map<string, ResourceSelectors>();

export function resourceSelectors(key: string): ResourceSelectors {
  let selectors = made.get(key);
  if (!selectors) {
    selectors = makeSelectors(key);
    made.set(key, selectors);
  }
  return selectors;
}

export const selectResource = (key: string) => resourceSelectors(key).selectResource;
export const selectDisplayRows = (key: string) => resourceSelectors(key).selectDisplayRows;
export const selectFieldOptions = (key: string) => resourceSelectors(key).selectFieldOptions;
export const selectForm = (key: string) => resourceSelectors(key).selectForm;
export const selectRemoval = (key: string) => resourceSelectors(key).selectRemoval;
export const selectListQuery = (key: string) => resourceSelectors(key).selectListQuery;
export const selectAction = (key: string) => resourceSelectors(key).selectAction;
export const selectReorder = (key: string) => resourceSelectors(key).selectReorder;
export const selectDetail = (key: string) => resourceSelectors(key).selectDetail;
