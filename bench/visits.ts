// BUDGETS.md "visits recorded": the apps' visit batches of 1,000 through the real route
// (POST /api/public/apps/visits by app.inject, signed with the demo app key), one client, on a
// fresh PGlite data folder and again on PostgreSQL when BENCH_PG_URL names one. Recorded means
// answered 200: the batch's id claimed, its visits in the four roll-ups and in the log's intake,
// one transaction a batch. Three rounds of ROUND batches; the figure is the median round. The
// batches are built and signed before the clock starts (the apps' own work). Then the filer
// moves the intake into the visit log (visitFiler.ts), timed on its own, and the log is counted:
// every visit recorded must be there.
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { APP_CALL_PATHS } from '../src/shared/appCalls/api';
import { appCallHeaders } from '../src/shared/appCalls/sign';
import { nodeCrypto } from '../src/server/crypto';
import type { Db } from '../src/server/db/schema';
import { DEMO_APP_KEYS } from '../src/server/db/seed/appKeys';
import { BenchDb, benchPgUrl, pgliteDb, postgresDb } from './benchDb';
import { median } from './percentile';
import { BenchRow } from './report';
import { withApp, withSeededDb } from './seededApp';

const TENANT = '000000';
const BATCH = 1000;
const ROUND = Number(process.env.BENCH_VISIT_BATCHES ?? 100);
const ROUNDS = 3;
const CLIENTS = ['android', 'ios', 'harmony', 'h5', 'wechat', 'pc'];

export async function visitRows(): Promise<BenchRow[]> {
  const url = benchPgUrl();
  const rows = await visitRowsOn(pgliteDb);
  return url ? [...rows, ...(await visitRowsOn(() => postgresDb(url)))] : rows;
}

/** the demo's services and the accounts the visits name */
async function servicesAndAccounts(db: Db) {
  const services = (await sql<{ id: number }>`select id from services where tenant_id = ${TENANT}`.execute(db)).rows.map((r) => r.id);
  const accounts = (await sql<{ account: string }>`select account from people where tenant_id = ${TENANT} and account is not null`.execute(db)).rows.map(
    (r) => r.account,
  );
  return { services, accounts };
}

function visitRowsOn(open: (dir: string) => Promise<BenchDb>): Promise<BenchRow[]> {
  return withSeededDb({ prefix: 'bench-visits-', open }, async ({ db, dir, label }) => {
    const { services, accounts } = await servicesAndAccounts(db);
    const logged = async () => Number((await sql<{ n: string }>`select count(*) as n from service_visits where batch_id like 'bench-%'`.execute(db)).rows[0].n);
    // the bench sends faster than an app may: the rate per key is lifted; the filer is not
    // started, so it cannot take the thread during the timed rounds (the server's waits for a lull).
    // (Its administrator signs in though the visits need no session: the shared set-up's step.)
    const appOptions = { appCalls: { rate: { perSecond: 1e6, burst: 1e6 } } };
    const { errors, rates, filedVisits, filingSeconds } = await withApp({ db, dir }, { appOptions }, async ({ app }) => {
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
      for (let b = 0; b < 5; b += 1) errors += await send(batch(ROUNDS * ROUND + b));
      await app.visitFiler.fileAll();
      const rates: number[] = [];
      let filedVisits = 0;
      let filingSeconds = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        const prepared = Array.from({ length: ROUND }, (_, b) => batch(round * ROUND + b));
        const t0 = performance.now();
        for (const p of prepared) errors += await send(p);
        rates.push((ROUND * BATCH) / ((performance.now() - t0) / 1000));
        const t1 = performance.now();
        filedVisits += await app.visitFiler.fileAll();
        filingSeconds += (performance.now() - t1) / 1000;
      }
      return { errors, rates, filedVisits, filingSeconds };
    });
    const recorded = (ROUNDS * ROUND + 5) * BATCH;
    const inLog = await logged();
    const perSecond = Math.round(median(rates));
    const filedPerSecond = Math.round(filedVisits / filingSeconds);
    return [
      {
        flow: 'visits recorded',
        work: `${ROUNDS} rounds of ${ROUND} batches of ${BATCH} visits through POST ${APP_CALL_PATHS.visits} (signed, app.inject): batch id, four roll-ups and the log's intake in one transaction a batch, ${label}; one client; median round`,
        figure: `${perSecond.toLocaleString('en')} visits/s`,
        budget: '≥ 50,000 visits/s',
        pass: perSecond >= 50_000 && errors === 0,
        data: { perSecond, rounds: rates.map(Math.round), errors },
      },
      {
        flow: 'visits filed into the log',
        work: `the filer moving each round's ${ROUND} batches from the intake into service_visits (3 indexes), ${label}; then the log holds every visit recorded (${recorded.toLocaleString('en')})`,
        figure: `${filedPerSecond.toLocaleString('en')} visits/s`,
        budget: 'info; the log complete',
        pass: inLog === recorded,
        data: { filedPerSecond, filingSeconds, inLog, recorded },
      },
    ];
  });
}
