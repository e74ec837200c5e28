// Typed calls of /ProjectDetails (src/shared/platform/projectDetail.ts): the appearance's legacy
// detail (name and logo), the tenant's administrators and the summary of the modules in use.
import type { DocumentState } from '../../shared/documents/types';
import { AdminInfo, PROJECT_DETAIL_PATHS, ProjectSummary } from '../../shared/platform/projectDetail';
import type { Envelope } from '../../shared/protocol';
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
