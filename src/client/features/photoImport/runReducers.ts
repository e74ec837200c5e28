// The progress dialog's part of the status machine (state.ts, document 001 §4 steps 3–5): the
// job started, polled, finished or failed. Events of another key (a stale poll) are ignored.
// The progress comes from the follow saga the job centre shares (lib/jobFollow): `runProgressed`.
import type { PayloadAction } from '@reduxjs/toolkit';
import type { JobProgressed } from '../../lib/jobFollow';
import type { Identity } from '../../../shared/domain/people';
import { PhotoImportState as S } from './state';
import { Message } from '../../lib/problem';

const isRunOf = (state: S, key: string) => state.status === 'running' && state.run.key === key;

/** A progress answer of this opening's job, as the shared follow saga puts it. */
export function runProgressed(state: S, action: PayloadAction<JobProgressed>) {
  if (action.payload.kind !== 'photoImport' || !isRunOf(state, action.payload.id)) return;
  state.run.progress = action.payload.detail;
}

export const runReducers = {
  importStarted(state: S, action: PayloadAction<{ key: string }>) {
    if (state.status !== 'starting') return;
    state.status = 'running';
    state.run = { key: action.payload.key, progress: null, error: null };
  },
  importFinished(state: S, action: PayloadAction<{ identity: Identity; key: string }>) {
    if (!isRunOf(state, action.payload.key)) return;
    state.status = 'finished';
    if (state.run.progress) {
      state.run.progress.finished = 1;
      state.run.progress.finishRate = 1;
    }
  },
  importFailed(state: S, action: PayloadAction<{ key: string; problem: Message | null }>) {
    if (!isRunOf(state, action.payload.key)) return;
    state.status = 'failed';
    state.run.error = action.payload.problem;
  },
};
