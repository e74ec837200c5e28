// Typed calls of the preset services (src/shared/services/presets.ts). The request layer adds
// the tenantId, wraps the bodies and signs every call.
import { AddMembersResult, MEMBER_PATHS, Page, RoleRow } from '../../shared/members/api';
import { Envelope, Status } from '../../shared/protocol';
import {
  PersonAddBody,
  PersonDetail,
  PersonListBody,
  PersonSaveBody,
  PRESET_PATHS,
  PresetPersonRow,
  PresetRoleRow,
  PresetService,
  RoleDetail,
  RoleSaveBody,
  SavedResult,
} from '../../shared/services/presets';
import type { Api } from './types';

/** The roles of /PresetRoleService: the documented GET blade-workbench baseService/getRoleList
 *  (document 002 §7) with each role's preset count from presetService/roleList (ours) beside it. */
export async function fetchPresetRoles(api: Api): Promise<Envelope<PresetRoleRow[]>> {
  const [roles, presets] = await Promise.all([
    api.request<RoleRow[]>({ method: 'GET', url: MEMBER_PATHS.workbenchRoleList }),
    api.request<PresetRoleRow[]>({ method: 'GET', url: PRESET_PATHS.roleList }),
  ]);
  // a refusal or an empty list (1004) as the roles call answered it
  if (roles.status !== Status.OK) return roles as unknown as Envelope<PresetRoleRow[]>;
  const counts = new Map((Array.isArray(presets.result) ? presets.result : []).map((r) => [r.id, r.serviceCount]));
  const rows = (roles.result ?? []).map((r) => ({ id: r.id, name: r.name, code: r.code, memberCount: r.memberCount, serviceCount: counts.get(r.id) ?? 0 }));
  return { ...roles, result: rows };
}

export const fetchPresetOptions = (api: Api): Promise<Envelope<PresetService[]>> =>
  api.request<PresetService[]>({ method: 'GET', url: PRESET_PATHS.serviceOptions });

export const fetchRolePreset = (api: Api, roleId: number): Promise<Envelope<RoleDetail>> =>
  api.request<RoleDetail>({ method: 'POST', url: PRESET_PATHS.roleDetail, data: { roleId } });

export const saveRolePreset = (api: Api, body: RoleSaveBody): Promise<Envelope<SavedResult>> =>
  api.request<SavedResult>({ method: 'POST', url: PRESET_PATHS.roleSave, data: body });

export const fetchPresetPeople = (api: Api, body: PersonListBody): Promise<Envelope<Page<PresetPersonRow>>> =>
  api.request<Page<PresetPersonRow>>({ method: 'POST', url: PRESET_PATHS.personList, data: body });

export const fetchPersonPreset = (api: Api, personId: number): Promise<Envelope<PersonDetail>> =>
  api.request<PersonDetail>({ method: 'POST', url: PRESET_PATHS.personDetail, data: { personId } });

export const savePersonPreset = (api: Api, body: PersonSaveBody): Promise<Envelope<SavedResult>> =>
  api.request<SavedResult>({ method: 'POST', url: PRESET_PATHS.personSave, data: body });

export const removePersonPresets = (api: Api, personIds: number[]): Promise<Envelope<{ removed: number }>> =>
  api.request<{ removed: number }>({ method: 'POST', url: PRESET_PATHS.personRemove, data: { personIds } });

/** The member picker's add for personal presets. */
export const addPresetPeople = (api: Api, body: PersonAddBody): Promise<Envelope<AddMembersResult>> =>
  api.request<AddMembersResult>({ method: 'POST', url: PRESET_PATHS.personAdd, data: body });
