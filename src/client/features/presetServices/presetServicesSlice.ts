// The preset services screen's slice (state.ts). Events in the past tense; answers for a read
// that is no longer awaited (another owner chosen meanwhile) are ignored; the list edits refuse
// a 31st service with a message and ignore a service already in the list.
import { createSlice, PayloadAction } from '@reduxjs/toolkit';
import type { EffectiveService, PresetMode, PresetPersonRow, PresetRoleRow, PresetService } from '../../../shared/services/presets';
import { PRESET_MAX } from '../../../shared/services/presets';
import type { Message, Problem } from '../../lib/problem';
import { pagedList } from '../../lib/pagedList';
import { membersAdded } from '../memberPicker';
import { signedOut } from '../session';
import { emptyDetail, initialPresetServicesState, PresetScope, PresetServicesState } from './state';
import { isDirty } from './dirty';

export interface DetailLoadedPayload {
  id: number;
  services: PresetService[];
  mode?: PresetMode;
  person?: PresetPersonRow;
  roles?: { id: number; name: string }[];
  effective?: EffectiveService[];
}

function choose(state: PresetServicesState, id: number) {
  state.chosenId = id;
  state.pendingId = null;
  state.detail = { ...emptyDetail, status: 'loading' };
}

const editable = (state: PresetServicesState) => state.detail.status === 'ready';

