// A production start (NODE_ENV=production) against a demo start: no demo tenant unless asked,
// no credential announced in /config.json or printed, the first administrator from the
// environment, a clear refusal when nobody could sign in, and the HOST default.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../../src/server/app';
import { announcedDemoSignIn, liveDemoSignIn } from '../../../src/server/auth/demoSignIn';
import { NO_ADMIN_HELP, prepareAccounts, startMode, StartRefused } from '../../../src/server/auth/startup';
import { buildTestApp, DEMO_PASSWORD, makeTestDb, TENANT_A, TestApp, unsignedPost } from '../helpers';

const PRODUCTION = { NODE_ENV: 'production' } as NodeJS.ProcessEnv;

async function withEnv<T>(vars: Record<string, string>, work: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  Object.assign(process.env, vars);
  try {
    return await work();
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

describe('start modes', () => {
  it('the demo listens on loopback and seeds; production listens everywhere and seeds only when asked', () => {
    expect(startMode({})).toEqual({ production: false, seedDemo: true, host: '127.0.0.1' });
    expect(startMode(PRODUCTION)).toEqual({ production: true, seedDemo: false, host: '0.0.0.0' });
    expect(startMode({ ...PRODUCTION, SEED_DEMO: '1', HOST: '10.0.0.5' })).toEqual({ production: true, seedDemo: true, host: '10.0.0.5' });
    expect(startMode({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});

describe('runtime config in production', () => {
  let t: TestApp;
  let staticDir: string;
  beforeAll(async () => {
    t = await buildTestApp({ publishedPasswords: true });
    staticDir = mkdtempSync(path.join(tmpdir(), 'campus-static-'));
    writeFileSync(
      path.join(staticDir, 'config.json'),
      JSON.stringify({ projectName: '学校', demoSignIn: { tenantId: TENANT_A, account: 'admin', password: DEMO_PASSWORD } }),
    );
  });
  afterAll(async () => {
    await t.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('announces no demo sign-in even while the demo password still works', async () => {
    const live = await liveDemoSignIn(t.db);
    expect(live?.password).toBe(DEMO_PASSWORD);
    expect(await announcedDemoSignIn(t.db, PRODUCTION)).toBeUndefined();
    expect(await announcedDemoSignIn(t.db, { DEMO_SIGN_IN: '0' })).toBeUndefined();
    expect(await announcedDemoSignIn(t.db, {})).toEqual(live);
    // even when main.ts (or a static config.json) hands it over, a production process drops it
    const config = await withEnv({ NODE_ENV: 'production' }, async () => {
      const app = buildApp({ db: t.db, demoSignIn: live, staticDirs: { static: staticDir } });
      try {
        return (await app.inject({ method: 'GET', url: '/config.json' })).json();
      } finally {
        await app.close();
      }
    });
    expect(config).toEqual({ baseURL: '', projectName: '学校' });
    expect(JSON.stringify(config)).not.toContain(DEMO_PASSWORD);
    // the demo start still offers it
    const demo = buildApp({ db: t.db, demoSignIn: live });
    try {
      expect((await demo.inject({ method: 'GET', url: '/config.json' })).json().demoSignIn).toEqual(live);
    } finally {
      await demo.close();
    }
  });
});

describe('accounts at a production start', () => {
  it('refuses to start with nobody to sign in, then creates the first administrator from ADMIN_*', async () => {
    const tdb = await makeTestDb({ seed: 'migrated' });
    try {
      const mode = startMode(PRODUCTION);
      await expect(prepareAccounts(tdb.db, PRODUCTION, mode)).rejects.toThrow(new StartRefused(NO_ADMIN_HELP));
      expect(await tdb.db.selectFrom('tenants').select('id').execute()).toEqual([]);

      // incomplete or weak settings are refused with the reason
      await expect(prepareAccounts(tdb.db, { ...PRODUCTION, ADMIN_TENANT: '200001' }, mode)).rejects.toThrow(/needed together/);
      const weak = { ...PRODUCTION, ADMIN_TENANT: '200001', ADMIN_ACCOUNT: 'root', ADMIN_PASSWORD: 'password' };
      await expect(prepareAccounts(tdb.db, weak, mode)).rejects.toThrow(
        'ADMIN_PASSWORD: The new password needs at least 3 of: lower case, upper case, digits, symbols.',
      );
      // the shared rule passes, the strength check does not (a common password with its variants)
      const guessable = { ...PRODUCTION, ADMIN_TENANT: '200001', ADMIN_ACCOUNT: 'root', ADMIN_PASSWORD: 'P@ssw0rd' };
      await expect(prepareAccounts(tdb.db, guessable, mode)).rejects.toThrow(/^ADMIN_PASSWORD: This is very like a commonly used password/);

      const env = { ...PRODUCTION, ADMIN_TENANT: '200001', ADMIN_TENANT_NAME: '湖畔大学', ADMIN_ACCOUNT: 'root', ADMIN_PASSWORD: 'First-Light-2026' };
      const prepared = await prepareAccounts(tdb.db, env, mode);
      expect(prepared.seeded).toBe(false);
      expect(prepared.notes.join('\n')).toMatch(/administrator created: tenant 200001, account root/);
      expect(prepared.notes.join('\n')).not.toContain('First-Light-2026');
      expect(await tdb.db.selectFrom('tenants').select(['id', 'name']).execute()).toEqual([{ id: '200001', name: '湖畔大学' }]);
      expect((await tdb.db.selectFrom('dictionaries').select('code').where('tenant_id', '=', '200001').execute()).length).toBeGreaterThan(0);

      // the administrator signs in and is asked to change the password
      const app = buildApp({ db: tdb.db });
      try {
        const a = await unsignedPost<{ mustChangePassword: boolean }>(app, '/api/blade-auth/token', {
          tenantId: '200001',
          account: 'root',
          password: 'First-Light-2026',
        });
        expect(a.envelope.status).toBe(1000);
        expect(a.result.mustChangePassword).toBe(true);
      } finally {
        await app.close();
      }

      // a later start with other ADMIN_PASSWORD changes nothing
      const again = await prepareAccounts(tdb.db, { ...env, ADMIN_PASSWORD: 'Other-Light-2027' }, mode);
      expect(again.notes.join('\n')).toMatch(/exists: ADMIN_PASSWORD not applied/);
      // no demo tenant was seeded, and none is without SEED_DEMO
      expect(await tdb.db.selectFrom('tenants').select('id').where('id', '=', TENANT_A).executeTakeFirst()).toBeUndefined();
    } finally {
      await tdb.close();
    }
  });
});

/** Runs src/server/main.ts as `npm run serve` does, until it is ready or exits. */
function startMain(env: Record<string, string>): Promise<{ output: string; code: number | null; url?: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, NODE_OPTIONS: '', PORT: '0', DATABASE_URL: '', LOG_REQUESTS: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000).unref())]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    child.stdout.destroy();
    child.stderr.destroy();
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`main.ts neither ready nor exited in 90 s:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /console: http:\/\/localhost:(\d+)/.exec(output);
      if (m && /ready in/.test(output)) {
        clearTimeout(timer);
        resolve({ output, code: null, url: `http://127.0.0.1:${m[1]}`, stop });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ output, code, stop });
    });
  });
}

// One real start (loading the server through tsx and creating a PGlite cluster: 10–30 s on a
// busy machine); the refusal without an administrator is checked above, on prepareAccounts.
describe('main.ts in production', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'campus-prod-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts with the first administrator from the environment, printing and announcing no credential', async () => {
    const run = await startMain({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      ADMIN_TENANT: '200001',
      ADMIN_ACCOUNT: 'root',
      ADMIN_PASSWORD: 'First-Light-2026',
    });
    try {
      expect(run.url).toBeDefined();
      expect(run.output).toContain('production start: no demo sign-in is offered');
      expect(run.output).not.toContain('First-Light-2026');
      expect(run.output).not.toContain(DEMO_PASSWORD);
      const config = await (await fetch(`${run.url}/config.json`, { headers: { connection: 'close' } })).json();
      expect(config.demoSignIn).toBeUndefined();
    } finally {
      await run.stop();
    }
  }, 120_000);
});
