// BUDGETS.md "visits recorded": the apps' visit batches of 1,000 through the real route
// (POST /api/public/apps/visits by app.inject, signed with the demo app key) on a fresh PGlite
// data folder, one client: visits written (log and daily roll-up, one transaction a batch) per
// second. The batches are built and signed before the clock starts (the apps' own work).
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { APP_CALL_PATHS } from '../src/shared/appCalls/api';
import { appCallHeaders } from '../src/shared/appCalls/sign';
import { buildApp } from '../src/server/app';
import { nodeCrypto } from '../src/server/crypto';
import { openPglite } from '../src/server/db/connect';
import { migrate } from '../src/server/db/migrate';
import { seedDemo } from '../src/server/db/seed';
import { DEMO_APP_KEYS } from '../src/server/db/seed/appKeys';
import { BenchRow } from './report';
import { scratchDir } from './scratch';

const TENANT = '000000';
const BATCH = 1000;
const BATCHES = Number(process.env.BENCH_VISIT_BATCHES ?? 100);
const CLIENTS = ['android', 'ios', 'harmony', 'h5', 'wechat', 'pc'];

export async function visitRows(): Promise<BenchRow[]> {
  const dir = scratchDir('bench-visits-');
  const { db } = await openPglite({ dataDir: path.join(dir, 'pg') });
  try {
    await migrate(db);
    await seedDemo(db, { scale: 'small' });
    const services = (await sql<{ id: number }>`select id from services where tenant_id = ${TENANT}`.execute(db)).rows.map((r) => r.id);
    const accounts = (await sql<{ account: string }>`select account from people where tenant_id = ${TENANT} and account is not null`.execute(db)).rows.map(
      (r) => r.account,
    );
    // the bench sends faster than an app may: the rate per key is lifted
    const app = buildApp({ db, dataDir: dir, appCalls: { rate: { perSecond: 1e6, burst: 1e6 } } });
    await app.ready();
    const batch = (b: number) => {
      const now = Date.now();
      const visits = Array.from({ length: BATCH }, (_, i) => ({
        serviceId: services[(i * 7 + b) % services.length],
        ...(i % 3 === 0 ? { account: accounts[(i + b) % accounts.length] } : { identity: 'STUDENT' }),
        client: CLIENTS[i % CLIENTS.length],
        at: new Date(now - ((i * 997 + b * 13) % 86_400) * 1000).toISOString(),
      }));
      const body = JSON.stringify({ batchId: `bench-${b}`, visits });
      return { headers: appCallHeaders(DEMO_APP_KEYS[TENANT], { path: APP_CALL_PATHS.visits, body, crypto: nodeCrypto }), body };
    };
    const send = async (p: { headers: Record<string, string>; body: string }) => {
      const res = await app.inject({ method: 'POST', url: APP_CALL_PATHS.visits, headers: p.headers, payload: p.body });
      return res.statusCode === 200 ? 0 : 1;
    };
    let errors = 0;
    // warm-up: batch numbers after the measured ones (a negative one would put its times in the future)
    for (let b = 0; b < 5; b += 1) errors += await send(batch(BATCHES + b));
    const prepared = Array.from({ length: BATCHES }, (_, b) => batch(b));
    const t0 = performance.now();
    for (const p of prepared) errors += await send(p);
    const seconds = (performance.now() - t0) / 1000;
    await app.close();
    const perSecond = Math.round((BATCHES * BATCH) / seconds);
    return [
      {
        flow: 'visits recorded',
        work: `${BATCHES} batches of ${BATCH} visits through POST ${APP_CALL_PATHS.visits} (signed, app.inject), log + daily roll-up in one transaction a batch, PGlite; one client`,
        figure: `${perSecond.toLocaleString('en')} visits/s`,
        budget: '≥ 50,000 visits/s',
        pass: perSecond >= 50_000 && errors === 0,
        data: { perSecond, seconds, errors },
      },
    ];
  } finally {
    await db.destroy();
  }
}
