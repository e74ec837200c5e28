// What the metrics (issue 37, src/server/operations/metrics) add to one list call, measured as
// the rights check's bench does: the onResponse hook's work per answer (one histogram observation
// and one counter increment under the route's labels) timed on its own over many calls, and for
// context the list call itself through the API and one scrape of /metrics (the job queues read
// from the database included). A fresh PGlite data folder with the small demo.
import { performance } from 'node:perf_hooks';
import { BenchRow } from './report';
import { LIST_URL, withAlumniListApp } from './alumniListApp';
import { percentile } from './percentile';
import { timeRuns } from './timed';

const CALLS = 400;

const ms = (x: number) => `${x.toFixed(4)} ms`;

export async function metricsRows(): Promise<BenchRow[]> {
  return withAlumniListApp('bench-metrics-', async ({ app, timeListCalls }) => {
    // the list call through the API, the hook included
    const times = await timeListCalls(CALLS, 50);

    // the hook's work: what onResponse does per answer, in batches of 1,000 (p95 of the batches' means)
    const batches: number[] = [];
    for (let b = 0; b < 200; b += 1) {
      const t0 = performance.now();
      for (let i = 0; i < 1000; i += 1) app.metrics.answered('POST', LIST_URL, 200, 0.003 + (i % 7) / 1000);
      batches.push((performance.now() - t0) / 1000);
    }
    const hookP95 = percentile(batches, 95);

    // one scrape, for context (the first, not measured, starts the process metrics)
    const { times: scrapes } = await timeRuns(50, () => app.inject({ method: 'GET', url: '/metrics' }), 1);
    return [
      {
        flow: 'metrics hook',
        work: `what the metrics add to one answer: the onResponse hook's histogram and counter (p95 of 200 means of 1,000 calls); the alumni office's list call for context (${CALLS} calls, PGlite)`,
        figure: `adds p95 ${ms(hookP95)} a call`,
        floor: `list call p95 ${ms(percentile(times, 95))}; a scrape p95 ${ms(percentile(scrapes, 95))}`,
        budget: 'adds ≤ 0.05 ms p95',
        pass: hookP95 <= 0.05,
        data: { hookP95, listP50: percentile(times, 50), listP95: percentile(times, 95), scrapeP95: percentile(scrapes, 95) },
      },
    ];
  });
}
