// Typed calls of the service statistics screens (src/shared/services/stats.ts).
import type { Envelope } from '../../shared/protocol';
import {
  SERVICE_STATS_PATHS,
  ServiceCount,
  ServiceCountList,
  ServiceCountQuery,
  TopServicesQuery,
  VisitDays,
  VisitDaysQuery,
} from '../../shared/services/stats';
import type { Api } from './types';

export function fetchTopServices(api: Api, query: TopServicesQuery): Promise<Envelope<ServiceCount[]>> {
  return api.request<ServiceCount[]>({ method: 'POST', url: SERVICE_STATS_PATHS.top, data: query });
}

export function fetchServiceCounts(api: Api, query: ServiceCountQuery): Promise<Envelope<ServiceCountList>> {
  return api.request<ServiceCountList>({ method: 'POST', url: SERVICE_STATS_PATHS.countList, data: query });
}

export function fetchVisitDays(api: Api, query: VisitDaysQuery): Promise<Envelope<VisitDays>> {
  return api.request<VisitDays>({ method: 'POST', url: SERVICE_STATS_PATHS.visitDays, data: query });
}
