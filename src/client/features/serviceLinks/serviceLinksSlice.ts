// The "insert service link" picker of every rich-text field (one at a time): the shelved services
// of POST serviceInfo/richTextEditor/serviceList, searched by name and paged. Status: closed →
// loading → ready | failed; a search or a page asks again (the saga keeps the latest answer).
import { createSlice, PayloadAction } from '@reduxjs/toolkit';
import type { RichTextService } from '../../../shared/services/catalogue';
import type { Problem } from '../../lib/problem';
import { signedOut } from '../session';

export interface ServiceLinksState {
  status: 'closed' | 'loading' | 'ready' | 'failed';
  /** the field whose picker is open */
  field: string | null;
  name: string;
  pageIndex: number;
  rows: RichTextService[];
  total: number;
  problem: Problem | null;
}

export const initialServiceLinksState: ServiceLinksState = { status: 'closed', field: null, name: '', pageIndex: 1, rows: [], total: 0, problem: null };

const serviceLinksSlice = createSlice({
  name: 'serviceLinks',
  initialState: initialServiceLinksState,
  reducers: {
    pickerOpened(_state, action: PayloadAction<{ field: string }>) {
      return { ...initialServiceLinksState, status: 'loading', field: action.payload.field };
    },
    searchSubmitted(state, action: PayloadAction<{ name: string }>) {
      if (state.status === 'closed') return;
      Object.assign(state, { status: 'loading', name: action.payload.name.trim(), pageIndex: 1 });
    },
    pageChanged(state, action: PayloadAction<{ pageIndex: number }>) {
      if (state.status === 'closed') return;
      Object.assign(state, { status: 'loading', pageIndex: action.payload.pageIndex });
    },
    servicesLoaded(state, action: PayloadAction<{ rows: RichTextService[]; total: number }>) {
      if (state.status !== 'loading') return;
      Object.assign(state, { status: 'ready', rows: action.payload.rows, total: action.payload.total, problem: null });
    },
    servicesFailed(state, action: PayloadAction<{ problem: Problem }>) {
      if (state.status !== 'loading') return;
      Object.assign(state, { status: 'failed', rows: [], total: 0, problem: action.payload.problem });
    },
    /** closed, or a service chosen (the field inserts its link) */
    pickerClosed() {
      return initialServiceLinksState;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialServiceLinksState);
  },
});

export const { pickerOpened, searchSubmitted, pageChanged, servicesLoaded, servicesFailed, pickerClosed } = serviceLinksSlice.actions;
export default serviceLinksSlice.reducer;
