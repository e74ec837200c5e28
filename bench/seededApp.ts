// The set-up most benches share: a scratch folder, a fresh database in it (PGlite by default, or
// PostgreSQL through benchDb.ts), migrated and seeded with the small demo; then the API built on
// it and an administrator signed in. Whatever the measure does, the app and the database are
// closed after it. withSeededDb alone serves the benches that build no app here (or measure
// more after the app is closed); withApp alone, an app on a database already made.
import type { FastifyInstance } from 'fastify';
import { buildApp, BuildOptions } from '../src/server/app';
import { migrate } from '../src/server/db/migrate';
import type { Db } from '../src/server/db/schema';
import { seedDemo } from '../src/server/db/seed';
import { Session, signIn } from '../test/server/helpers';
import { BenchDb, pgliteDb } from './benchDb';
import { scratchDir } from './scratch';

export interface SeededDb extends BenchDb {
  /** the scratch folder: the PGlite data under pg/, the app's files */
  dir: string;
}

export interface SeededDbOptions {
  /** the scratch folder's name begins with it */
  prefix: string;
  /** the database: a fresh PGlite in the folder unless given (e.g. `() => postgresDb(url)`) */
  open?: (dir: string) => Promise<BenchDb>;
  /** after the migrations: the small demo unless given */
  seed?: (db: Db) => Promise<void>;
}

const smallDemo = (db: Db) => seedDemo(db, { scale: 'small' });

export async function withSeededDb<T>(o: SeededDbOptions, work: (x: SeededDb) => Promise<T>): Promise<T> {
  const dir = scratchDir(o.prefix);
  const bench = await (o.open ?? pgliteDb)(dir);
  try {
    await migrate(bench.db);
    await (o.seed ?? smallDemo)(bench.db);
    return await work({ ...bench, dir });
  } finally {
    await bench.close();
  }
}

export interface AppOptions {
  /** who signs in (tenant 000000's `admin` unless given) */
  tenant?: string;
  account?: string;
  /** for buildApp beside the database and the folder (job runners, call rates) */
  appOptions?: Omit<BuildOptions, 'db' | 'dataDir'>;
}

export interface OpenApp {
  app: FastifyInstance;
  session: Session;
}

/** The API on `db` with its files in `dir`, ready, an administrator signed in; closed after the measure. */
export async function withApp<T>(where: { db: Db; dir: string }, o: AppOptions, measure: (x: OpenApp) => Promise<T>): Promise<T> {
  const app = buildApp({ db: where.db, dataDir: where.dir, ...o.appOptions });
  await app.ready();
  try {
    const session = await signIn(app, o.tenant ?? '000000', o.account);
    return await measure({ app, session });
  } finally {
    await app.close();
  }
}

export interface SeededAppOptions<B> extends SeededDbOptions, AppOptions {
  /** between the seed and the app: the bench's own rows; what it returns is the measure's `before` */
  beforeApp?: (x: SeededDb) => Promise<B>;
}

export interface SeededApp<B> extends SeededDb, OpenApp {
  before: B;
}

export function withSeededApp<T, B = undefined>(o: SeededAppOptions<B>, measure: (x: SeededApp<B>) => Promise<T>): Promise<T> {
  return withSeededDb(o, async (seeded) => {
    const before = (o.beforeApp ? await o.beforeApp(seeded) : undefined) as B;
    return withApp(seeded, o, (opened) => measure({ ...seeded, ...opened, before }));
  });
}
