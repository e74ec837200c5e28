// The wire contract of adding data APIs and service APIs to a monitor (document 001 §3 "API add",
// §7): monitors, their APIs, the candidate list with its filters and advanced search, and the add.
// Conventions as in api.ts.
import { WORKBENCH } from '../protocol/constants';
import type { SearchJoin, SearchOperator } from '../people/query';
import type { Page, Paging } from './api';
import type { ApiSearchField, ApiStatus, ApiType, QuoteType } from './constants';

export const MONITOR_PATHS = {
  /** MonitorListBody → Page<MonitorRow> (ours) */
  monitorList: `${WORKBENCH}/monitor/list`,
  /** GET → ApiProjectRow[]: the projects of the project filter (ours) */
  projectList: `${WORKBENCH}/monitor/projectList`,
  /** MonitorApiListBody → Page<MonitorApiRow>: the APIs already in the monitor (ours) */
  monitorApiList: `${WORKBENCH}/monitor/apiList`,
  /** MonitorApiRemoveBody → {removed} (ours) */
  monitorApiRemove: `${WORKBENCH}/monitor/removeApi`,
  /** ApiCandidateBody → ApiCandidatePage (document 001 §7 candidate API list; path ours) */
  candidateApiList: `${WORKBENCH}/monitor/candidateApiList`,
  /** MonitorAddApiBody → AddMembersResult (document 001 §7 add API; path ours) */
  addApi: `${WORKBENCH}/monitor/addApi`,
} as const;

export interface MonitorRow {
  id: number;
  name: string;
  note: string | null;
  dataApiCount: number;
  serviceApiCount: number;
  createdAt: string;
}
export interface MonitorListBody extends Paging {
  tenantId?: string;
  name?: string;
}
export interface ApiProjectRow {
  id: number;
  name: string;
}
export interface ApiRow {
  id: number;
  type: ApiType;
  name: string;
  note: string | null;
  quoteType: QuoteType;
  apiServeDataProjectId: number;
  projectName: string;
  status: ApiStatus;
  createTime: string;
}
export interface MonitorApiRow extends ApiRow {
  /** the monitor-API link's id (what remove takes) */
  linkId: number;
}
export interface MonitorApiListBody extends Paging {
  tenantId?: string;
  monitorId: number;
  type?: ApiType;
}
export interface MonitorApiRemoveBody {
  tenantId?: string;
  monitorId: number;
  /** link ids (MonitorApiRow.linkId) */
  ids: number[];
}

/** The filter form (document 001 §3 "Query"); text fields at most 30 characters. */
export interface ApiQuery {
  type: ApiType;
  name?: string;
  note?: string;
  quoteType?: QuoteType;
  apiServeDataProjectId?: number;
  status?: ApiStatus;
}
/** An advanced-search row over the API fields (the operators of document 000 §5). */
export interface ApiSearchRow {
  join: SearchJoin;
  field: ApiSearchField;
  operator: SearchOperator;
  value?: string;
}
export interface ApiCandidateBody extends Paging {
  tenantId?: string;
  monitorId: number;
  query: ApiQuery;
  advancedSearch?: ApiSearchRow[];
}
/** A candidate row: `added` rows are already in the monitor (shown ticked and fixed). */
export interface ApiCandidateRow extends ApiRow {
  added: boolean;
}
/**
 * total: the APIs the query matches; fixedCount: those of them already in the monitor (fixed:
 * not selectable). Select all across pages selects total − fixedCount rows.
 */
export interface ApiCandidatePage extends Page<ApiCandidateRow> {
  fixedCount: number;
}
/**
 * The add of document 001 §7: monitorId, type, isAll, checkIds (picks; with isAll the
 * exclusions). query/advancedSearch (ours): the list's filters isAll applies.
 */
export interface MonitorAddApiBody {
  tenantId?: string;
  monitorId: number;
  type: ApiType;
  isAll: boolean;
  checkIds: number[];
  query?: Omit<ApiQuery, 'type'>;
  advancedSearch?: ApiSearchRow[];
}
