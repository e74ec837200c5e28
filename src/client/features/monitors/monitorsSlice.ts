// The monitors screen's slice: the monitors (paged, searched by name), the one chosen and its
// APIs of one type. A search, page or size change sets its list 'loading'; the saga reads it.
// The dialog's `apisAdded` reloads the counts and the chosen monitor's APIs.
import { createSlice, PayloadAction } from '@reduxjs/toolkit';
import type { MonitorApiRow, MonitorRow } from '../../../shared/members/monitorApi';
import { ApiType, SEARCH_MAX } from '../../../shared/members/constants';
import { contractPageSize } from '../members';
import { signedOut } from '../session';
import { apisAdded } from './apiAddSlice';
import { initialScreen, MonitorScreenState as S } from './state';
import type { Problem } from '../../lib/problem';

const reloadMonitors = (s: S, pageIndex: number) => {
  s.monitors = { ...s.monitors, status: 'loading', pageIndex, problem: null };
};
const reloadApis = (s: S, pageIndex: number) => {
  if (s.monitorId !== null) s.apis = { ...s.apis, status: 'loading', pageIndex, problem: null };
};

const monitorsSlice = createSlice({
  name: 'monitors',
  initialState: initialScreen,
  reducers: {
    screenOpened(state) {
      reloadMonitors(state, state.monitors.pageIndex);
      reloadApis(state, state.apis.pageIndex);
    },
    monitorNameChanged(state, action: PayloadAction<{ name: string }>) {
      state.monitors.nameDraft = action.payload.name.slice(0, SEARCH_MAX);
    },
    monitorsSearched(state) {
      state.monitors.name = state.monitors.nameDraft.trim();
      reloadMonitors(state, 1);
    },
    monitorsPageChanged(state, action: PayloadAction<{ pageIndex: number }>) {
      reloadMonitors(state, Math.max(1, action.payload.pageIndex));
    },
    monitorsPageSizeChanged(state, action: PayloadAction<{ pageSize: number }>) {
      state.monitors.pageSize = contractPageSize(action.payload.pageSize);
      reloadMonitors(state, 1);
    },
    monitorsLoaded(state, action: PayloadAction<{ rows: MonitorRow[]; total: number }>) {
      if (state.monitors.status !== 'loading') return;
      state.monitors = { ...state.monitors, status: 'loaded', rows: action.payload.rows, total: action.payload.total, problem: null };
    },
    monitorsFailed(state, action: PayloadAction<{ problem: Problem }>) {
      if (state.monitors.status !== 'loading') return;
      state.monitors = { ...state.monitors, status: 'failed', rows: [], total: 0, problem: action.payload.problem };
    },
    monitorChosen(state, action: PayloadAction<{ id: number }>) {
      if (state.monitorId === action.payload.id) return;
      state.monitorId = action.payload.id;
      reloadApis(state, 1);
    },
    apiTypeChosen(state, action: PayloadAction<{ type: ApiType }>) {
      if (state.apis.type === action.payload.type) return;
      state.apis.type = action.payload.type;
      reloadApis(state, 1);
    },
    apisPageChanged(state, action: PayloadAction<{ pageIndex: number }>) {
      reloadApis(state, Math.max(1, action.payload.pageIndex));
    },
    apisPageSizeChanged(state, action: PayloadAction<{ pageSize: number }>) {
      state.apis.pageSize = contractPageSize(action.payload.pageSize);
      reloadApis(state, 1);
    },
    apisLoaded(state, action: PayloadAction<{ monitorId: number; type: ApiType; rows: MonitorApiRow[]; total: number }>) {
      const { monitorId, type, rows, total } = action.payload;
      if (state.apis.status !== 'loading' || state.monitorId !== monitorId || state.apis.type !== type) return;
      state.apis = { ...state.apis, status: 'loaded', rows, total, problem: null };
    },
    apisFailed(state, action: PayloadAction<{ monitorId: number; type: ApiType; problem: Problem }>) {
      const { monitorId, type, problem } = action.payload;
      if (state.apis.status !== 'loading' || state.monitorId !== monitorId || state.apis.type !== type) return;
      state.apis = { ...state.apis, status: 'failed', rows: [], total: 0, problem };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(apisAdded, (state, action) => {
      reloadMonitors(state, state.monitors.pageIndex);
      if (state.monitorId === action.payload.monitorId) {
        state.apis.type = action.payload.type;
        reloadApis(state, 1);
      }
    });
    builder.addCase(signedOut, () => initialScreen);
  },
});

export const {
  screenOpened,
  monitorNameChanged,
  monitorsSearched,
  monitorsPageChanged,
  monitorsPageSizeChanged,
  monitorsLoaded,
  monitorsFailed,
  monitorChosen,
  apiTypeChosen,
  apisPageChanged,
  apisPageSizeChanged,
  apisLoaded,
  apisFailed,
} = monitorsSlice.actions;

export const MONITOR_EVENTS = [screenOpened.type, monitorsSearched.type, monitorsPageChanged.type, monitorsPageSizeChanged.type, apisAdded.type];
export const API_EVENTS = [screenOpened.type, monitorChosen.type, apiTypeChosen.type, apisPageChanged.type, apisPageSizeChanged.type, apisAdded.type];

export default monitorsSlice.reducer;