const presetServicesSlice = createSlice({
  name: 'presetServices',
  initialState: initialPresetServicesState,
  reducers: {
    screenOpened(_state, action: PayloadAction<{ scope: PresetScope }>) {
      const scope = action.payload.scope;
      const s: PresetServicesState = { ...initialPresetServicesState, scope, options: { status: 'loading', rows: [] } };
      if (scope === 'ROLE') s.roles = { ...s.roles, status: 'loading' };
      else s.people = { ...s.people, status: 'loading' };
      return s;
    },
    optionsLoaded(state, action: PayloadAction<{ rows: PresetService[] }>) {
      state.options = { status: 'ready', rows: action.payload.rows };
    },
    optionsFailed(state) {
      state.options = { status: 'failed', rows: [] };
    },
    rolesLoaded(state, action: PayloadAction<{ rows: PresetRoleRow[] }>) {
      if (state.roles.status !== 'loading') return;
      state.roles = { status: 'ready', rows: action.payload.rows, problem: null };
    },
    rolesFailed(state, action: PayloadAction<{ problem: Problem }>) {
      if (state.roles.status !== 'loading') return;
      state.roles = { status: 'failed', rows: [], problem: action.payload.problem };
    },
    peopleLoaded(state, action: PayloadAction<{ rows: PresetPersonRow[]; total: number }>) {
      pagedList.loaded(state.people, action.payload.rows, action.payload.total);
    },
    peopleFailed(state, action: PayloadAction<{ problem: Problem }>) {
      pagedList.failed(state.people, action.payload.problem);
    },
    peopleTextChanged(state, action: PayloadAction<{ text: string }>) {
      state.people.textDraft = action.payload.text;
    },
    peopleSearched(state) {
      state.people.text = state.people.textDraft.trim();
      pagedList.toPage(state.people, 1);
    },
    peoplePageChanged(state, action: PayloadAction<{ pageIndex: number }>) {
      pagedList.toPage(state.people, action.payload.pageIndex);
    },
    peoplePageSizeChanged(state, action: PayloadAction<{ pageSize: number }>) {
      pagedList.toPageSize(state.people, action.payload.pageSize);
    },

    /** an owner clicked on the left: with unsaved changes the switch waits for confirmation */
    ownerChosen(state, action: PayloadAction<{ id: number }>) {
      const id = action.payload.id;
      if (id === state.chosenId || state.detail.status === 'saving') return;
      if (isDirty(state)) state.pendingId = id;
      else choose(state, id);
    },
    switchConfirmed(state) {
      if (state.pendingId !== null) choose(state, state.pendingId);
    },
    switchCancelled(state) {
      state.pendingId = null;
    },
    detailLoaded(state, action: PayloadAction<DetailLoadedPayload>) {
      const p = action.payload;
      if (state.detail.status !== 'loading' || p.id !== state.chosenId) return;
      const mode = p.mode ?? 'prepend';
      state.detail = {
        status: 'ready',
        services: p.services,
        mode,
        saved: { services: p.services, mode },
        person: p.person ?? null,
        roles: p.roles ?? [],
        effective: p.effective ?? [],
        message: null,
      };
    },
    detailFailed(state, action: PayloadAction<{ id: number; problem: Problem }>) {
      if (state.detail.status !== 'loading' || action.payload.id !== state.chosenId) return;
      state.detail = { ...emptyDetail, status: 'failed', message: { text: action.payload.problem.msg } };
    },

    serviceAdded(state, action: PayloadAction<{ id: number }>) {
      if (!editable(state)) return;
      const d = state.detail;
      if (d.services.some((s) => s.id === action.payload.id)) return;
      const service = state.options.rows.find((s) => s.id === action.payload.id);
      if (!service) return;
      if (d.services.length >= PRESET_MAX) {
        d.message = { key: 'presetsUi.tooMany', params: { max: PRESET_MAX } };
        return;
      }
      d.services.push(service);
      d.message = null;
    },
    serviceRemoved(state, action: PayloadAction<{ index: number }>) {
      if (!editable(state)) return;
      state.detail.services.splice(action.payload.index, 1);
      state.detail.message = null;
    },
    /** drag and drop, or the up / down buttons: the service at `from` goes to `to` */
    serviceMoved(state, action: PayloadAction<{ from: number; to: number }>) {
      const { from, to } = action.payload;
      const list = state.detail.services;
      if (!editable(state) || from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return;
      const [moved] = list.splice(from, 1);
      list.splice(to, 0, moved);
    },
    modeChanged(state, action: PayloadAction<{ mode: PresetMode }>) {
      if (editable(state) && state.scope === 'PERSON') state.detail.mode = action.payload.mode;
    },
    reverted(state) {
      if (!editable(state)) return;
      state.detail.services = state.detail.saved.services;
      state.detail.mode = state.detail.saved.mode;
      state.detail.message = null;
    },
    saveClicked(state) {
      if (editable(state) && state.chosenId !== null) {
        state.detail.status = 'saving';
        state.detail.message = null;
      }
    },
    saved(state, action: PayloadAction<{ id: number; count: number }>) {
      const d = state.detail;
      if (d.status !== 'saving' || action.payload.id !== state.chosenId) return;
      d.saved = { services: d.services, mode: d.mode };
      const role = state.roles.rows.find((r) => r.id === action.payload.id);
      if (role) role.serviceCount = action.payload.count;
      const person = state.people.rows.find((r) => r.personId === action.payload.id);
      if (person) Object.assign(person, { serviceCount: action.payload.count, mode: d.mode });
      // a person's effective list is the server's to say: read it again
      d.status = state.scope === 'PERSON' ? 'loading' : 'ready';
    },
    saveFailed(state, action: PayloadAction<{ message: Message }>) {
      if (state.detail.status !== 'saving') return;
      state.detail.status = 'ready';
      state.detail.message = action.payload.message;
    },

    personRemoveClicked(state, action: PayloadAction<{ personId: number; name: string }>) {
      if (state.removal === null) state.removal = { ...action.payload, busy: false, message: null };
    },
    removalConfirmed(state) {
      if (state.removal && !state.removal.busy) state.removal.busy = true;
    },
    removalCancelled(state) {
      if (state.removal && !state.removal.busy) state.removal = null;
    },
    personRemoved(state, action: PayloadAction<{ personId: number }>) {
      if (!state.removal?.busy) return;
      state.removal = null;
      if (state.chosenId === action.payload.personId) {
        state.chosenId = null;
        state.pendingId = null;
        state.detail = emptyDetail;
      }
      pagedList.reload(state.people);
    },
    removalFailed(state, action: PayloadAction<{ message: Message }>) {
      if (!state.removal?.busy) return;
      state.removal.busy = false;
      state.removal.message = action.payload.message;
    },
  },
  extraReducers: (builder) => {
    // people given a personal preset through the member picker: the list again, from page 1
    builder.addCase(membersAdded, (state, action) => {
      if (action.payload.target.target === 'PRESET_PERSON' && state.scope === 'PERSON') pagedList.toPage(state.people, 1);
    });
    builder.addCase(signedOut, () => initialPresetServicesState);
  },
});

export const {
  screenOpened,
  optionsLoaded,
  optionsFailed,
  rolesLoaded,
  rolesFailed,
  peopleLoaded,
  peopleFailed,
  peopleTextChanged,
  peopleSearched,
  peoplePageChanged,
  peoplePageSizeChanged,
  ownerChosen,
  switchConfirmed,
  switchCancelled,
  detailLoaded,
  detailFailed,
  serviceAdded,
  serviceRemoved,
  serviceMoved,
  modeChanged,
  reverted,
  saveClicked,
  saved,
  saveFailed,
  personRemoveClicked,
  removalConfirmed,
  removalCancelled,
  personRemoved,
  removalFailed,
} = presetServicesSlice.actions;

/** The events after which the people list may need a read (the saga reads it when it is 'loading'). */
export const PEOPLE_EVENTS = [
  screenOpened.type,
  peopleSearched.type,
  peoplePageChanged.type,
  peoplePageSizeChanged.type,
  personRemoved.type,
  membersAdded.type,
];
/** The events after which the chosen owner's list may need a read. */
export const DETAIL_EVENTS = [ownerChosen.type, switchConfirmed.type, saved.type];

export { presetServicesSlice };
export default presetServicesSlice.reducer;
