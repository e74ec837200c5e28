// BUDGETS.md, "paged list": a page of 100 among 100k people of one identity, with filters, an
// advanced search and a data order, through the real API (signed calls by app.inject) on a
// fresh PGlite data folder: p95 at one client, then p99 and errors with 50 clients at once.
// The 50 clients are administrators paging: each calls, reads the answer and calls again 1–3 s
// later. With no pause at all the figure measures PGlite's throughput, not latency: one
// embedded database answers one statement at a time, so 50 callers with no pause wait for 49
// others (the info rows show it, and the same for a one-row detail call: the floor of any call).
// Further info rows: other lists, and the indexes of migration 009 measured with and without.

import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../src/server/db/schema';
import { peopleListPath, PeopleListBody, personDetailPath } from '../src/shared/people/api';
import { call, CallOptions, Session, signIn } from '../test/server/helpers';
import { insertStudents } from './peopleListData';
import { BenchRow } from './report';
import { percentile } from './percentile';
import { withSeededApp } from './seededApp';

const TENANT = '000000';
const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 100_000);
const CLIENTS = 50;
const URL = peopleListPath('STUDENT');
const PAGES = 5;

const ms = (x: number) => `${x.toFixed(1)} ms`;
const pause = (lo: number, hi: number) => new Promise((r) => setTimeout(r, lo + Math.random() * (hi - lo)));

interface Sample {
  ms: number;
  ok: boolean;
  total?: number;
}

/** one call; `ok` when it answers 1000, or 1004 for a page past the end */
async function timed(app: FastifyInstance, session: Session, o: CallOptions): Promise<Sample> {
  const t0 = performance.now();
  try {
    const a = await call<{ total?: number }>(app, session, o);
    return { ms: performance.now() - t0, ok: a.envelope.status === 1000 || a.envelope.status === 1004, total: a.result?.total };
  } catch {
    return { ms: performance.now() - t0, ok: false };
  }
}

const listCall = (body: PeopleListBody, i: number): CallOptions => ({ url: URL, body: { ...body, pageIndex: 1 + (i % PAGES), pageSize: 100 } });

async function sequential(app: FastifyInstance, session: Session, make: (i: number) => CallOptions, calls: number): Promise<Sample[]> {
  const out: Sample[] = [];
  for (let i = 0; i < calls; i += 1) out.push(await timed(app, session, make(i)));
  return out;
}

