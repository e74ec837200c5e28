// Rows and a store of the preset services screen for the slice and saga tests.
import { combineReducers } from '@reduxjs/toolkit';
import type { Action } from '@reduxjs/toolkit';
import presetServices from '../../../../src/client/features/presetServices/presetServicesSlice';
import type { PresetServicesState } from '../../../../src/client/features/presetServices/state';
import { initialPresetServicesState } from '../../../../src/client/features/presetServices/state';
import type { PresetRoleRow, PresetService } from '../../../../src/shared/services/presets';

export const service = (id: number, shelfStatus = 1): PresetService => ({ id, name: `服务${id}`, icon: null, shelfStatus });
export const OPTIONS: PresetService[] = Array.from({ length: 40 }, (_, i) => service(i + 1));
export const ROLES: PresetRoleRow[] = [
  { id: 7, name: '学生', code: 'student', memberCount: 12, serviceCount: 2 },
  { id: 8, name: '教职工', code: 'teacher', memberCount: 6, serviceCount: 0 },
];

export const rootReducer = combineReducers({ presetServices });
export type TestState = ReturnType<typeof rootReducer>;

/** the state after these events, from the initial state */
export const through = (actions: Action[], start: PresetServicesState = initialPresetServicesState): PresetServicesState =>
  actions.reduce((s, a) => presetServices(s, a), start);
