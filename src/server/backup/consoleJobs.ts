// The console's backup button as a job (issue 37): a start answers at once with the job's id and
// the backup goes on (service.ts: one at a time, a second start joins the one running); the
// console polls the job's state (stage, percent, done, the archive's name or the failure). The
// states live in this process's memory, the newest few kept: a job is followed for minutes.
import { randomUUID } from 'node:crypto';
import type { BackupJob } from '../../shared/platform/backups';
import type { Backups } from './service';

const KEPT = 20;

export interface BackupJobs {
  /** starts a backup (or joins the one running) and answers its state at once */
  start(): BackupJob;
  /** the state of a job this process started, or null */
  state(id: string): BackupJob | null;
}

export function backupJobsOf(backups: Pick<Backups, 'backUp'>, log: (e: unknown) => void = () => undefined): BackupJobs {
  const jobs = new Map<string, BackupJob>();
  const start = (): BackupJob => {
    const job: BackupJob = { id: randomUUID(), stage: 'database', percent: 0, done: false, name: null, error: null };
    jobs.set(job.id, job);
    while (jobs.size > KEPT) jobs.delete(jobs.keys().next().value!);
    backups
      .backUp((p) => {
        if (job.done) return;
        job.stage = p.stage;
        job.percent = p.percent;
      })
      .then((made) => Object.assign(job, { stage: 'done', percent: 100, done: true, name: made.name }))
      .catch((e: unknown) => {
        log(e);
        Object.assign(job, { done: true, error: e instanceof Error ? e.message : String(e) });
      });
    return { ...job };
  };
  return { start, state: (id) => (jobs.has(id) ? { ...jobs.get(id)! } : null) };
}
