// The administrator paging while a job runs (the import's and the export's benches): a paged list
// call (page 1 of 20) every 100 ms while `running` says so. Resolves with each call's start (wall
// clock) and latency; rejects at the first answer whose status is not among `ok`.
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { call, Session } from '../test/server/helpers';

export function pollList(app: FastifyInstance, session: Session, url: string, running: () => boolean, ok: number[]): Promise<{ at: number; ms: number }[]> {
  const latencies: { at: number; ms: number }[] = [];
  return new Promise((resolve, reject) => {
    const tick = async () => {
      if (!running()) return resolve(latencies);
      const t0 = performance.now();
      const at = Date.now();
      const a = await call(app, session, { url, body: { pageIndex: 1, pageSize: 20 } });
      if (!ok.includes(a.envelope.status)) return reject(new Error(`list ${url}: ${a.envelope.status} ${a.envelope.msg}`));
      latencies.push({ at, ms: performance.now() - t0 });
      setTimeout(tick, Math.max(0, 100 - (performance.now() - t0)));
    };
    void tick();
  });
}
