// The app the per-call benches measure against (rights check, metrics hook): a fresh PGlite data
// folder with the small demo, the API built on it, the alumni office's administrator signed in,
// and its list of sensitive words as the call whose time gives the context.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app';
import { openPglite } from '../src/server/db/connect';
import { migrate } from '../src/server/db/migrate';
import type { Db } from '../src/server/db/schema';
import { seedDemo } from '../src/server/db/seed';
import { call, Session, signIn } from '../test/server/helpers';
import { scratchDir } from './scratch';

export const LIST_URL = '/api/blade-platform/platformalumniword/getAlumniWordList';

export interface AlumniListApp {
  db: Db;
  app: FastifyInstance;
  session: Session;
  /** the list call `count` times after `warmup` unmeasured ones: each call's ms */
  timeListCalls(count: number, warmup?: number): Promise<number[]>;
}

export async function withAlumniListApp<T>(prefix: string, measure: (x: AlumniListApp) => Promise<T>): Promise<T> {
  const dir = scratchDir(prefix);
  const { db } = await openPglite({ dataDir: path.join(dir, 'pg') });
  try {
    await migrate(db);
    await seedDemo(db, { scale: 'small' });
    const app = buildApp({ db, dataDir: dir });
    await app.ready();
    try {
      const session = await signIn(app, '000000', 'alumni');
      const timeListCalls = async (count: number, warmup = 0) => {
        const times: number[] = [];
        for (let i = 0; i < count + warmup; i += 1) {
          const t0 = performance.now();
          const a = await call(app, session, { url: LIST_URL, body: { pageIndex: 1, pageSize: 40 } });
          if (i >= warmup) times.push(performance.now() - t0);
          if (a.envelope.status !== 1000) throw new Error(`list refused: ${a.envelope.msg}`);
        }
        return times;
      };
      return await measure({ db, app, session, timeListCalls });
    } finally {
      await app.close();
    }
  } finally {
    await db.destroy();
  }
}
