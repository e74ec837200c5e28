// The monitors screen's slice: the monitors (paged, searched by name), the one chosen and its
// APIs of one type. A search, page or size change sets its list 'loading' (lib/pagedList); the
// saga reads it.
// The dialog's `apisAdded` reloads the counts and the chosen monitor's APIs.
import { createSlice, PayloadAction } from '@reduxjs/toolkit';
import type { MonitorApiRow, MonitorRow } from '../../../shared/members/monitorApi';
import { ApiType, SEARCH_MAX } from '../../../shared/members/constants';
import { contractPageSize } from '../memberPicker';
import { signedOut } from '../session';
import { apisAdded } from './apiAddSlice';
import { initialScreen, MonitorScreenState as S } from './state';
import type { Problem } from '../../lib/problem';
import { pagedList } from '../../lib/pagedList';
import { searchedListCases } from '../../lib/searchedList';

const reloadMonitors = (s: S, pageIndex: number) => pagedList.toPage(s.monitors, pageIndex);
/** The APIs are read only while a monitor is chosen. */
const reloadApis = (s: S, pageIndex: number) => {
  if (s.monitorId !== null) pagedList.toPage(s.apis, pageIndex);
};

/** the monitors: searched by name, paged */
const monitorList = searchedListCases<S, MonitorRow, 'name'>({ list: (s) => s.monitors, field: 'name', maxLength: SEARCH_MAX, pageSize: contractPageSize });

const monitorsSlice = createSlice({
  name: 'monitors',
  initialState: initialScreen,
  reducers: {
    screenOpened(state) {
      reloadMonitors(state, state.monitors.pageIndex);
      reloadApis(state, state.apis.pageIndex);
    },
    monitorNameChanged: monitorList.textChanged,
    monitorsSearched: monitorList.searched,
    monitorsPageChanged: monitorList.pageChanged,
    monitorsPageSizeChanged: monitorList.pageSizeChanged,
    monitorsLoaded: monitorList.loaded,
    monitorsFailed: monitorList.failed,
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
      reloadApis(state, action.payload.pageIndex);
    },
    apisPageSizeChanged(state, action: PayloadAction<{ pageSize: number }>) {
      state.apis.pageSize = contractPageSize(action.payload.pageSize);
      reloadApis(state, 1);
    },
    /** an answer for another monitor or type than the one shown is ignored */
    apisLoaded(state, action: PayloadAction<{ monitorId: number; type: ApiType; rows: MonitorApiRow[]; total: number }>) {
      const { monitorId, type, rows, total } = action.payload;
      if (state.monitorId === monitorId && state.apis.type === type) pagedList.loaded(state.apis, rows, total);
    },
    apisFailed(state, action: PayloadAction<{ monitorId: number; type: ApiType; problem: Problem }>) {
      const { monitorId, type, problem } = action.payload;
      if (state.monitorId === monitorId && state.apis.type === type) pagedList.failed(state.apis, problem);
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
