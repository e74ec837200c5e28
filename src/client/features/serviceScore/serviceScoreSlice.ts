// The service score slice (state.serviceScore): the score list, the ratings dialog and the
// mechanism's form. A change that needs the server sets its part 'loading' or 'saving'; the saga
// (serviceScoreSaga.ts) does the call and answers with the matching loaded/saved/failed event.
// A saved mechanism makes the scores be read again (they follow it).
import { createSlice, PayloadAction } from '@reduxjs/toolkit';
import { SCORE_NAME_SEARCH_MAX, ScoreMechanism, ServiceRatingRow, ServiceScoreRow } from '../../../shared/services/score';
import { pagedList } from '../../lib/pagedList';
import type { Message, Problem } from '../../lib/problem';
import { signedOut } from '../session';
import { draftOf, initialServiceScoreState, MechanismField, ServiceScoreState as S } from './state';

const serviceScoreSlice = createSlice({
  name: 'serviceScore',
  initialState: initialServiceScoreState,
  reducers: {
    /** the screen opened: the scores and the mechanism (the visits column names its window) are read */
    opened(state) {
      pagedList.reload(state.scores);
      if (state.mechanism.status !== 'saving') state.mechanism = { ...state.mechanism, status: 'loading', problem: null, message: null };
    },
    searchTextChanged(state, action: PayloadAction<{ text: string }>) {
      state.scores.searchDraft = action.payload.text.slice(0, SCORE_NAME_SEARCH_MAX);
    },
    scoresSearched(state) {
      state.scores.search = state.scores.searchDraft.trim();
      pagedList.toPage(state.scores, 1);
    },
    scoresPageChanged(state, action: PayloadAction<{ pageIndex: number }>) {
      pagedList.toPage(state.scores, action.payload.pageIndex);
    },
    scoresPageSizeChanged(state, action: PayloadAction<{ pageSize: number }>) {
      pagedList.toPageSize(state.scores, action.payload.pageSize);
    },
    scoresLoaded(state, action: PayloadAction<{ rows: ServiceScoreRow[]; total: number }>) {
      pagedList.loaded(state.scores, action.payload.rows, action.payload.total);
    },
    scoresFailed(state, action: PayloadAction<{ problem: Problem }>) {
      pagedList.failed(state.scores, action.payload.problem);
    },

    // ---- one service's ratings ----
    ratingsOpened(state, action: PayloadAction<{ serviceId: number }>) {
      const row = state.scores.rows.find((r) => r.serviceId === action.payload.serviceId);
      if (!row) return;
      state.ratings = { ...initialServiceScoreState.ratings, service: { id: row.serviceId, name: row.serviceName } };
      pagedList.reload(state.ratings);
    },
    ratingsPageChanged(state, action: PayloadAction<{ pageIndex: number }>) {
      if (state.ratings.service) pagedList.toPage(state.ratings, action.payload.pageIndex);
    },
    ratingsLoaded(state, action: PayloadAction<{ serviceId: number; rows: ServiceRatingRow[]; total: number }>) {
      if (state.ratings.service?.id === action.payload.serviceId) pagedList.loaded(state.ratings, action.payload.rows, action.payload.total);
    },
    ratingsFailed(state, action: PayloadAction<{ serviceId: number; problem: Problem }>) {
      if (state.ratings.service?.id === action.payload.serviceId) pagedList.failed(state.ratings, action.payload.problem);
    },
    ratingsClosed(state) {
      state.ratings = initialServiceScoreState.ratings;
    },

    // ---- the mechanism ----
    /** the mechanism's tab is shown: its rules are read (again, unless a save is under way) */
    mechanismOpened(state) {
      if (state.mechanism.status === 'saving') return;
      state.mechanism = { ...state.mechanism, status: 'loading', problem: null, message: null };
    },
    mechanismLoaded(state, action: PayloadAction<{ mechanism: ScoreMechanism }>) {
      if (state.mechanism.status !== 'loading') return;
      state.mechanism = { status: 'ready', saved: action.payload.mechanism, draft: draftOf(action.payload.mechanism), message: null, problem: null };
    },
    mechanismFailed(state, action: PayloadAction<{ problem: Problem }>) {
      if (state.mechanism.status === 'loading') state.mechanism = { ...state.mechanism, status: 'failed', problem: action.payload.problem };
    },
    mechanismFieldChanged(state, action: PayloadAction<{ field: MechanismField; value: string }>) {
      if (state.mechanism.status !== 'ready') return;
      state.mechanism.draft[action.payload.field] = action.payload.value.replace(/[^\d]/g, '').slice(0, 6);
      state.mechanism.message = null;
    },
    mechanismSaveClicked() {},
    mechanismSaveRejected(state, action: PayloadAction<{ message: Message }>) {
      if (state.mechanism.status === 'ready') state.mechanism.message = action.payload.message;
    },
    mechanismSaveAccepted(state) {
      if (state.mechanism.status === 'ready') state.mechanism = { ...state.mechanism, status: 'saving', message: null };
    },
    mechanismSaved(state, action: PayloadAction<{ mechanism: ScoreMechanism }>) {
      if (state.mechanism.status !== 'saving') return;
      state.mechanism = { status: 'ready', saved: action.payload.mechanism, draft: draftOf(action.payload.mechanism), message: null, problem: null };
      pagedList.reload(state.scores);
    },
    mechanismSaveFailed(state, action: PayloadAction<{ message: Message }>) {
      if (state.mechanism.status === 'saving') state.mechanism = { ...state.mechanism, status: 'ready', message: action.payload.message };
    },
  },
  extraReducers: (builder) => {
    // another administrator may sign in next: nothing of this tenant's figures stays
    builder.addCase(signedOut, (): S => initialServiceScoreState);
  },
});

export const {
  opened,
  searchTextChanged,
  scoresSearched,
  scoresPageChanged,
  scoresPageSizeChanged,
  scoresLoaded,
  scoresFailed,
  ratingsOpened,
  ratingsPageChanged,
  ratingsLoaded,
  ratingsFailed,
  ratingsClosed,
  mechanismOpened,
  mechanismLoaded,
  mechanismFailed,
  mechanismFieldChanged,
  mechanismSaveClicked,
  mechanismSaveRejected,
  mechanismSaveAccepted,
  mechanismSaved,
  mechanismSaveFailed,
} = serviceScoreSlice.actions;

/** events after which the score page is read again */
export const SCORE_EVENTS = [opened.type, scoresSearched.type, scoresPageChanged.type, scoresPageSizeChanged.type, mechanismSaved.type];
/** events after which the ratings page is read again */
export const RATING_EVENTS = [ratingsOpened.type, ratingsPageChanged.type];

export default serviceScoreSlice.reducer;
export { serviceScoreSlice };
