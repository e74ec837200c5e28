// The visit-count state (/serviceAccessRecordVisitCount): the range, the service and identity
// filters and the table's page, and what was read for them. A range that cannot be asked
// (rangeProblem) is kept with its refusal and loads nothing.
import type { IdentityFilter, ServiceCount, StatsRange, VisitDays } from '../../../shared/services/stats';
import { VISIT_ROWS_PAGE_SIZE } from '../../../shared/services/stats';
import type { Problem } from '../../lib/problem';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** what one load asks */
export interface VisitCountQuery extends StatsRange {
  identity: IdentityFilter;
  /** 0: every service */
  serviceId: number;
  pageIndex: number;
  pageSize: number;
}

export interface ServiceVisitCountState {
  query: VisitCountQuery | null;
  rangeProblem: string | null;
  status: LoadStatus;
  days: VisitDays | null;
  /** every service with its visits in the range (the service filter's options and the bar) */
  services: ServiceCount[];
  problem: Problem | null;
}

export const initialServiceVisitCountState: ServiceVisitCountState = {
  query: null,
  rangeProblem: null,
  status: 'idle',
  days: null,
  services: [],
  problem: null,
};

export const firstQuery = (range: StatsRange): VisitCountQuery => ({ ...range, identity: '', serviceId: 0, pageIndex: 1, pageSize: VISIT_ROWS_PAGE_SIZE });
