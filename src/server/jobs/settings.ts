// The job runners' settings from the environment (main.ts), for several API processes on one
// PostgreSQL (README, "Several API processes"):
//   JOB_RUNNERS=0        this process serves calls only; the jobs queued through it are run by
//                        the processes whose runners are on (default 1: on)
//   JOB_STALE_MS         a running job whose worker sent no heartbeat for this long is taken
//                        over by another process (default 60000; each batch or page is a heartbeat)
//   JOB_POLL_MS          how often an idle runner looks for jobs queued by other processes (1000)
//   IMPORT_BATCH_ROWS    rows an import commits at once (750)
//   EXPORT_FOLLOWER_SILENCE_MS  an export nobody has polled for this long (its page is gone) is
//                        cancelled, unless kept running in the job centre (120000; every process
//                        serving calls sweeps, runners or not)
export interface JobSettings {
  runners: boolean;
  runnerOptions: { staleMs?: number; pollMs?: number };
  importBatchRows?: number;
  exportFollowerSilenceMs?: number;
}

function positive(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number (was "${raw}")`);
  return n;
}

export function jobSettingsOf(env: NodeJS.ProcessEnv): JobSettings {
  const runners = env.JOB_RUNNERS ?? '1';
  if (runners !== '0' && runners !== '1') throw new Error(`JOB_RUNNERS must be 0 or 1 (was "${runners}")`);
  return {
    runners: runners === '1',
    runnerOptions: { staleMs: positive(env, 'JOB_STALE_MS'), pollMs: positive(env, 'JOB_POLL_MS') },
    importBatchRows: positive(env, 'IMPORT_BATCH_ROWS'),
    exportFollowerSilenceMs: positive(env, 'EXPORT_FOLLOWER_SILENCE_MS'),
  };
}
