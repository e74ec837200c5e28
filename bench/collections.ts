// BUDGETS.md "paged list", for the generated collections (issue 12): a page of 40 among 100k
// questions asked of the robot (/robotFAQRecord), filtered by a month of asking time and ordered
// by it, through the real API (signed calls by app.inject) on a fresh PGlite data folder: p95 at
// one client. Info rows: a text filter (trigram index) and a sort on a column without an index.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { buildApp } from '../src/server/app';
import { openPglite } from '../src/server/db/connect';
import { migrate } from '../src/server/db/migrate';
import { seedDemo } from '../src/server/db/seed';
import { call, Session, signIn } from '../test/server/helpers';
import { BenchRow } from './report';
import { scratchDir } from './scratch';
import { percentile } from './percentile';

const TENANT = '000000';
const ROWS = Number(process.env.BENCH_COLLECTION_ROWS ?? 100_000);
const URL = '/api/blade-platform/questionQuiz/list';
const PAGES = 5;
const CALLS = 200;

const ms = (x: number) => `${x.toFixed(1)} ms`;

async function p95Of(app: ReturnType<typeof buildApp>, s: Session, body: Record<string, unknown>, calls: number, url = URL) {
  const times: number[] = [];
  let errors = 0;
  let total = 0;
  for (let i = 0; i < calls; i += 1) {
    const t0 = performance.now();
    const a = await call<{ total: number }>(app, s, { url, body: { ...body, pageIndex: 1 + (i % PAGES), pageSize: 40 } });
    times.push(performance.now() - t0);
    if (a.envelope.status !== 1000 && a.envelope.status !== 1004) errors += 1;
    total = a.result?.total ?? 0;
  }
  return { p95: percentile(times, 95), p50: percentile(times, 50), errors, total };
}

export async function collectionRows(): Promise<BenchRow[]> {
  const dir = scratchDir('bench-collections-');
  const { db } = await openPglite({ dataDir: path.join(dir, 'pg') });
  try {
    await migrate(db);
    await seedDemo(db, { scale: 'small' });
    const t0 = performance.now();
    // a year of questions, about 270 a day, spread over the day
    await sql`insert into robot_asks (tenant_id, question, answer, matched_question, asked_at, asker)
      select ${TENANT}, '第' || g || '个问题：' || (array['图书馆开放时间','校园卡挂失','奖学金申请','宿舍报修','补考安排','校园网连接'])[1 + g % 6],
        '回答' || g, (array['图书馆开放时间是什么？','校园卡丢失如何挂失补办？',null])[1 + g % 3],
        timestamp '2024-01-01' + (g * interval '1 second' * (365 * 86400 / ${ROWS})), '提问人' || (g % 997)
      from generate_series(1, ${ROWS}) as g`.execute(db);
    // PGlite has no autovacuum (docs/NOTES.md): the visibility map lets the count read the index only
    await sql`vacuum analyze robot_asks`.execute(db);
    const insertMs = performance.now() - t0;

    const app = buildApp({ db, dataDir: dir });
    await app.ready();
    const s = await signIn(app, TENANT);
    const MAIN = { askedAtStart: '2024-06-01', askedAtEnd: '2024-06-30' };
    await p95Of(app, s, MAIN, 20); // warm-up
    const main = await p95Of(app, s, MAIN, CALLS);
    const text = await p95Of(app, s, { question: '奖学金' }, 60);
    const sorted = await p95Of(app, s, { ...MAIN, sort: { field: 'asker', direction: 'asc' } }, 60);
    const floor = await p95Of(app, s, {}, 60, '/api/blade-platform/platformalumniword/getAlumniWordList');
    await app.close();
    const work = `page of 40 (pages 1–${PAGES}) among ${ROWS / 1000}k robot questions, a month of asking time (${main.total} match), newest first, through the API (PGlite); one client, ${CALLS} calls`;
    return [
      {
        flow: 'collection list',
        work,
        figure: `p95 ${ms(main.p95)} (p50 ${ms(main.p50)})`,
        budget: 'p95 ≤ 30 ms',
        pass: main.p95 <= 30 && main.errors === 0,
        data: { ...main, insertMs },
      },
      {
        flow: 'collection list',
        work: `why: question text contains 奖学金 (${text.total} match, trigram index), p95 of 60`,
        figure: ms(text.p95),
        budget: 'info',
        pass: text.errors === 0,
      },
      {
        flow: 'collection list',
        work: `why: the month ordered by asker (no index), p95 of 60`,
        figure: ms(sorted.p95),
        budget: 'info',
        pass: sorted.errors === 0,
      },
      {
        flow: 'collection list',
        work: `floor: the 12-row sensitive words list through the same calls, p95 of 60`,
        figure: ms(floor.p95),
        budget: 'info',
        pass: floor.errors === 0,
      },
    ];
  } finally {
    await db.destroy();
  }
}

if (process.argv[1]?.endsWith('collections.ts')) {
  collectionRows().then((rows) => {
    for (const r of rows) console.log(r.work, '|', r.figure, '|', r.budget, '|', r.pass ? 'PASS' : 'FAIL');
  });
}
