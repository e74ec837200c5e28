// The preset services screen's selectors: the domain, its parts, whether the list has unsaved
// changes, the services still addable (shelved, not in the list), and the save call's body.
import { createSelector } from '@reduxjs/toolkit';
import type { PersonListBody, PersonSaveBody, RoleSaveBody } from '../../../shared/services/presets';
import { isDirty } from './dirty';
import { initialPresetServicesState, PresetServicesState } from './state';

export interface WithPresetServices {
  presetServices?: PresetServicesState;
}

export const selectPresetServices = (state: WithPresetServices): PresetServicesState => state.presetServices ?? initialPresetServicesState;
export const selectScope = (state: WithPresetServices) => selectPresetServices(state).scope;
export const selectRoles = (state: WithPresetServices) => selectPresetServices(state).roles;
export const selectPeople = (state: WithPresetServices) => selectPresetServices(state).people;
export const selectOptions = (state: WithPresetServices) => selectPresetServices(state).options;
export const selectChosenId = (state: WithPresetServices) => selectPresetServices(state).chosenId;
export const selectPendingId = (state: WithPresetServices) => selectPresetServices(state).pendingId;
export const selectDetail = (state: WithPresetServices) => selectPresetServices(state).detail;
export const selectRemoval = (state: WithPresetServices) => selectPresetServices(state).removal;
export const selectDirty = (state: WithPresetServices) => isDirty(selectPresetServices(state));

/** The shelved services not yet in the list: what the add select offers. */
export const selectAddable = createSelector([selectOptions, selectDetail], (options, detail) => {
  const taken = new Set(detail.services.map((s) => s.id));
  return options.rows.filter((s) => !taken.has(s.id));
});

/** The name of the chosen owner, for the title. */
export const selectChosenName = createSelector([selectPresetServices], (s): string => {
  if (s.chosenId === null) return '';
  if (s.scope === 'ROLE') return s.roles.rows.find((r) => r.id === s.chosenId)?.name ?? '';
  return s.detail.person?.name ?? s.people.rows.find((p) => p.personId === s.chosenId)?.name ?? '';
});

export const selectPeopleBody = createSelector([selectPeople], (p): PersonListBody => ({
  pageIndex: p.pageIndex,
  pageSize: p.pageSize,
  ...(p.text ? { name: p.text } : {}),
}));

/** The save body of the chosen owner (null when nothing is chosen). */
export const selectSaveBody = createSelector([selectPresetServices], (s): { role: RoleSaveBody } | { person: PersonSaveBody } | null => {
  if (s.chosenId === null) return null;
  const serviceIds = s.detail.services.map((x) => x.id);
  return s.scope === 'ROLE' ? { role: { roleId: s.chosenId, serviceIds } } : { person: { personId: s.chosenId, mode: s.detail.mode, serviceIds } };
});
