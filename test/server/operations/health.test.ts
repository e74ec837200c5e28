// GET /healthz and /readyz on PGlite (operations/healthRoutes.ts): alive and ready without a
// session or a signature; unready naming the check when the database is closed, a job runner
// stopped going round or the data-folder lock is gone; nothing but check names in the answer.
import { buildTestApp, TestApp } from '../helpers';

let t: TestApp;
let lockHeld = true;

beforeAll(async () => {
  t = await buildTestApp({ seed: false, dataLock: { held: () => lockHeld }, imports: { runner: true, runnerOptions: { pollMs: 50 } } });
}, 120_000);

afterAll(async () => {
  await t?.app.close();
});

describe('/healthz and /readyz', () => {
  it('answers alive with no session, not cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'alive' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers ready when every check passes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', failed: [], checks: { database: 'ok', migrations: 'ok', jobRunners: 'ok', dataLock: 'ok' } });
  });

  it('names the lock when the data folder is no longer held', async () => {
    lockHeld = false;
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'unready', failed: ['dataLock'] });
    } finally {
      lockHeld = true;
    }
  });

  it('names the job runners when one is not going round, and says off when none runs', async () => {
    // the runner's clock jumps a minute: its last round looks long ago (it polls every 50 ms)
    t.clock.advance(60_000);
    const stale = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(stale.statusCode).toBe(503);
    expect(stale.json().failed).toEqual(['jobRunners']);
    // ready again once the runner has gone round on the new time: look until it has (each look a
    // poll's length apart), not for a fixed while
    let again = 0;
    for (let look = 0; look < 400 && again !== 200; look += 1) {
      if (look) await new Promise((r) => setTimeout(r, 50));
      again = (await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode;
    }
    expect(again).toBe(200);
    await t.app.imports.runner.stop();
    const off = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(off.statusCode).toBe(200);
    expect(off.json().checks.jobRunners).toBe('off');
  });

  it('turns unready naming the database when it is closed; /healthz still answers', async () => {
    await t.testDb.close();
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'unready',
      failed: ['database', 'migrations'],
      checks: { database: 'failed', migrations: 'failed', jobRunners: 'off', dataLock: 'ok' },
    });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
