// One server per data folder, with real server processes (src/server/main.ts): a second server
// on the folder of a running one exits at once with a clear message and touches nothing, while
// the first keeps answering; after the first is killed with kill -9, a new server starts on the
// same folder without any file being deleted, and a record saved (保存成功) before the kill is
// still there. On the server-pg run (TEST_DATABASE_URL) the servers use that PostgreSQL through
// DATABASE_URL (a database of its own): the folder is still locked, and a server with a different
// folder on the same database starts.
import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { LOCK_FOLDER } from '../../../src/server/db/dataLock/holderFile';
import { copyPreparedDataInto } from '../../templates/dataFolder';
import { call, signIn, TENANT_A } from '../helpers';
import { createPostgresDatabase } from '../testDb';
import { list, mechanismIds, save } from '../resources/shieldWordsFixture';

jest.setTimeout(300_000);

const ROOT = path.resolve(__dirname, '../../..');
const pgUrl = process.env.TEST_DATABASE_URL;
let root: string;
let database: { url: string; drop(): Promise<void> } | undefined;
let databaseUrl = '';
const running: ChildProcess[] = [];

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'campus-datalock-'));
  if (pgUrl) {
    // a database of its own, the small demo in it (the servers find the demo tenant: no seed)
    database = await createPostgresDatabase(pgUrl, 'small', 'campus_lock');
    databaseUrl = database.url;
  }
});

afterAll(async () => {
  for (const c of running) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
  await database?.drop();
});

interface Server {
  child: ChildProcess;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function startServer(dataDir: string): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_OPTIONS: '', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let out = '';
  child.stdout!.on('data', (d: Buffer) => {
    out += d.toString();
  });
  child.stderr!.on('data', (d: Buffer) => {
    out += d.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => out, exited };
}

/** Waits for "console: http://localhost:<port>" and "ready in"; answers the base url. */
async function ready(s: Server, withinMs = 200_000): Promise<string> {
  const started = Date.now();
  for (;;) {
    const m = /console: http:\/\/localhost:(\d+)/.exec(s.output());
    if (m && /ready in \d+ ms/.test(s.output())) return `http://127.0.0.1:${m[1]}`;
    if (s.child.exitCode !== null || s.child.signalCode !== null) throw new Error(`the server exited:\n${s.output()}`);
    if (Date.now() - started > withinMs) throw new Error(`the server was not ready in ${withinMs} ms:\n${s.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The helpers' calls (signed as the console signs them) over real HTTP instead of inject(). */
function overHttp(base: string): FastifyInstance {
  return {
    now: () => Date.now(),
    async inject(o: InjectOptions) {
      const res = await fetch(`${base}${o.url as string}`, {
        method: o.method as string,
        headers: o.headers as Record<string, string>,
        body: o.payload as string | undefined,
      });
      const payload = await res.text();
      return { statusCode: res.status, payload, body: payload, headers: Object.fromEntries(res.headers.entries()), json: () => JSON.parse(payload) };
    },
  } as unknown as FastifyInstance;
}

const sockets = (dataDir: string) => readdirSync(path.join(dataDir, LOCK_FOLDER)).filter((f) => f.endsWith('.sock'));

it('refuses a second server on a data folder in use, and starts again on it after the first is killed with kill -9', async () => {
  const dataDir = path.join(root, 'data');
  // the prepared folder (a first start's migrations and full demo, test/templates): PGlite's files
  // and the file store, as a running school has them
  if (!pgUrl) copyPreparedDataInto(dataDir);
  const first = startServer(dataDir);
  const firstUrl = await ready(first);
  const real = realpathSync(dataDir);

  // a record saved through the real server, as the console saves it
  const http1 = overHttp(firstUrl);
  const s1 = await signIn(http1, TENANT_A);
  const [mechanism] = await mechanismIds(http1, s1);
  const saved = await save(http1, s1, { word: '锁测试词', actionType: 1, mechanismId: mechanism });
  expect([saved.envelope.status, saved.envelope.msg]).toEqual([1000, '保存成功']);

  // the second server on the same folder: refused at once, with the folder, the holder and what to do
  const secondStarted = Date.now();
  const second = startServer(dataDir);
  const { code } = await second.exited;
  const refusedMs = Date.now() - secondStarted;
  console.log(`second server refused in ${refusedMs} ms (process start included)`);
  expect(code).toBe(1);
  const message = second.output();
  expect(message).toContain(`Start refused: the data folder ${real} is in use by another server: process ${first.child.pid}`);
  expect(message).toContain(`kill ${first.child.pid}`);
  expect(message).toContain('DATA_DIR=');
  // it stopped before opening anything
  expect(message).not.toContain('database:');
  expect(message).not.toContain('start failed');

  // the first is untouched and still answers
  const config = await fetch(`${firstUrl}/config.json`);
  expect(config.status).toBe(200);
  expect(((await config.json()) as { projectName: string }).projectName).toBeTruthy();
  expect(first.child.exitCode).toBeNull();

  if (pgUrl) {
    // several processes on one PostgreSQL, each with its own folder, are allowed
    const neighbour = startServer(path.join(root, 'other-data'));
    const neighbourUrl = await ready(neighbour);
    expect((await fetch(`${neighbourUrl}/config.json`)).status).toBe(200);
    neighbour.child.kill('SIGTERM');
    expect((await neighbour.exited).code).toBe(0);
  }

  // kill -9: the kernel ends the lock with the process; nothing to delete, nothing to wait for
  first.child.kill('SIGKILL');
  expect((await first.exited).signal).toBe('SIGKILL');
  expect(sockets(dataDir)).toEqual([expect.stringMatching(new RegExp(`^${first.child.pid}-`))]);
  const third = startServer(dataDir);
  const thirdUrl = await ready(third);
  expect(third.output()).not.toContain('demo data seeded');
  const http3 = overHttp(thirdUrl);
  const s3 = await signIn(http3, TENANT_A);
  const words = await list(http3, s3, { pageSize: 99999 });
  expect(words.result.data.map((r) => r.word)).toContain('锁测试词');
  // the session signed in on the killed server is still good too (its row survived)
  const still = await call(http3, s1, { method: 'GET', url: '/api/blade-platform/platformalumnimechanismconfig/list?_t=1' });
  expect(still.envelope.status).toBe(1000);
  // the killed server's dead socket was old enough to be removed by this start
  expect(sockets(dataDir)).toEqual([expect.stringMatching(new RegExp(`^${third.child.pid}-`))]);

  // a clean stop releases the lock: no socket left
  third.child.kill('SIGTERM');
  expect((await third.exited).code).toBe(0);
  expect(sockets(dataDir)).toEqual([]);
});
