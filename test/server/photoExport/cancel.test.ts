// A photo export is a job of the export queue: cancelled after the page it is writing (its zip
// removed), and after a stop in the middle written again from the top by the next start, with a
// new file and every entry once.
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import type { ExportsOptions } from '../../../src/server/exports/plugin';
import { exportDb } from '../../../src/server/exports/tables';
import { PHOTO_PAGE_SIZE } from '../../../src/server/photoExport/zipWriter';
import { gate } from '../exports/exportApp';
import { makeTestDb, signIn, TENANT_A } from '../helpers';
import type { TestDb } from '../testDb';
import { cancelPhotos, downloadZip, photoProgress, startPhotos, waitForPhotos } from './calls';
import { seedPhotos } from './seedPhotos';
import { dataDirForSmallDemo } from '../../templates/dataFolder';

const COUNT = 250;
let testDb: TestDb;
let dataDir: string;

beforeAll(async () => {
  testDb = await makeTestDb({ seed: 'small' });
  dataDir = dataDirForSmallDemo('campus-photo-export-');
  const app = await start({});
  await seedPhotos(testDb.db, app.photos.store, { tenantId: TENANT_A, count: COUNT });
  await app.close();
});
afterAll(async () => {
  await testDb.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(exports: Omit<ExportsOptions, 'dataDir'>): Promise<FastifyInstance> {
  const app = buildApp({ db: testDb.db, dataDir, exports: { singleProcess: true, ...exports, runnerOptions: { pollMs: 20, ...exports.runnerOptions } } });
  await app.ready();
  return app;
}

const jobRow = (key: string) => exportDb(testDb.db).selectFrom('export_jobs').selectAll().where('key', '=', key).executeTakeFirstOrThrow();
const files = () => readdirSync(path.join(dataDir, 'files', 'exports'));

it('stops a running photo export after its current page and removes its zip', async () => {
  const paused = gate();
  const app = await start({
    runner: true,
    runnerOptions: {
      afterPage: async (_job, written) => {
        if (written === PHOTO_PAGE_SIZE) {
          paused.arrive();
          await paused.wait();
        }
      },
    },
  });
  try {
    const s = await signIn(app, TENANT_A);
    const key = (await startPhotos(app, s, { namingRule: 2 })).result.redisKey;
    await paused.reached;
    const midway = await photoProgress(app, s, key);
    expect(midway.result).toMatchObject({ state: 'running', finished: 0, finishNum: PHOTO_PAGE_SIZE, totalNum: COUNT, url: null });
    expect(files()).toEqual([(await jobRow(key)).stored_name]);
    const cancelling = cancelPhotos(app, s, key);
    await new Promise((r) => setTimeout(r, 100));
    paused.open();
    const answer = await cancelling;
    expect(answer.envelope).toMatchObject({ status: 1000, msg: '导出已取消' });
    expect(answer.result).toMatchObject({ state: 'cancelled', finished: 1, url: null, errorMsg: '导出已取消', finishNum: 2 * PHOTO_PAGE_SIZE });
    expect(await jobRow(key)).toMatchObject({ state: 'cancelled', stored_name: null, kind: 'photos' });
    expect(files()).toEqual([]);
  } finally {
    await app.close();
  }
});

it('writes a photo export again from the top after the server stopped in the middle of it', async () => {
  const paused = gate();
  const first = await start({
    runner: true,
    runnerOptions: {
      afterPage: async (_job, written) => {
        if (written === PHOTO_PAGE_SIZE) {
          paused.arrive();
          await paused.wait();
        }
      },
    },
  });
  const s1 = await signIn(first, TENANT_A);
  const key = (await startPhotos(first, s1, { namingRule: 2, formatRule: 2 })).result.redisKey;
  await paused.reached;
  const partial = (await jobRow(key)).stored_name!;
  const closing = first.close();
  paused.open();
  await closing;
  expect(await jobRow(key)).toMatchObject({ state: 'running', attempts: 1 });
  expect(files()).toEqual([]);

  const second = await start({ runner: true });
  try {
    const s2 = await signIn(second, TENANT_A);
    const done = await waitForPhotos(second, s2, key);
    expect(done.result).toMatchObject({ state: 'finished', finishNum: COUNT, totalNum: COUNT, finishRate: 1 });
    const job = await jobRow(key);
    expect(job.attempts).toBe(2);
    expect(job.stored_name).not.toBe(partial);
    expect(files()).toEqual([job.stored_name]);
    const { entries } = await downloadZip(second, s2, done.result.url!);
    expect(entries).toHaveLength(COUNT);
    expect(new Set(entries.map((e) => e.name)).size).toBe(COUNT);
    expect(entries.every((e) => e.name.endsWith('.jpeg'))).toBe(true);
  } finally {
    await second.close();
  }
});
