// Typed calls of the administrators' accounts (issue 36, src/shared/rights/api.ts).
import { ADMIN_PATHS, AdminAccountRow, AdminRoleOption, AdminSaveBody } from '../../shared/rights/api';
import type { PageResult } from '../../shared/resources/types';
import type { Envelope } from '../../shared/protocol';
import type { Api } from './types';

const post = <T>(api: Api, url: string, data: unknown): Promise<Envelope<T>> => api.request<T>({ method: 'POST', url, data });

export const fetchAdmins = (api: Api, query: { keyword?: string }) =>
  post<PageResult<AdminAccountRow>>(api, ADMIN_PATHS.list, { pageIndex: 1, pageSize: 100, ...query });
export const fetchAdminRoles = (api: Api) => post<AdminRoleOption[]>(api, ADMIN_PATHS.roles, {});
export const saveAdmin = (api: Api, body: AdminSaveBody) => post<{ id: number; password?: string }>(api, ADMIN_PATHS.save, body);
export const updateAdmin = (api: Api, body: { id: number; userName: string; roleId: number }) => post<{ id: number }>(api, ADMIN_PATHS.update, body);
export const setAdminEnabled = (api: Api, body: { id: number; enabled: boolean }) => post<{ id: number }>(api, ADMIN_PATHS.setEnabled, body);
export const resetAdminPassword = (api: Api, body: { id: number; password?: string }) =>
  post<{ id: number; password?: string }>(api, ADMIN_PATHS.resetPassword, body);
export const unlockAdmin = (api: Api, body: { id: number }) => post<{ id: number }>(api, ADMIN_PATHS.unlock, body);
