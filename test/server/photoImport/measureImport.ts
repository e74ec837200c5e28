// Measures the photo zip import through the real route (BUDGETS.md "photo zip import": ~4,000
// photos, ~200 MB zip, ≥ 400 photos/s including validation and matching): a fresh PGlite data
// folder, that many students, a zip made by makePhotoZip, then upload → poll until finished,
// timed end to end, with the zip floor (yauzl reading every entry to nowhere) measured beside it
// and the event loop's longest stall while the job runs. bench/ can import measurePhotoImport;
// run alone: node --import tsx test/server/photoImport/measureImport.ts [count] [bytesPerPhoto]
import { createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import yauzl from 'yauzl';
import { buildApp } from '../../../src/server/app';
import { openPglite } from '../../../src/server/db/connect';
import { migrate } from '../../../src/server/db/migrate';
import { seedDemo } from '../../../src/server/db/seed';
import { PHOTO_PATHS, PhotoImportStatus } from '../../../src/shared/photos/api';
import { UNSIGNED_PAYLOAD, formatSignHeader, uuidV4 } from '../../../src/shared/protocol';
import { call, readAnswer, signIn } from '../helpers';
import { makePhotoZip } from './makeZip';

export interface PhotoImportFigures {
  photos: number;
  zipBytes: number;
  uploadMs: number;
  jobMs: number;
  totalMs: number;
  photosPerSecond: number;
  /** yauzl reading every entry of the same zip, no work */
  zipFloorMs: number;
  /** the event loop's longest stall while the job ran */
  maxStallMs: number;
  /** this process's CPU time (all threads: sharp's included) per photo, upload to end: what the
   *  throughput is on an idle machine is about cores / this */
  cpuMsPerPhoto: number;
  status: PhotoImportStatus;
}

const TENANT = '000000';

/** The zip floor of BUDGETS.md: yauzl reads every entry to nowhere. */
export function zipFloor(file: string): Promise<number> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          stream.on('end', () => zip.readEntry());
          stream.resume();
        });
      });
      zip.on('end', () => resolve(performance.now() - t0));
      zip.readEntry();
    });
  });
}

export interface MeasureOptions {
  count?: number;
  bytesPerPhoto?: number;
  log?: (line: string) => void;
  /** takes the working folder instead of its removal at the end (bench/scratch.ts removes them
   *  all when the bench ends, so one round's clean-up is not measured by the next) */
  leaveFolder?: (dir: string) => void;
  /** called when the upload starts and once the job has ended (a profiler, say) */
  around?: { start(): Promise<void> | void; stop(): Promise<void> | void };
}

export async function measurePhotoImport(options: MeasureOptions = {}): Promise<PhotoImportFigures> {
  const count = options.count ?? 4000;
  const bytesPerPhoto = options.bytesPerPhoto ?? 50_000;
  const log = options.log ?? (() => undefined);
  const dir = mkdtempSync(path.join(tmpdir(), 'photo-import-measure-'));
  const { db } = await openPglite({ dataDir: path.join(dir, 'pg') });
  try {
    await migrate(db);
    await seedDemo(db, { scale: 'small' });
    await sql`insert into people (tenant_id, identity, name, student_no)
      select ${TENANT}, 'STUDENT', '照片' || g, 'PM' || lpad(g::text, 6, '0') from generate_series(0, ${count - 1}::int) g`.execute(db);
    await sql`vacuum analyze people`.execute(db);
    const zipFile = path.join(dir, 'photos.zip');
    await makePhotoZip({ count, identifierOf: (i) => `PM${String(i).padStart(6, '0')}`, bytesPerPhoto, variants: 32, file: zipFile });
    const zipBytes = statSync(zipFile).size;
    log(`zip: ${count} photos, ${(zipBytes / 1024 / 1024).toFixed(1)} MB`);
    const floor = await zipFloor(zipFile);

    const app = buildApp({ db, dataDir: dir, imports: { runner: false }, photoImports: { runner: true, singleProcess: true, runnerOptions: { pollMs: 20 } } });
    await app.ready();
    try {
      const session = await signIn(app, TENANT);
      const boundary = `----photoMeasure${uuidV4().replace(/-/g, '')}`;
      const data = JSON.stringify({ identity: 'STUDENT', repeatRule: 1, errorRule: 1, namingRule: 3, jbDesc: 1 });
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${data}\r\n--${boundary}\r\nContent-Disposition: form-data; name="uploadZip"; filename="photos.zip"\r\nContent-Type: application/zip\r\n\r\n`,
      );
      const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
      async function* body() {
        yield head;
        for await (const chunk of createReadStream(zipFile)) yield chunk as Buffer;
        yield tail;
      }
      const delay = monitorEventLoopDelay({ resolution: 10 });
      await options.around?.start();
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: PHOTO_PATHS.importUpload,
        payload: Readable.from(body()),
        headers: {
          authorization: `Bearer ${session.accessToken}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'x-sign': formatSignHeader(session.signingKey, {
            method: 'POST',
            path: PHOTO_PATHS.importUpload,
            t: app.now(),
            id: uuidV4(),
            body: UNSIGNED_PAYLOAD,
          }),
        },
      });
      const up = readAnswer<{ redisKey: string }>(res);
      if (up.envelope.status !== 1000) throw new Error(`upload refused: ${up.envelope.status} ${up.envelope.msg}`);
      const uploaded = performance.now();
      delay.enable();
      let status: PhotoImportStatus;
      for (;;) {
        const a = await call<PhotoImportStatus>(app, session, { url: PHOTO_PATHS.importProgress, body: { redisKey: up.result.redisKey } });
        status = a.result;
        if (!['queued', 'running'].includes(status.state)) break;
        // the dialog polls every 3 s; more often here only to time the end closely
        await new Promise((r) => setTimeout(r, 50));
      }
      const ended = performance.now();
      const cpu = process.cpuUsage(cpu0);
      delay.disable();
      await options.around?.stop();
      if (status.state !== 'finished' || status.newInsertNum !== count) throw new Error(`import ended ${status.state}: ${JSON.stringify(status)}`);
      const totalMs = ended - t0;
      return {
        photos: count,
        zipBytes,
        uploadMs: uploaded - t0,
        jobMs: ended - uploaded,
        totalMs,
        photosPerSecond: count / (totalMs / 1000),
        zipFloorMs: floor,
        maxStallMs: delay.max / 1e6,
        cpuMsPerPhoto: (cpu.user + cpu.system) / 1000 / count,
        status,
      };
    } finally {
      await app.close();
    }
  } finally {
    await db.destroy();
    if (options.leaveFolder) options.leaveFolder(dir);
    else rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  const [count, bytes] = process.argv.slice(2).map(Number);
  measurePhotoImport({ count: count || undefined, bytesPerPhoto: bytes || undefined, log: (l) => console.log(l) })
    .then((f) => {
      const { status: _s, ...figures } = f;
      console.log(
        JSON.stringify(
          {
            ...figures,
            uploadMs: Math.round(f.uploadMs),
            jobMs: Math.round(f.jobMs),
            totalMs: Math.round(f.totalMs),
            photosPerSecond: Math.round(f.photosPerSecond),
            zipFloorMs: Math.round(f.zipFloorMs),
            maxStallMs: Math.round(f.maxStallMs),
            cpuMsPerPhoto: Number(f.cpuMsPerPhoto.toFixed(2)),
            loadAverage: loadavg().map((x: number) => Number(x.toFixed(1))),
          },
          null,
          1,
        ),
      );
    })
    .catch((e) => {
      console.error(e);
      process.exit(1);
    });
}
