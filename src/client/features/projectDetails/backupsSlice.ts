// The backups panel's slice (issue 37), shown on /ProjectDetails to a session holding every
// right: the archives' list (idle → loading → loaded | failed), a backup's job (idle → starting →
// running → done | failed; the poll stopped by leaving the screen: idle again, the backup goes
// on on the server) and an archive's download. Answers arriving for no awaited step are ignored.
import { createSlice, PayloadAction } from '@reduxjs/toolkit';
import type { BackupJob, BackupRow } from '../../../shared/platform/backups';
import type { Problem } from '../../lib/problem';
import { signedOut } from '../session';

export interface BackupsState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  rows: BackupRow[];
  problem: Problem | null;
  jobStatus: 'idle' | 'starting' | 'running' | 'done' | 'failed';
  job: BackupJob | null;
  jobProblem: Problem | null;
  /** the archive being downloaded */
  downloading: string | null;
  downloadProblem: Problem | null;
}

export const initialBackupsState: BackupsState = {
  status: 'idle',
  rows: [],
  problem: null,
  jobStatus: 'idle',
  job: null,
  jobProblem: null,
  downloading: null,
  downloadProblem: null,
};

const startLoad = (state: BackupsState) => {
  state.status = 'loading';
  state.problem = null;
};

const backupsSlice = createSlice({
  name: 'backups',
  initialState: initialBackupsState,
  reducers: {
    backupsOpened: startLoad,
    backupsRefreshClicked: startLoad,
    backupsLoaded(state, action: PayloadAction<{ rows: BackupRow[] }>) {
      if (state.status !== 'loading') return;
      state.status = 'loaded';
      state.rows = action.payload.rows;
    },
    backupsFailed(state, action: PayloadAction<{ problem: Problem }>) {
      if (state.status !== 'loading') return;
      state.status = 'failed';
      state.problem = action.payload.problem;
    },
    backupStartClicked(state) {
      if (state.jobStatus === 'starting' || state.jobStatus === 'running') return;
      Object.assign(state, { jobStatus: 'starting', job: null, jobProblem: null });
    },
    backupProgressed(state, action: PayloadAction<{ job: BackupJob }>) {
      if (state.jobStatus !== 'starting' && state.jobStatus !== 'running') return;
      Object.assign(state, { jobStatus: 'running', job: action.payload.job });
    },
    backupFinished(state, action: PayloadAction<{ job: BackupJob }>) {
      if (state.jobStatus !== 'starting' && state.jobStatus !== 'running') return;
      Object.assign(state, { jobStatus: 'done', job: action.payload.job });
    },
    backupFailed(state, action: PayloadAction<{ problem: Problem }>) {
      if (state.jobStatus !== 'starting' && state.jobStatus !== 'running') return;
      Object.assign(state, { jobStatus: 'failed', jobProblem: action.payload.problem });
    },
    /** the screen left while polling: the poll stops (the backup goes on on the server) */
    backupPollStopped(state) {
      if (state.jobStatus === 'starting' || state.jobStatus === 'running') Object.assign(state, { jobStatus: 'idle', job: null });
    },
    downloadClicked(state, action: PayloadAction<{ name: string }>) {
      if (state.downloading) return;
      state.downloading = action.payload.name;
      state.downloadProblem = null;
    },
    downloadDone(state) {
      state.downloading = null;
    },
    downloadFailed(state, action: PayloadAction<{ problem: Problem }>) {
      state.downloading = null;
      state.downloadProblem = action.payload.problem;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialBackupsState);
  },
});

export const {
  backupsOpened,
  backupsRefreshClicked,
  backupsLoaded,
  backupsFailed,
  backupStartClicked,
  backupProgressed,
  backupFinished,
  backupFailed,
  backupPollStopped,
  downloadClicked,
  downloadDone,
  downloadFailed,
} = backupsSlice.actions;
export default backupsSlice.reducer;

type WithBackups = { projectBackups?: BackupsState };
export const selectBackups = (state: object): BackupsState => (state as WithBackups).projectBackups ?? initialBackupsState;
