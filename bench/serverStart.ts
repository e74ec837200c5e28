// Server start on an existing data folder: start once (migrations and demo seed), stop, then
// start three times more and take the median time from spawn to the "ready" line.
import path from 'node:path';
import { startServer } from '../test/e2e/harness';
import { scratchDir } from './scratch';
import { BenchRow } from './report';

export async function serverStartRows(): Promise<BenchRow[]> {
  const dataDir = scratchDir('bench-start-');
  const t0 = Date.now();
  await (await startServer({ DATA_DIR: dataDir })).stop();
  const firstStart = Date.now() - t0;
  const times: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    const t = Date.now();
    const s = await startServer({ DATA_DIR: dataDir });
    times.push(Date.now() - t);
    await s.stop();
  }
  times.sort((a, b) => a - b);
  const median = times[1];
  return [
    {
      flow: 'server start',
      work: 'existing data folder (median of 3, spawn to ready)',
      figure: `${(median / 1000).toFixed(2)} s`,
      budget: '≤ 3 s',
      pass: median <= 3000,
      data: { times, firstStartWithSeedMs: firstStart },
    },
    { flow: 'server start', work: 'new data folder (migrations + demo seed)', figure: `${(firstStart / 1000).toFixed(2)} s`, budget: 'info', pass: true },
  ];
}
