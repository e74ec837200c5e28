// The home slice. Events in the past tense; `attentionRequested` and `downloadRequested` are
// intents the saga answers (a reducer marks the part 'loading', the saga reads what it asks for).
// An answer arriving for a part no longer loading (or for another tenant) is ignored.
import { createSlice, PayloadAction } from '@reduxjs/toolkit';
import type { Attention, LatestVersions } from '../../../shared/home/api';
import { signedOut } from '../session';
import { initialHomeState } from './state';
import type { Problem } from '../../lib/problem';

const homeSlice = createSlice({
  name: 'home',
  initialState: initialHomeState,
  reducers: {
    /** the welcome page opened, or its refresh button */
    attentionRequested(state) {
      state.attention.status = 'loading';
      state.attention.problem = null;
    },
    attentionLoaded(state, action: PayloadAction<{ attention: Attention }>) {
      if (state.attention.status !== 'loading') return;
      state.attention = { status: 'loaded', data: action.payload.attention, problem: null };
    },
    attentionFailed(state, action: PayloadAction<{ problem: Problem }>) {
      if (state.attention.status !== 'loading') return;
      state.attention.status = 'failed';
      state.attention.problem = action.payload.problem;
    },
    /** a download page opened for a tenant (or its retry button) */
    downloadRequested(state, action: PayloadAction<{ tenantCode: string; baseURL: string }>) {
      const { tenantCode, baseURL } = action.payload;
      const same = state.download.tenantCode === tenantCode;
      state.download = { status: 'loading', tenantCode, baseURL, data: same ? state.download.data : null, failure: null };
    },
    downloadLoaded(state, action: PayloadAction<{ tenantCode: string; latest: LatestVersions }>) {
      if (state.download.status !== 'loading' || state.download.tenantCode !== action.payload.tenantCode) return;
      state.download.status = 'loaded';
      state.download.data = action.payload.latest;
    },
    downloadFailed(state, action: PayloadAction<{ tenantCode: string; failure: 'notFound' | 'failed' }>) {
      if (state.download.status !== 'loading' || state.download.tenantCode !== action.payload.tenantCode) return;
      state.download.status = 'failed';
      state.download.failure = action.payload.failure;
      if (action.payload.failure === 'notFound') state.download.data = null;
    },
  },
  extraReducers: (builder) => {
    // another administrator may sign in next: nothing of this tenant's counts stays
    builder.addCase(signedOut, (state) => ({ ...initialHomeState, download: state.download }));
  },
});

export const { attentionRequested, attentionLoaded, attentionFailed, downloadRequested, downloadLoaded, downloadFailed } = homeSlice.actions;
export default homeSlice.reducer;
export { homeSlice };
