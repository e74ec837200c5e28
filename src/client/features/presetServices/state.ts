// The preset services screen's state (/PresetRoleService and /PresetPersonalService, told apart
// by `scope`): the owners on the left (roles, or the people who have a personal preset, paged),
// the shelved services one may add, the chosen owner's list as it is being edited (with what was
// last saved, so unsaved changes are known), a switch awaiting confirmation, and a person's
// removal. Plain data.
//
//   detail: idle ──ownerChosen──> loading ──detailLoaded──> ready ──saveClicked──> saving
//           ready <──saved (roles) / saveFailed── saving ──saved (people)──> loading (effective list again)
//   ownerChosen with unsaved changes ──> pendingId set ──switchConfirmed──> loading | switchCancelled
import type { Message, Problem } from '../../lib/problem';
import { initialPagedList, ListStatus, PagedList } from '../../lib/pagedList';
import type { EffectiveService, PresetMode, PresetPersonRow, PresetRoleRow, PresetService } from '../../../shared/services/presets';

export type PresetScope = 'ROLE' | 'PERSON';

export interface PresetDetail {
  status: 'idle' | 'loading' | 'ready' | 'failed' | 'saving';
  /** the list being edited, in order */
  services: PresetService[];
  mode: PresetMode;
  /** what the server holds */
  saved: { services: PresetService[]; mode: PresetMode };
  /** people: who, their roles and what they see now (as saved) */
  person: PresetPersonRow | null;
  roles: { id: number; name: string }[];
  effective: EffectiveService[];
  message: Message | null;
}

export interface PresetRemoval {
  personId: number;
  name: string;
  busy: boolean;
  message: Message | null;
}

export interface PresetServicesState {
  scope: PresetScope | null;
  options: { status: ListStatus; rows: PresetService[] };
  roles: { status: ListStatus; rows: PresetRoleRow[]; problem: Problem | null };
  people: PagedList<PresetPersonRow> & { textDraft: string; text: string };
  chosenId: number | null;
  /** an owner chosen while the list had unsaved changes: switched to once confirmed */
  pendingId: number | null;
  detail: PresetDetail;
  removal: PresetRemoval | null;
}

export const emptyDetail: PresetDetail = {
  status: 'idle',
  services: [],
  mode: 'prepend',
  saved: { services: [], mode: 'prepend' },
  person: null,
  roles: [],
  effective: [],
  message: null,
};

export const initialPresetServicesState: PresetServicesState = {
  scope: null,
  options: { status: 'idle', rows: [] },
  roles: { status: 'idle', rows: [], problem: null },
  people: { ...initialPagedList<PresetPersonRow>(), textDraft: '', text: '' },
  chosenId: null,
  pendingId: null,
  detail: emptyDetail,
  removal: null,
};
