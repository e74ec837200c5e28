// The data folder lock itself (src/server/db/dataLock/): one holder per folder, the refusal
// naming it, release, a holder killed with kill -9 (nothing to wait for, nothing to delete),
// several processes starting at the same moment (exactly one wins), a folder path too long for a
// socket address, a holder that does not answer, the temporary-folder placement and independent
// folders. Children are real processes (lockHolder.ts) so the kernel's part is real too.
import { ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HOLDER_FILE, LOCK_FOLDER } from '../../../src/server/db/dataLock/holderFile';
import { lockDataDir } from '../../../src/server/db/dataLock/lockDataDir';
import type { DataDirLock } from '../../../src/server/db/dataLock/lockHandle';
import { DataDirInUse } from '../../../src/server/db/dataLock/refusal';

jest.setTimeout(60_000);

let root: string;
const children: ChildProcess[] = [];
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'campus-lock-'));
});
afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

let n = 0;
const freshDir = () => path.join(root, `d${++n}`);
const sockets = (dir: string) => readdirSync(path.join(dir, LOCK_FOLDER)).filter((f) => f.endsWith('.sock'));

interface Holder {
  child: ChildProcess;
  /** resolves with the child's answer line ("locked folder", "refused held 123", ...) */
  answer: Promise<string>;
  go(): void;
}

/** A child process ready to take the lock on `dir` when told to go. */
async function holder(dir: string, placement?: string): Promise<Holder> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'lockHolder.ts'), dir, ...(placement ? [placement] : [])], {
    env: { ...process.env, NODE_OPTIONS: '' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  let err = '';
  child.stderr!.on('data', (d: Buffer) => {
    err += d.toString();
  });
  const lines: string[] = [];
  const waiters: ((line: string) => void)[] = [];
  child.stdout!.on('data', (d: Buffer) => {
    out += d.toString();
    let i: number;
    while ((i = out.indexOf('\n')) >= 0) {
      const line = out.slice(0, i);
      out = out.slice(i + 1);
      const w = waiters.shift();
      if (w) w(line);
      else lines.push(line);
    }
  });
  const nextLine = () =>
    new Promise<string>((resolve, reject) => {
      const l = lines.shift();
      if (l !== undefined) return resolve(l);
      const timer = setTimeout(() => reject(new Error(`no answer from the child: ${err}`)), 30_000);
      waiters.push((line) => {
        clearTimeout(timer);
        resolve(line);
      });
    });
  expect(await nextLine()).toBe('ready');
  const answer = nextLine();
  answer.catch(() => undefined);
  return { child, answer, go: () => child.stdin!.write('go\n') };
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

async function refusalOf(p: Promise<unknown>): Promise<DataDirInUse> {
  try {
    await p;
  } catch (e) {
    if (e instanceof DataDirInUse) return e;
    throw e;
  }
  throw new Error('the lock was not refused');
}

it('refuses a second holder, naming the folder, the holder and what to do; released, the folder can be taken again', async () => {
  const dir = freshDir();
  const lock = await lockDataDir(dir);
  expect(lock.placement).toBe('folder');
  expect(lock.dataDir).toBe(dir);
  expect(sockets(dir)).toHaveLength(1);
  expect(JSON.parse(readFileSync(path.join(dir, LOCK_FOLDER, HOLDER_FILE), 'utf8'))).toEqual(
    expect.objectContaining({ pid: process.pid, dataDir: dir, state: 'holding' }),
  );

  const refused = await refusalOf(lockDataDir(dir));
  expect(refused.contended).toBe(false);
  expect(refused.holder).toEqual(expect.objectContaining({ pid: process.pid, dataDir: dir, state: 'holding' }));
  expect(refused.message).toContain(`the data folder ${dir} is in use by another server: process ${process.pid}`);
  expect(refused.message).toContain(`kill ${process.pid}`);
  expect(refused.message).toContain('DATA_DIR=');
  expect(refused.message).toContain('no file needs to be deleted');
  // the refused attempt left nothing behind
  expect(sockets(dir)).toHaveLength(1);

  await lock.release();
  expect(sockets(dir)).toEqual([]);
  expect(existsSync(path.join(dir, LOCK_FOLDER, HOLDER_FILE))).toBe(false);
  const again = await lockDataDir(dir);
  await again.release();
});

it('a holder killed with kill -9 is no obstacle: the next start takes the folder at once, and the dead socket goes once it is old', async () => {
  const dir = freshDir();
  const h = await holder(dir);
  h.go();
  expect(await h.answer).toBe('locked folder');
  const refused = await refusalOf(lockDataDir(dir));
  expect(refused.holder?.pid).toBe(h.child.pid);

  await killed(h.child);
  const dead = sockets(dir);
  expect(dead).toEqual([expect.stringMatching(new RegExp(`^${h.child.pid}-[0-9a-f]{8}\\.sock$`))]);
  const started = Date.now();
  const lock = await lockDataDir(dir);
  const tookMs = Date.now() - started;
  expect(tookMs).toBeLessThan(1000);
  console.log(`lock taken ${tookMs} ms after the holder was killed with kill -9`);
  // a young dead socket is left alone (a process between bind and listen looks the same), an old one removed
  expect(sockets(dir)).toContain(dead[0]);
  await lock.release();
  const old = (Date.now() - 60_000) / 1000;
  utimesSync(path.join(dir, LOCK_FOLDER, dead[0]), old, old);
  const next = await lockDataDir(dir);
  expect(sockets(dir)).not.toContain(dead[0]);
  expect(sockets(dir)).toHaveLength(1);
  await next.release();
});

it('of several processes starting on one folder at the same moment, exactly one holds it', async () => {
  const dir = freshDir();
  for (let round = 0; round < 3; round += 1) {
    const hs = await Promise.all([0, 1, 2, 3].map(() => holder(dir)));
    for (const h of hs) h.go();
    const answers = await Promise.all(hs.map((h) => h.answer));
    const winners = hs.filter((_, i) => answers[i] === 'locked folder');
    expect(winners).toHaveLength(1);
    // the others were refused, naming the winner (or, still contended, another starter)
    for (const a of answers.filter((x) => x !== 'locked folder')) expect(a).toMatch(/^refused (held|contended) \d+$/);
    expect(answers.filter((a) => a === `refused held ${winners[0].child.pid}`).length).toBeGreaterThanOrEqual(1);
    await Promise.all(hs.map((h) => killed(h.child)));
  }
});

it('the same race, 30 rounds of 8 attempts at once within one process: one winner every round', async () => {
  const dir = freshDir();
  let refusedHeld = 0;
  let refusedContended = 0;
  for (let round = 0; round < 30; round += 1) {
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => lockDataDir(dir)));
    const won = results.filter((r): r is PromiseFulfilledResult<DataDirLock> => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const r of results) {
      if (r.status === 'rejected') {
        expect(r.reason).toBeInstanceOf(DataDirInUse);
        if ((r.reason as DataDirInUse).contended) refusedContended += 1;
        else refusedHeld += 1;
      }
    }
    await won[0].value.release();
  }
  console.log(`30 rounds of 8: ${refusedHeld} refused by the holder, ${refusedContended} still contended after every retry`);
  expect(sockets(dir)).toEqual([]);
});

