// The /ProjectDetails slice. `screenOpened` and `refreshClicked` are intents the saga answers
// (the reducer marks the load 'loading'); an answer arriving when no load is awaited is ignored.
// An app key's rotation asks first (it stops the apps' old secret) and shows the new secret once.
import { createSlice, PayloadAction } from '@reduxjs/toolkit';
import type { AppKeyRow } from '../../../shared/appCalls/api';
import type { AdminInfo, ProjectSummary } from '../../../shared/platform/projectDetails';
import type { FlowServiceCounts } from '../../../shared/services/catalogue';
import type { Problem } from '../../lib/problem';
import { signedOut } from '../session';
import { idleRotation, initialProjectDetailsState, PlatformInfo, ProjectDetailsState } from './state';

const startLoad = (state: ProjectDetailsState) => {
  state.status = 'loading';
  state.problem = null;
};

const projectDetailsSlice = createSlice({
  name: 'projectDetails',
  initialState: initialProjectDetailsState,
  reducers: {
    screenOpened: startLoad,
    refreshClicked: startLoad,
    detailsLoaded(
      state,
      action: PayloadAction<{ platform: PlatformInfo; admins: AdminInfo[]; summary: ProjectSummary; keys: AppKeyRow[]; flowCounts?: FlowServiceCounts }>,
    ) {
      if (state.status !== 'loading') return;
      Object.assign(state, action.payload, { status: 'loaded', problem: null });
    },
    detailsFailed(state, action: PayloadAction<{ problem: Problem }>) {
      if (state.status !== 'loading') return;
      state.status = 'failed';
      state.problem = action.payload.problem;
    },
    rotateClicked(state, action: PayloadAction<{ id: string }>) {
      if (state.rotation.status === 'rotating') return;
      state.rotation = { ...idleRotation, status: 'confirming', id: action.payload.id };
    },
    rotateCancelled(state) {
      if (state.rotation.status === 'confirming') state.rotation = idleRotation;
    },
    rotateConfirmed(state) {
      if (state.rotation.status === 'confirming') state.rotation.status = 'rotating';
    },
    keyRotated(state, action: PayloadAction<{ id: string; secret: string }>) {
      if (state.rotation.status !== 'rotating' || state.rotation.id !== action.payload.id) return;
      state.rotation = { status: 'shown', id: action.payload.id, revealed: action.payload.secret, problem: null };
    },
    rotateFailed(state, action: PayloadAction<{ problem: Problem }>) {
      if (state.rotation.status !== 'rotating') return;
      state.rotation.status = 'failed';
      state.rotation.problem = action.payload.problem;
    },
    /** the new secret's notice closed: the secret is forgotten */
    secretDismissed(state) {
      if (state.rotation.status === 'shown' || state.rotation.status === 'failed') state.rotation = idleRotation;
    },
  },
  extraReducers: (builder) => {
    // another administrator may sign in next: nothing of this tenant's stays
    builder.addCase(signedOut, () => initialProjectDetailsState);
  },
});

export const {
  screenOpened,
  refreshClicked,
  detailsLoaded,
  detailsFailed,
  rotateClicked,
  rotateCancelled,
  rotateConfirmed,
  keyRotated,
  rotateFailed,
  secretDismissed,
} = projectDetailsSlice.actions;
export default projectDetailsSlice.reducer;
export { projectDetailsSlice };
