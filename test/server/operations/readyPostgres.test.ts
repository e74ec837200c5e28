// /readyz on a real PostgreSQL (issue 37: "turns unready when the database is stopped"): the app
// reaches the server through a small TCP proxy of this test's own (node:net), and closing the
// proxy, every open connection with it, is the database going away as the app sees it (a pooled
// connection cut, a new one refused). /readyz then answers 503 naming the database within its
// short timeout; with the proxy back, ready again. /metrics shows the pool's use meanwhile.
// PostgreSQL only: skipped unless the server-pg project runs it (TEST_PG_URL).
import net from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { openPostgres } from '../../../src/server/db/connect';
import type { Db } from '../../../src/server/db/schema';
import { createPostgresDatabase } from '../testDb';

const pgUrl = process.env.TEST_DATABASE_URL;
const run = pgUrl ? describe : describe.skip;

/** A TCP proxy to the database; stop() cuts every connection and refuses new ones until start(). */
function tcpProxy(target: { host: string; port: number }) {
  let server: net.Server | null = null;
  const sockets = new Set<net.Socket>();
  let port = 0;
  return {
    get port() {
      return port;
    },
    async start() {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
      port = (server!.address() as net.AddressInfo).port;
    },
    async stop() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = null;
    },
  };
}

run('/readyz on PostgreSQL', () => {
  let database: { url: string; drop(): Promise<void> };
  let proxy: ReturnType<typeof tcpProxy>;
  let db: Db;
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    database = await createPostgresDatabase(pgUrl!, 'migrated', 'ready_pg');
    const target = new URL(database.url);
    proxy = tcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    await proxy.start();
    const viaProxy = new URL(database.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const opened = openPostgres({ connectionString: viaProxy.toString(), max: 4 });
    db = opened.db;
    dataDir = mkdtempSync(path.join(tmpdir(), 'campus-ready-pg-'));
    const pool = opened.pool;
    app = buildApp({ db, dataDir, dbPool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }) });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await db?.destroy();
    await proxy?.stop();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('is ready while the database answers, and shows the pool', async () => {
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json().checks).toMatchObject({ database: 'ok', migrations: 'ok' });
    const metrics = await app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(/campus_db_pool_connections\{state="total"\} [1-4]\n/);
    // queries waiting for a connection: the scrape's own queue read may be one of them
    expect(metrics.body).toMatch(/campus_db_pool_connections\{state="waiting"\} \d+\n/);
  });

  it('turns unready naming the database when it stops, with nothing of the error in the answer; ready again when it is back', async () => {
    // asked at the very moment the connections are cut: a client checked out then emits 'error'
    // itself, which the pool's 'connect' listener hears (unheard, it would end the process)
    await proxy.stop();
    const started = Date.now();
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'unready',
      failed: ['database', 'migrations'],
      checks: { database: 'failed', migrations: 'failed', jobRunners: 'off', dataLock: 'off' },
    });
    expect(res.body).not.toMatch(/127\.0\.0\.1|ECONN|postgres/i);
    // the process itself is alive, and a scrape still answers (the queues left out)
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(200);

    await proxy.start();
    const back = await app.inject({ method: 'GET', url: '/readyz' });
    expect(back.statusCode).toBe(200);
  });
});