it('a folder path longer than a socket address can hold: the socket is bound through /proc and still lives in the folder', async () => {
  const dir = path.join(root, 'a-rather-long-folder-name-for-the-data'.repeat(3), 'data');
  mkdirSync(dir, { recursive: true });
  expect(Buffer.byteLength(path.join(dir, LOCK_FOLDER, 'x.sock'))).toBeGreaterThan(108);
  const h = await holder(dir);
  h.go();
  expect(await h.answer).toBe('locked proc');
  expect(sockets(dir)).toHaveLength(1);
  const refused = await refusalOf(lockDataDir(dir));
  expect(refused.holder?.pid).toBe(h.child.pid);
  await killed(h.child);
  const lock = await lockDataDir(dir);
  expect(lock.placement).toBe('proc');
  const other = await refusalOf(lockDataDir(dir));
  expect(other.holder?.pid).toBe(process.pid);
  await lock.release();
  // the closed socket's file is gone (removed through the /proc path); only the killed child's remains
  expect(sockets(dir)).toEqual([expect.stringMatching(new RegExp(`^${h.child.pid}-`))]);
});

it('a live socket that does not say who it is counts as a holder (refused, not taken over)', async () => {
  const dir = freshDir();
  mkdirSync(path.join(dir, LOCK_FOLDER), { recursive: true });
  const silent = net.createServer(() => undefined);
  await new Promise<void>((resolve) => silent.listen(path.join(dir, LOCK_FOLDER, '4242-0badc0de.sock'), resolve));
  try {
    const refused = await refusalOf(lockDataDir(dir, { answerMs: 200 }));
    expect(refused.holder).toBeNull();
    expect(refused.message).toContain('a process that did not say who it is (its lock socket names pid 4242)');
    expect(refused.silentPid).toBe(4242);
  } finally {
    await new Promise((r) => silent.close(r));
  }
  const lock = await lockDataDir(dir);
  await lock.release();
});

it('the temporary-folder placement (no socket possible in the folder) still refuses a second holder', async () => {
  const dir = freshDir();
  const lock = await lockDataDir(dir, { placement: 'tmp' });
  expect(lock.placement).toBe('tmp');
  expect(existsSync(path.join(dir, LOCK_FOLDER)) ? sockets(dir) : []).toEqual([]);
  expect((await refusalOf(lockDataDir(dir, { placement: 'tmp' }))).holder?.pid).toBe(process.pid);
  await lock.release();
  const again = await lockDataDir(dir, { placement: 'tmp' });
  await again.release();
});

it('different folders are independent', async () => {
  const locks: DataDirLock[] = [];
  for (let i = 0; i < 3; i += 1) locks.push(await lockDataDir(freshDir()));
  for (const l of locks) await l.release();
});
