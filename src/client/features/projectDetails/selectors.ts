// Selectors of /ProjectDetails, from the slice's domain selector (its initial state until the
// chunk mounts the slice). The module rows say what each count means; the views translate.
import { createSelector } from '@reduxjs/toolkit';
import { definitionTitle } from '../../../shared/definitionTitle';
import { resourceByKey } from '../../../shared/resources';
import { initialProjectDetailsState, ProjectDetailsState } from './state';

type WithProjectDetails = { projectDetails?: ProjectDetailsState };

export const selectProjectDetails = (state: object): ProjectDetailsState => (state as WithProjectDetails).projectDetails ?? initialProjectDetailsState;
export const selectPlatform = (state: object) => selectProjectDetails(state).platform;
export const selectAdmins = (state: object) => selectProjectDetails(state).admins;
export const selectAppKeys = (state: object) => selectProjectDetails(state).keys;
export const selectRotation = (state: object) => selectProjectDetails(state).rotation;
const selectSummary = (state: object) => selectProjectDetails(state).summary;
const selectFlowCounts = (state: object) => selectProjectDetails(state).flowCounts;

/** One line of the modules table: an i18n label (with params) and its figure as text. */
export interface ModuleRow {
  key: string;
  label: string;
  params?: Record<string, string>;
  value: string;
}

export const selectPeopleRows = createSelector([selectSummary], (s): ModuleRow[] => {
  if (!s) return [];
  const total = s.people.reduce((n, p) => n + p.count, 0);
  return [
    ...s.people.map((p) => ({ key: `people-${p.identity}`, label: `identity.${p.identity}`, value: String(p.count) })),
    { key: 'people-total', label: 'projectDetails.peopleTotal', value: String(total) },
  ];
});

export const selectModuleRows = createSelector([selectSummary, selectFlowCounts], (s, flow): ModuleRow[] => {
  if (!s) return [];
  const rows: ModuleRow[] = [
    { key: 'services', label: 'projectDetails.services', value: `${s.services.shelved} / ${s.services.total}` },
    { key: 'documents', label: 'projectDetails.documents', value: `${s.documents.published} / ${s.documents.total}` },
  ];
  // the flow services as getNum counts them (enabled / all)
  if (flow) rows.splice(1, 0, { key: 'flowServices', label: 'projectDetails.flowServices', value: `${flow.enabled} / ${flow.total}` });
  for (const v of s.appVersions)
    rows.push({ key: `app-${v.platform}`, label: 'projectDetails.appVersion', params: { platform: v.platform }, value: `${v.version} (${v.build})` });
  return rows;
});

const titleOfKey = (key: string): string => {
  const def = resourceByKey(key);
  return def ? definitionTitle(def) : key;
};

/** Each collection's rows, titled by its definition (a key no definition knows keeps its key). */
export const selectCollectionRows = createSelector([selectSummary], (s): ModuleRow[] =>
  (s?.collections ?? []).map((c) => ({ key: `collection-${c.key}`, label: titleOfKey(c.key), value: String(c.count) })),
);
