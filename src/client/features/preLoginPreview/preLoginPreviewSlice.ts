// The side-by-side preview of the page before login (state.preLoginPreview): the contents the
// draft phone shows (the drafts of the page and its bottom, the published appearance and login
// notice) and which of the two has an unpublished draft. A machine: idle → loading → ready |
// failed; an answer that comes when nothing is loading is ignored.
import { createSlice, PayloadAction } from '@reduxjs/toolkit';
import type { LandingDocument } from '../../../shared/documents/preLoginPage/landing';
import { signedOut } from '../session';

export type PreviewStatus = 'idle' | 'loading' | 'ready' | 'failed';
export type PreviewContents = Record<LandingDocument, Record<string, unknown> | null>;

export interface PreLoginPreviewState {
  status: PreviewStatus;
  contents: PreviewContents | null;
  /** whether the page's and the bottom's newest version is an unpublished draft */
  drafts: { preLoginPage: boolean; preLoginBottom: boolean };
  /** why the drafts could not be read (the server's message) */
  problem: string | null;
}

export const initialPreLoginPreviewState: PreLoginPreviewState = {
  status: 'idle',
  contents: null,
  drafts: { preLoginPage: false, preLoginBottom: false },
  problem: null,
};

const preLoginPreviewSlice = createSlice({
  name: 'preLoginPreview',
  initialState: initialPreLoginPreviewState,
  reducers: {
    /** the screen opened or its reload was clicked: the school's code and the public read's base */
    opened(s, _a: PayloadAction<{ tenantCode: string; baseURL: string }>) {
      s.status = 'loading';
      s.problem = null;
    },
    draftsLoaded(s, a: PayloadAction<{ contents: PreviewContents; drafts: PreLoginPreviewState['drafts'] }>) {
      if (s.status !== 'loading') return;
      s.status = 'ready';
      s.contents = a.payload.contents;
      s.drafts = a.payload.drafts;
    },
    draftsFailed(s, a: PayloadAction<{ msg: string }>) {
      if (s.status !== 'loading') return;
      s.status = 'failed';
      s.problem = a.payload.msg;
    },
  },
  extraReducers: (b) => b.addCase(signedOut, () => initialPreLoginPreviewState),
});

export const { opened, draftsLoaded, draftsFailed } = preLoginPreviewSlice.actions;
export { preLoginPreviewSlice };
export const preLoginPreviewReducer = preLoginPreviewSlice.reducer;
export default preLoginPreviewSlice.reducer;
