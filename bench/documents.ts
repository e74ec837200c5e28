// BUDGETS.md, configuration documents: the public read of a published document (p95 ≤ 2 ms,
// 304 when unchanged) and a save with its base version (a version kept with its difference and
// an audit row, in one locked transaction: p95 ≤ 30 ms). Through the real API by app.inject
// on the embedded database with the small demo: plain GETs for the public read, signed calls
// for the saves. Info rows: the first read after a publish (a cache miss: one query) and the
// publish call itself.
import { documentPath, publicDocumentPath } from '../src/shared/documents';
import { landingReads as landingUrls } from '../src/shared/documents/preLoginPage/landing';
import { call } from '../test/server/helpers';
import { median, percentile } from './percentile';
import { BenchRow } from './report';
import { withSeededApp } from './seededApp';
import { timed } from './timed';

const TENANT = '000000';
const CALLS = Number(process.env.BENCH_DOCUMENT_CALLS ?? 500);
const READ_BUDGET_MS = 2;
const SAVE_BUDGET_MS = 30;

const p95 = (xs: number[]) => percentile(xs, 95);
const ms = (x: number) => `${x.toFixed(2)} ms`;
/** p95 and, for a loaded machine, the median beside it */
const spread = (xs: number[]) => `p95 ${ms(p95(xs))} (median ${ms(median(xs))})`;

export function documentRows(): Promise<BenchRow[]> {
  return withSeededApp({ prefix: 'bench-documents-' }, async ({ app, session }) => {
    const url = publicDocumentPath(TENANT, 'appearance');
    const read = (headers: Record<string, string> = {}) => timed(() => app.inject({ method: 'GET', url, headers }));

    for (let i = 0; i < 50; i++) await read(); // warm-up
    const plain: number[] = [];
    let plainOk = true;
    for (let i = 0; i < CALLS; i++) {
      const r = await read();
      plain.push(r.ms);
      plainOk &&= r.value.statusCode === 200;
    }
    const etag = (await read()).value.headers.etag as string;
    const conditional: number[] = [];
    let all304 = true;
    for (let i = 0; i < CALLS; i++) {
      const r = await read({ 'if-none-match': etag });
      conditional.push(r.ms);
      all304 &&= r.value.statusCode === 304;
    }

    // the page before login (/landing/<tenant>) reads these four when it opens; each read is
    // timed alone (at once, each would also count the others' time on this one process)
    const landingReads: number[] = [];
    let landingOk = true;
    for (let i = 0; i < CALLS / 4; i++) {
      for (const url of landingUrls(TENANT)) {
        const r = await timed(() => app.inject({ method: 'GET', url }));
        landingReads.push(r.ms);
        landingOk &&= r.value.statusCode === 200;
      }
    }

    let version = (await call<{ version: number }>(app, session, { url: documentPath('appearance', 'detail'), body: {} })).result.version;
    const saves: number[] = [];
    let savesOk = true;
    for (let i = 0; i < CALLS; i++) {
      const r = await timed(() =>
        call<{ version: number }>(app, session, {
          url: documentPath('appearance', 'save'),
          body: { baseVersion: version, content: { footerText: `页脚 ${i}` } },
        }),
      );
      saves.push(r.ms);
      savesOk &&= r.value.envelope.status === 1000 && r.value.result.version === version + 1;
      version = r.value.result.version;
    }

    const publishes: number[] = [];
    const misses: number[] = [];
    let missesOk = true;
    for (let i = 0; i < 50; i++) {
      const saved = await call<{ version: number }>(app, session, {
        url: documentPath('appearance', 'save'),
        body: { baseVersion: version, content: { footerText: `发布 ${i}` } },
      });
      version = saved.result.version;
      publishes.push((await timed(() => call(app, session, { url: documentPath('appearance', 'publish'), body: { baseVersion: version } }))).ms);
      const r = await read();
      misses.push(r.ms);
      missesOk &&= r.value.statusCode === 200 && r.value.headers.etag !== etag;
    }

    const readP95 = p95(plain);
    const condP95 = p95(conditional);
    const saveP95 = p95(saves);
    return [
      {
        flow: 'documents',
        work: `public read of a published document, ${CALLS} GETs (no sign-in, in-process cache)`,
        figure: spread(plain),
        budget: `p95 ≤ ${READ_BUDGET_MS} ms`,
        pass: readP95 <= READ_BUDGET_MS && plainOk,
        data: { p95: readP95, calls: CALLS },
      },
      {
        flow: 'documents',
        work: `the same with If-None-Match (${CALLS} × 304)`,
        figure: spread(conditional),
        budget: `p95 ≤ ${READ_BUDGET_MS} ms, 304`,
        pass: condP95 <= READ_BUDGET_MS && all304,
        data: { p95: condP95, all304 },
      },
      {
        flow: 'documents',
        work: `the page before login's four public reads, ${landingReads.length} GETs (each timed)`,
        figure: spread(landingReads),
        budget: `p95 ≤ ${READ_BUDGET_MS} ms`,
        pass: p95(landingReads) <= READ_BUDGET_MS && landingOk,
        data: { p95: p95(landingReads), calls: landingReads.length },
      },
      {
        flow: 'documents',
        work: `save with its base version, ${CALLS} signed calls (version + difference + audit row, row locked)`,
        figure: spread(saves),
        budget: `p95 ≤ ${SAVE_BUDGET_MS} ms`,
        pass: saveP95 <= SAVE_BUDGET_MS && savesOk,
        data: { p95: saveP95, versions: version },
      },
      { flow: 'documents', work: 'why: first public read after a publish (cache miss: one query)', figure: spread(misses), budget: 'info', pass: missesOk },
      { flow: 'documents', work: 'why: publish call', figure: spread(publishes), budget: 'info', pass: true },
    ];
  });
}

if (require.main === module) {
  documentRows().then((rows) => {
    for (const r of rows) console.log(r.work, '|', r.figure, '|', r.budget, '|', r.pass ? 'PASS' : 'FAIL');
  });
}
