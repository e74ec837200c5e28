// What a restore refuses (a non-empty folder, a folder a running server holds) and what the
// schedule and the retention do, with an injected clock: no test waits on the wall clock.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { backupsOf } from '../../../src/server/backup/service';
import { restoreBackup, RestoreRefused } from '../../../src/server/backup/restore';
import { backupNameAt, backupsDirOf, listBackups, pruneBackups } from '../../../src/server/backup/names';
import { ScheduleClock, startBackupSchedule } from '../../../src/server/backup/schedule';
import { openPglite } from '../../../src/server/db/connect';
import { lockDataDir } from '../../../src/server/db/dataLock/lockDataDir';
import { pgliteTemplateFile } from '../../templates/store';

jest.setTimeout(120_000);

let root: string;
let archive: string;
beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'backup-refusals-'));
  const source = path.join(root, 'source');
  const { db, pglite } = await openPglite({ loadDataDir: new Blob([readFileSync(pgliteTemplateFile('migrated'))]) });
  archive = (await backupsOf({ db, pglite, dataDir: source, fileStore: 'folder' }, { everyHours: 0, keep: 14 }).backUp()).file;
  await db.destroy();
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

it('refuses a folder with anything in it, and writes nothing there', async () => {
  const target = path.join(root, 'full');
  mkdirSync(target);
  writeFileSync(path.join(target, 'notes.txt'), 'mine');
  await expect(restoreBackup(archive, target)).rejects.toThrow(RestoreRefused);
  await expect(restoreBackup(archive, target)).rejects.toThrow(/is not empty/);
  expect(readdirSync(target).sort()).toEqual(['.lock', 'notes.txt']);
});

it('refuses a folder a running server holds, naming it', async () => {
  const target = path.join(root, 'held');
  const lock = await lockDataDir(target);
  try {
    await expect(restoreBackup(archive, target)).rejects.toThrow(new RegExp(`a running server holds[\\s\\S]*process ${process.pid}`));
    expect(existsSync(path.join(target, 'pg'))).toBe(false);
  } finally {
    await lock.release();
  }
});

it('refuses what is not a backup', async () => {
  const bogus = path.join(root, 'bogus.zip');
  writeFileSync(bogus, 'not a zip');
  await expect(restoreBackup(bogus, path.join(root, 'empty'))).rejects.toThrow(/cannot be read as a backup/);
});

it('keeps the newest N archives', async () => {
  const dataDir = path.join(root, 'retention');
  mkdirSync(backupsDirOf(dataDir), { recursive: true });
  const day = 86_400_000;
  for (let i = 0; i < 6; i += 1) writeFileSync(path.join(backupsDirOf(dataDir), backupNameAt(new Date(Date.UTC(2026, 0, 1) + i * day))), 'x');
  writeFileSync(path.join(backupsDirOf(dataDir), 'unrelated.txt'), 'kept');
  const removed = await pruneBackups(dataDir, 3);
  expect(removed).toHaveLength(3);
  expect((await listBackups(dataDir)).map((b) => b.name)).toEqual([5, 4, 3].map((i) => backupNameAt(new Date(Date.UTC(2026, 0, 1) + i * day))));
  expect(readdirSync(backupsDirOf(dataDir))).toContain('unrelated.txt');
  expect(await pruneBackups(dataDir, 0)).toEqual([]);
});

/** a clock the test steps: timers run when their time comes */
function steppedClock(start: number) {
  let now = start;
  const timers = new Map<number, { at: number; run: () => void }>();
  let id = 0;
  const clock: ScheduleClock = {
    now: () => now,
    setTimeout: (run, ms) => {
      id += 1;
      timers.set(id, { at: now + ms, run });
      return id;
    },
    clearTimeout: (h) => void timers.delete(h as number),
  };
  const settle = () => new Promise((r) => setTimeout(r, 0));
  const advance = async (ms: number) => {
    const end = now + ms;
    for (;;) {
      await settle();
      const next = [...timers.entries()].sort((a, b) => a[1].at - b[1].at)[0];
      if (!next || next[1].at > end) break;
      timers.delete(next[0]);
      now = next[1].at;
      next[1].run();
      await settle();
    }
    now = end;
  };
  return { clock, advance, pending: () => timers.size };
}

it('backs up every period, counted from the newest archive; 0 schedules nothing', async () => {
  const hour = 3_600_000;
  const start = Date.UTC(2026, 5, 1);
  const { clock, advance } = steppedClock(start);
  const made: number[] = [];
  const stop = startBackupSchedule({
    settings: { everyHours: 24, keep: 14 },
    clock,
    newest: async () => made.at(-1) ?? null,
    backUp: async () => void made.push(clock.now()),
    onError: () => undefined,
  });
  await advance(23 * hour);
  expect(made).toEqual([]);
  await advance(hour);
  expect(made).toEqual([start + 24 * hour]);
  await advance(48 * hour);
  expect(made).toEqual([start + 24 * hour, start + 48 * hour, start + 72 * hour]);
  stop();
  await advance(48 * hour);
  expect(made).toHaveLength(3);

  const none = steppedClock(start);
  startBackupSchedule({
    settings: { everyHours: 0, keep: 14 },
    clock: none.clock,
    newest: async () => null,
    backUp: async () => undefined,
    onError: () => undefined,
  });
  await none.advance(0);
  expect(none.pending()).toBe(0);
});

it('a failed scheduled backup is tried again an hour later', async () => {
  const hour = 3_600_000;
  const start = Date.UTC(2026, 5, 1);
  const { clock, advance } = steppedClock(start);
  const tries: number[] = [];
  const errors: unknown[] = [];
  const stop = startBackupSchedule({
    settings: { everyHours: 24, keep: 14 },
    clock,
    newest: async () => start - 30 * hour,
    backUp: async () => {
      tries.push(clock.now());
      throw new Error('disk full');
    },
    onError: (e) => errors.push(e),
  });
  await advance(3 * hour);
  stop();
  // overdue (the newest archive is 30 h old): at once, then hourly while it fails
  expect(tries).toEqual([start, start + hour, start + 2 * hour, start + 3 * hour]);
  expect(errors).toHaveLength(4);
});
