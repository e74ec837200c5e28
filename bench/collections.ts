// BUDGETS.md "paged list", for the generated collections (issue 12): a page of 40 among 100k
// questions asked of the robot (/robotFAQRecord), filtered by a month of asking time and ordered
// by it, through the real API (signed calls by app.inject) on a fresh PGlite data folder: p95 at
// one client. Info rows: a text filter (trigram index) and a sort on a column without an index.
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../src/server/db/schema';
import { Session } from '../test/server/helpers';
import { BenchRow } from './report';
import { withSeededApp } from './seededApp';
import { callStats } from './timed';

const TENANT = '000000';
const ROWS = Number(process.env.BENCH_COLLECTION_ROWS ?? 100_000);
const URL = '/api/blade-platform/questionQuiz/list';
const PAGES = 5;
const CALLS = 200;

const ms = (x: number) => `${x.toFixed(1)} ms`;

/** `calls` pages of 40 (pages 1–PAGES in turn) after `warmup`; a page past the end (1004) is no error */
async function p95Of(app: FastifyInstance, s: Session, body: Record<string, unknown>, calls: number, { url = URL, warmup = 0 } = {}) {
  const { last, ...r } = await callStats<{ total: number }>(app, s, (i) => ({ url, body: { ...body, pageIndex: 1 + (i % PAGES), pageSize: 40 } }), calls, {
    warmup,
    ok: [1000, 1004],
  });
  return { ...r, total: last.result?.total ?? 0 };
}

/** a year of questions, about 270 a day, spread over the day; the time it took */
async function insertQuestions(db: Db): Promise<number> {
  const t0 = performance.now();
  await sql`insert into robot_asks (tenant_id, question, answer, matched_question, asked_at, asker)
    select ${TENANT}, '第' || g || '个问题：' || (array['图书馆开放时间','校园卡挂失','奖学金申请','宿舍报修','补考安排','校园网连接'])[1 + g % 6],
      '回答' || g, (array['图书馆开放时间是什么？','校园卡丢失如何挂失补办？',null])[1 + g % 3],
      timestamp '2024-01-01' + (g * interval '1 second' * (365 * 86400 / ${ROWS})), '提问人' || (g % 997)
    from generate_series(1, ${ROWS}) as g`.execute(db);
  // PGlite has no autovacuum (docs/NOTES.md): the visibility map lets the count read the index only
  await sql`vacuum analyze robot_asks`.execute(db);
  return performance.now() - t0;
}

export function collectionRows(): Promise<BenchRow[]> {
  return withSeededApp({ prefix: 'bench-collections-', beforeApp: ({ db }) => insertQuestions(db) }, async ({ app, session: s, before: insertMs }) => {
    const MAIN = { askedAtStart: '2024-06-01', askedAtEnd: '2024-06-30' };
    const main = await p95Of(app, s, MAIN, CALLS, { warmup: 20 });
    const text = await p95Of(app, s, { question: '奖学金' }, 60);
    const sorted = await p95Of(app, s, { ...MAIN, sort: { field: 'asker', direction: 'asc' } }, 60);
    const floor = await p95Of(app, s, {}, 60, { url: '/api/blade-platform/platformalumniword/getAlumniWordList' });
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
  });
}

if (process.argv[1]?.endsWith('collections.ts')) {
  collectionRows().then((rows) => {
    for (const r of rows) console.log(r.work, '|', r.figure, '|', r.budget, '|', r.pass ? 'PASS' : 'FAIL');
  });
}
