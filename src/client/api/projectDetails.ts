// Typed calls of /ProjectDetails (src/shared/platform/projectDetails.ts): the appearance's legacy
// detail (name and logo), the tenant's administrators, the summary of the modules in use and the
// flow services' counts (document 002 §7 GET flowServiceConfig/getNum).
import type { DocumentState } from '../../shared/documents/types';
import { AdminInfo, PROJECT_DETAIL_PATHS, ProjectSummary } from '../../shared/platform/projectDetails';
import type { Envelope } from '../../shared/protocol';
import { CATALOGUE_PATHS, FlowServiceCounts } from '../../shared/services/catalogue';
import type { Api } from './types';

export function fetchPlatformAppearance(api: Api): Promise<Envelope<DocumentState>> {
  return api.request<DocumentState>({ method: 'GET', url: PROJECT_DETAIL_PATHS.appearance });
}

export function fetchAdminInfo(api: Api): Promise<Envelope<AdminInfo[]>> {
  return api.request<AdminInfo[]>({ method: 'POST', url: PROJECT_DETAIL_PATHS.adminInfo, data: {} });
}

export function fetchProjectSummary(api: Api): Promise<Envelope<ProjectSummary>> {
  return api.request<ProjectSummary>({ method: 'GET', url: PROJECT_DETAIL_PATHS.summary });
}

/** GET flowServiceConfig/getNum: the flow services, and how many are enabled. */
export function fetchFlowServiceCounts(api: Api): Promise<Envelope<FlowServiceCounts>> {
  return api.request<FlowServiceCounts>({ method: 'GET', url: CATALOGUE_PATHS.flowGetNum });
}
