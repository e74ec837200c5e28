// Scheduled backups: one every `everyHours`, counted from the newest archive in the folder (a
// server restarted daily still backs up daily, not never; with none yet, from the start), then the archives beyond `keep` are
// removed. The clock and the timer are injected, so tests step time instead of waiting for it.
import type { BackupSettings } from './settings';

export interface ScheduleClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realClock: ScheduleClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => {
    const t = setTimeout(run, ms);
    t.unref();
    return t;
  },
  clearTimeout: (h) => clearTimeout(h as NodeJS.Timeout),
};

export interface ScheduleDeps {
  settings: BackupSettings;
  /** when the newest archive was made (ms), or null when there is none */
  newest(): Promise<number | null>;
  /** makes one backup and prunes; its errors are reported to `onError`, the schedule goes on */
  backUp(): Promise<void>;
  onError(e: unknown): void;
  clock?: ScheduleClock;
}

/** the longest a timer may wait (Node's limit is 2^31-1 ms); a longer wait is taken in steps */
const MAX_WAIT_MS = 2 ** 31 - 1;

/** Starts the schedule; the returned function stops it. BACKUP_EVERY_HOURS=0: nothing is scheduled. */
export function startBackupSchedule(deps: ScheduleDeps): () => void {
  const clock = deps.clock ?? realClock;
  const everyMs = deps.settings.everyHours * 3_600_000;
  if (everyMs <= 0) return () => undefined;
  let stopped = false;
  let timer: unknown = null;
  // with no archive yet, the first one is a whole period after the start (a first start, or a
  // test's server, does not back up at once); a failed try is retried after at most an hour
  const firstWithoutArchive = clock.now() + everyMs;
  let notBefore = 0;
  const dueAt = async () => {
    const newest = await deps.newest().catch(() => null);
    return Math.max(notBefore, newest === null ? firstWithoutArchive : newest + everyMs);
  };

  const planNext = async () => {
    if (stopped) return;
    const due = await dueAt();
    if (stopped) return;
    timer = clock.setTimeout(() => void tick(), Math.min(MAX_WAIT_MS, Math.max(0, due - clock.now())));
  };
  const tick = async () => {
    timer = null;
    if (stopped) return;
    if (clock.now() >= (await dueAt())) {
      notBefore = clock.now() + Math.min(everyMs, 3_600_000);
      await deps.backUp().catch(deps.onError);
    }
    await planNext();
  };
  void planNext();
  return () => {
    stopped = true;
    if (timer !== null) clock.clearTimeout(timer);
  };
}
