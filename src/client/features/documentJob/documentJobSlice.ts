// A settings document's job (DocumentDef.job) per document key, a status machine:
//   idle | finished | failed | stopped → startClicked → starting → started → running
//   → jobProgressed (lib/jobFollow, by the job's key) … → jobFinished | jobFailed; startFailed
//   from starting; pollStopped (the screen was left: the job goes on on the server, the console
//   stops asking) from starting or running.
// Events out of turn are ignored. `message` is the server's words (its language is the user's)
// or a catalogue key.
import { createSlice, PayloadAction } from '@reduxjs/toolkit';
import type { DocumentJob, DocumentJobProgress } from '../../../shared/documents/types';
import type { Message } from '../../lib/problem';
import { jobProgressed } from '../../lib/jobFollow';

export type JobStatus = 'idle' | 'starting' | 'running' | 'finished' | 'failed' | 'stopped';

export interface JobEntry {
  status: JobStatus;
  progress: DocumentJobProgress | null;
  message: Message | null;
}

export type DocumentJobState = Record<string, JobEntry>;

export const IDLE_JOB: JobEntry = { status: 'idle', progress: null, message: null };

type Doc = { doc: string };
type WithProgress = Doc & { progress: DocumentJobProgress };
type WithMessage = Doc & { message: Message };

const entry = (s: DocumentJobState, doc: string) => (s[doc] ??= { ...IDLE_JOB });
const busy = (status: JobStatus) => status === 'starting' || status === 'running';

export const documentJobSlice = createSlice({
  name: 'documentJob',
  initialState: {} as DocumentJobState,
  reducers: {
    /** `job` names its calls (the definition's), for the saga */
    startClicked(s, a: PayloadAction<Doc & { job: DocumentJob }>) {
      const e = entry(s, a.payload.doc);
      if (busy(e.status)) return;
      s[a.payload.doc] = { status: 'starting', progress: null, message: null };
    },
    started(s, a: PayloadAction<WithProgress>) {
      const e = entry(s, a.payload.doc);
      if (e.status !== 'starting') return;
      e.status = 'running';
      e.progress = a.payload.progress;
    },
    startFailed(s, a: PayloadAction<WithMessage>) {
      const e = entry(s, a.payload.doc);
      if (e.status !== 'starting') return;
      e.status = 'failed';
      e.message = a.payload.message;
    },
    jobFinished(s, a: PayloadAction<WithProgress>) {
      const e = entry(s, a.payload.doc);
      if (e.status !== 'running') return;
      e.status = 'finished';
      e.progress = a.payload.progress;
    },
    jobFailed(s, a: PayloadAction<WithMessage & { progress?: DocumentJobProgress }>) {
      const e = entry(s, a.payload.doc);
      if (e.status !== 'running') return;
      e.status = 'failed';
      e.message = a.payload.message;
      if (a.payload.progress) e.progress = a.payload.progress;
    },
    pollStopped(s, a: PayloadAction<Doc>) {
      const e = entry(s, a.payload.doc);
      if (busy(e.status)) e.status = 'stopped';
    },
  },
  extraReducers: (builder) => {
    // the job's progress, from the follow saga the job centre shares: the running entry of its key
    builder.addCase(jobProgressed, (s, { payload }) => {
      if (payload.kind !== 'newsSync') return;
      for (const e of Object.values(s)) if (e.status === 'running' && e.progress?.key === payload.id) e.progress = payload.detail;
    });
  },
});

export const { startClicked, started, startFailed, jobFinished, jobFailed, pollStopped } = documentJobSlice.actions;
export default documentJobSlice.reducer;
