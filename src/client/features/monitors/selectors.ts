// The only way the monitors' views and saga read their state: the screen's list bodies, the
// candidate and add bodies of the dialog (document 001 §7) and the dialog's view.
import { createSelector } from '@reduxjs/toolkit';
import type { ApiCandidateBody, ApiQuery, MonitorAddApiBody } from '../../../shared/members/monitorApi';
import { selectedCount, toWire } from '../../../shared/members/selection';
import { initialMonitorsState, ApiQueryValues, MonitorsState } from './state';

type WithMonitors = { monitors?: MonitorsState };

export const selectMonitors = (state: WithMonitors): MonitorsState => state.monitors ?? initialMonitorsState;
export const selectScreen = (state: WithMonitors) => selectMonitors(state).screen;
export const selectApiAdd = (state: WithMonitors) => selectMonitors(state).dialog;
export const selectApiAddClosed = (state: WithMonitors) => selectApiAdd(state).status === 'closed';
export const selectChosenMonitor = createSelector([selectScreen], (s) => s.monitors.rows.find((m) => m.id === s.monitorId) ?? null);

/** The form's values as the wire's query: the type, and the filters chosen (text trimmed). */
export function toApiQuery(v: ApiQueryValues): ApiQuery {
  const q: ApiQuery = { type: v.type };
  if (v.name.trim()) q.name = v.name.trim();
  if (v.note.trim()) q.note = v.note.trim();
  if (v.quoteType) q.quoteType = v.quoteType;
  if (v.apiServeDataProjectId !== '') q.apiServeDataProjectId = v.apiServeDataProjectId;
  if (v.status) q.status = v.status;
  return q;
}

/** The candidate API list of document 001 §7 for the page in view. */
export const selectCandidateBody = createSelector([selectApiAdd], (d): ApiCandidateBody | null => {
  if (d.monitorId === null) return null;
  const body: ApiCandidateBody = { monitorId: d.monitorId, query: toApiQuery(d.query), pageIndex: d.list.pageIndex, pageSize: d.list.pageSize };
  if (d.advanced.applied.length) body.advancedSearch = d.advanced.applied;
  return body;
});

/** The add of document 001 §7: monitorId, type, isAll, checkIds (picks, or with isAll the
 *  exclusions, plus the search select all applied to). */
export const selectAddBody = createSelector([selectApiAdd], (d): MonitorAddApiBody | null => {
  if (d.monitorId === null) return null;
  const { isAll, ids } = toWire(d.selection);
  const body: MonitorAddApiBody = { monitorId: d.monitorId, type: d.query.type, isAll, checkIds: ids };
  if (isAll && d.allQuery) {
    const { type: _type, ...query } = toApiQuery(d.allQuery.query);
    body.type = d.allQuery.query.type;
    body.query = query;
    if (d.allQuery.advancedSearch.length) body.advancedSearch = d.allQuery.advancedSearch;
  }
  return body;
});

export const selectApiAddView = createSelector([selectApiAdd], (d) => ({
  open: d.status !== 'closed',
  adding: d.status === 'adding',
  closable: d.status === 'open',
  monitorName: d.monitorName,
  type: d.query.type,
  draft: d.draft,
  advancedCount: d.advanced.applied.length,
  advanced: d.advanced.draft ? { rows: d.advanced.draft, errors: d.advanced.errors } : null,
  list: d.list,
  selection: d.selection,
  selectingAll: d.selectingAll,
  count: selectedCount(d.selection),
  message: d.message,
}));
export type ApiAddView = ReturnType<typeof selectApiAddView>;
