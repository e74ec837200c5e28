// The app the per-call benches measure against (rights check, metrics hook): a fresh PGlite data
// folder with the small demo, the API built on it, the alumni office's administrator signed in,
// and its list of sensitive words as the call whose time gives the context.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/server/db/schema';
import { call, Session } from '../test/server/helpers';
import { withSeededApp } from './seededApp';
import { timeRuns } from './timed';

export const LIST_URL = '/api/blade-platform/platformalumniword/getAlumniWordList';

export interface AlumniListApp {
  db: Db;
  app: FastifyInstance;
  session: Session;
  /** the list call `count` times after `warmup` unmeasured ones: each call's ms */
  timeListCalls(count: number, warmup?: number): Promise<number[]>;
}

export function withAlumniListApp<T>(prefix: string, measure: (x: AlumniListApp) => Promise<T>): Promise<T> {
  return withSeededApp({ prefix, account: 'alumni' }, ({ db, app, session }) => {
    const timeListCalls = async (count: number, warmup = 0) => {
      const { times, values } = await timeRuns(count, () => call(app, session, { url: LIST_URL, body: { pageIndex: 1, pageSize: 40 } }), warmup);
      const refused = values.find((a) => a.envelope.status !== 1000);
      if (refused) throw new Error(`list refused: ${refused.envelope.msg}`);
      return times;
    };
    return measure({ db, app, session, timeListCalls });
  });
}
