// Typed calls of the member picker, the member screens, quick authorization and the monitors
// (src/shared/members/api.ts). Paged lists whose answer is a plain {data, total} go through the
// paged table's fetchPage with these paths; the calls here are the rest: the GET lists, the
// candidate API list (it also answers fixedCount), the adds, removes and the authorization save.
// The request layer adds the tenantId, wraps the bodies and signs every call.
import { AddMembersResult, ChatAddBody, LabelRow, MEMBER_PATHS, MatrixAddBody, RemovedResult, RolePermAddBody, RoleRow } from '../../shared/members/api';
import { AUTH_PATHS, AuthSaveItem } from '../../shared/members/quickAuthApi';
import { ApiCandidateBody, ApiCandidatePage, MONITOR_PATHS, MonitorAddApiBody } from '../../shared/members/monitorApi';
import type { Envelope } from '../../shared/protocol';
import type { Api } from './types';

/** GET baseService/getRoleList (document 000 §7). */
export const fetchRoles = (api: Api): Promise<Envelope<RoleRow[]>> => api.request<RoleRow[]>({ method: 'GET', url: MEMBER_PATHS.roleList });

/** GET baseService/getEduLableList (document 000 §7). */
export const fetchLabels = (api: Api): Promise<Envelope<LabelRow[]>> => api.request<LabelRow[]>({ method: 'GET', url: MEMBER_PATHS.labelList });

/** The role/label add of document 000 §7. */
export const addRolePermMembers = (api: Api, body: RolePermAddBody): Promise<Envelope<AddMembersResult>> =>
  api.request<AddMembersResult>({ method: 'POST', url: MEMBER_PATHS.permAdd, data: body });

/** matrixUser/addUser of document 000 §7. */
export const addMatrixMembers = (api: Api, body: MatrixAddBody): Promise<Envelope<AddMembersResult>> =>
  api.request<AddMembersResult>({ method: 'POST', url: MEMBER_PATHS.matrixAdd, data: body });

export const addChatMembers = (api: Api, body: ChatAddBody): Promise<Envelope<AddMembersResult>> =>
  api.request<AddMembersResult>({ method: 'POST', url: MEMBER_PATHS.chatAdd, data: body });

/** Removes memberships from a role/label, matrix department or chat class (the path names which). */
export const removeMembers = (api: Api, url: string, body: Record<string, unknown>): Promise<Envelope<RemovedResult>> =>
  api.request<RemovedResult>({ method: 'POST', url, data: body });

/** The quick authorization save: the array of document 001 §7. */
export const saveAuthorization = (api: Api, items: AuthSaveItem[]): Promise<Envelope<{ saved: number }>> =>
  api.request<{ saved: number }>({ method: 'POST', url: AUTH_PATHS.authSave, data: items });

/** The candidate API list of document 001 §7: data, total and fixedCount. */
export const fetchApiCandidates = (api: Api, body: ApiCandidateBody): Promise<Envelope<ApiCandidatePage>> =>
  api.request<ApiCandidatePage>({ method: 'POST', url: MONITOR_PATHS.candidateApiList, data: body });

/** The add API call of document 001 §7. */
export const addMonitorApis = (api: Api, body: MonitorAddApiBody): Promise<Envelope<AddMembersResult>> =>
  api.request<AddMembersResult>({ method: 'POST', url: MONITOR_PATHS.addApi, data: body });