/** every session a client calling `calls` times, waiting `pauseMs` between its answer and its next call */
async function clients(app: FastifyInstance, sessions: Session[], make: (i: number) => CallOptions, calls: number, pauseMs: [number, number] | null) {
  const samples: Sample[] = [];
  const t0 = performance.now();
  await Promise.all(
    sessions.map(async (s, c) => {
      if (pauseMs) await pause(0, pauseMs[1]); // clients do not start in step
      for (let i = 0; i < calls; i += 1) {
        samples.push(await timed(app, s, make(c + i)));
        if (pauseMs) await pause(...pauseMs);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  return {
    samples,
    p99: percentile(
      samples.map((s) => s.ms),
      99,
    ),
    errors: samples.filter((s) => !s.ok).length,
    rate: samples.length / seconds,
  };
}

/** the list one call after another (pages 1–PAGES in turn), `calls` after `warmup`: p50, p95, the first answer's total, the calls that failed */
export async function listStats(app: FastifyInstance, session: Session, body: PeopleListBody, calls: number, warmup: number) {
  await sequential(app, session, (i) => listCall(body, i), warmup);
  const samples = await sequential(app, session, (i) => listCall(body, i), calls);
  const times = samples.map((s) => s.ms);
  return { p50: percentile(times, 50), p95: percentile(times, 95), total: samples[0].total ?? 0, errors: samples.filter((s) => !s.ok).length };
}

/** an info row's list: p95 of 60 after 5 */
async function p95Of(app: FastifyInstance, session: Session, body: PeopleListBody): Promise<{ p95: number; total: number; ok: boolean }> {
  const { p95, total, errors } = await listStats(app, session, body, 60, 5);
  return { p95, total, ok: errors === 0 };
}

/** the budget's list: a unit and a status as filters, a 3-row advanced search (two OR-groups), ordered by name */
export const budgetList = (majorId: number): PeopleListBody => ({
  orgUnitId: majorId,
  currentStatus: '1',
  advancedSearch: [
    { join: 'and', field: 'name', operator: 'like', value: '王' },
    { join: 'or', field: 'phone', operator: 'like', value: '138' },
    { join: 'and', field: 'gender', operator: '=', value: '2' },
  ],
  dataSortStr: 'name ASC',
});

/** the students on the small demo; the time their insert took, the major the budget's list filters by, a student's phone */
export async function addStudents(db: Db) {
  const t0 = performance.now();
  await insertStudents(db, TENANT, PEOPLE);
  const insertMs = performance.now() - t0;
  // a major (its classes below it) holding about 4% of the students
  const { rows } = await sql<{
    id: number;
  }>`select org_unit_id as id from people where tenant_id = ${TENANT} and identity = 'STUDENT' group by 1 order by count(*) desc, 1 limit 1`.execute(db);
  const phone = (
    await sql<{ phone: string }>`select phone from people where tenant_id = ${TENANT} and identity = 'STUDENT' order by id offset 5000 limit 1`.execute(db)
  ).rows[0].phone;
  return { insertMs, majorId: rows[0].id, phone };
}

export function peopleListRows(): Promise<BenchRow[]> {
  return withSeededApp(
    { prefix: 'bench-people-list-', beforeApp: ({ db }) => addStudents(db) },
    async ({ db, app, session: one, before: { insertMs, majorId, phone } }) => {
      const MAIN = budgetList(majorId);
      const BROAD: PeopleListBody = { ...MAIN, orgUnitId: undefined, gender: 1 };

      const sessions: Session[] = [one];
      for (let i = 1; i < CLIENTS; i += 1) sessions.push(await signIn(app, TENANT)); // one by one: scrypt

      const { p50, p95, total, errors: singleErrors } = await listStats(app, one, MAIN, 200, 20);
      const paging = await clients(app, sessions, (i) => listCall(MAIN, i), 12, [1000, 3000]);
      const flat = await clients(app, sessions, (i) => listCall(MAIN, i), 10, null);
      const detailId = (await sql<{ id: number }>`select id from people where tenant_id = ${TENANT} and identity = 'STUDENT' limit 1`.execute(db)).rows[0].id;
      const floor = await clients(app, sessions, () => ({ url: personDetailPath('STUDENT'), body: { id: detailId } }), 10, null);

      const info: BenchRow[] = [];
      const infoRow = (work: string, r: { p95: number; total: number; ok: boolean }, extra = '') =>
        info.push({
          flow: 'paged list',
          work: `why: ${work} (${r.total} match), p95 of 60 at one client`,
          figure: `${ms(r.p95)}${extra}`,
          budget: 'info',
          pass: r.ok,
        });
      infoRow('the same search without the unit filter, gender 1 instead', await p95Of(app, one, BROAD));
      infoRow('no filter, newest first', await p95Of(app, one, {}));
      infoRow('no filter, ordered by name', await p95Of(app, one, { dataSortStr: 'name ASC' }));
      infoRow('ordered by class name (joined), then time', await p95Of(app, one, { dataSortStr: 'className ASC,createdAt DESC' }));
      // migration 009's indexes: each list with the index, then without it (dropped for the measure)
      const byPhone = { phone };
      const rareStatus = { currentStatus: '3', gender: 2, presentState: '4' };
      const phoneWith = await p95Of(app, one, byPhone);
      const statusWith = await p95Of(app, one, rareStatus);
      await sql`drop index people_phone`.execute(db);
      await sql`drop index people_current_status`.execute(db);
      const phoneWithout = await p95Of(app, one, byPhone);
      const statusWithout = await p95Of(app, one, rareStatus);
      infoRow('phone filter, index people_phone', phoneWith, ` (${ms(phoneWithout.p95)} without it)`);
      infoRow('rare status + gender + present state, index people_current_status', statusWith, ` (${ms(statusWithout.p95)} without it)`);

      const work = `page of 100 (pages 1–${PAGES}) among ${PEOPLE / 1000}k students: unit + status filters, 3-row advanced search with an or, ordered by name (${total} match), through the API (PGlite)`;
      return [
        {
          flow: 'paged list',
          work: `${work}; one client, 200 calls`,
          figure: `p95 ${ms(p95)} (p50 ${ms(p50)})`,
          budget: 'p95 ≤ 30 ms',
          pass: p95 <= 30 && singleErrors === 0,
          data: { p50, p95, total, insertMs, errors: singleErrors },
        },
        {
          flow: 'paged list',
          work: `same, ${CLIENTS} clients at once, each calling again 1–3 s after its answer, 12 calls each`,
          figure: `p99 ${ms(paging.p99)}, ${paging.errors} errors (${paging.rate.toFixed(0)} calls/s)`,
          budget: 'p99 ≤ 200 ms, no errors',
          pass: paging.p99 <= 200 && paging.errors === 0,
          data: { p99: paging.p99, errors: paging.errors, rate: paging.rate },
        },
        {
          flow: 'paged list',
          work: `why: same, ${CLIENTS} clients with no pause at all (PGlite answers one statement at a time), 10 calls each`,
          figure: `p99 ${ms(flat.p99)}, ${flat.errors} errors (${flat.rate.toFixed(0)} calls/s)`,
          budget: 'info',
          pass: flat.errors === 0,
          data: { p99: flat.p99, errors: flat.errors, rate: flat.rate },
        },
        {
          flow: 'paged list',
          work: `why: the floor, a one-row detail call by ${CLIENTS} clients with no pause, 10 calls each`,
          figure: `p99 ${ms(floor.p99)}, ${floor.errors} errors (${floor.rate.toFixed(0)} calls/s)`,
          budget: 'info',
          pass: floor.errors === 0,
          data: { p99: floor.p99, errors: floor.errors, rate: floor.rate },
        },
        ...info,
      ];
    },
  );
}

if (require.main === module) {
  peopleListRows().then((rows) => {
    for (const r of rows) console.log(r.work, '|', r.figure, '|', r.budget, '|', r.pass ? 'PASS' : 'FAIL');
  });
}
