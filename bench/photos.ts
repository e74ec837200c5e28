// BUDGETS.md, "photo zip import" and "photo export", each beside the zip floor measured in the
// same run (yauzl reading every entry of the same archive to nowhere).
// - import: a ~200 MB zip of 4,000 JPEG photos named by student number, uploaded through the real
//   route and polled until finished (validation by content, decoding, matching, the photo store
//   and the database included; thumbnails are made when first shown): test/server/photoImport/measureImport.ts.
// - export: 4,000 students with ID-photo-sized JPEGs (358 × 441, ~25 KB) exported through the API
//   (start → poll until finished → download) as jpg, the budget's case; png (decoded and encoded
//   again, one by one) is printed beside it as information.
import { statSync } from 'node:fs';
import yauzl from 'yauzl';
import { sql } from 'kysely';
import type { Db } from '../src/server/db/schema';
import { measurePhotoImport, zipFloor } from '../test/server/photoImport/measureImport';
import { seedPhotos } from '../test/server/photoExport/seedPhotos';
import { photosDone } from '../test/server/photoExport/calls';
import { median } from './percentile';
import { removeLater } from './scratch';
import { BenchRow, secs } from './report';
import { withSeededApp } from './seededApp';
import { timed } from './timed';

const TENANT = '000000';
const COUNT = 4000;

async function importRow(): Promise<BenchRow> {
  const rounds = Number(process.env.BENCH_PHOTO_ROUNDS ?? 3);
  const runs = [];
  for (let i = 0; i < rounds; i += 1) runs.push(await measurePhotoImport({ count: COUNT, bytesPerPhoto: 50_000, leaveFolder: removeLater }));
  const rate = median(runs.map((r) => r.photosPerSecond));
  const run = runs.find((r) => r.photosPerSecond === rate)!;
  const mb = run.zipBytes / 1024 / 1024;
  return {
    flow: 'photo zip import',
    work: `${COUNT} photos, ${mb.toFixed(0)} MB zip, upload → finished (median of ${rounds})`,
    figure: `${Math.round(rate)} photos/s (${secs(run.totalMs)}; upload ${secs(run.uploadMs)}, job ${secs(run.jobMs)}; stall ${Math.round(run.maxStallMs)} ms)`,
    floor: `zip floor ${secs(run.zipFloorMs)} (${Math.round(COUNT / (run.zipFloorMs / 1000))} photos/s)`,
    ratio: `${(run.totalMs / run.zipFloorMs).toFixed(1)}×`,
    budget: '≥ 400 photos/s',
    pass: rate >= 400,
    data: { runs: runs.map(({ status: _s, ...f }) => f) },
  };
}

const entryCount = (file: string) =>
  new Promise<number>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: false, autoClose: true }, (e, zip) => (e || !zip ? reject(e) : resolve(zip.entryCount))),
  );

/** COUNT students with their student numbers and nothing else, to hold the photos */
async function photoStudents(db: Db): Promise<void> {
  await sql`insert into people (tenant_id, identity, name, student_no)
    select ${TENANT}, 'STUDENT', '照片' || g, 'PX' || lpad(g::text, 6, '0') from generate_series(0, ${COUNT - 1}::int) g`.execute(db);
}

function exportRows(): Promise<BenchRow[]> {
  const appOptions = { exports: { runner: true, singleProcess: true, runnerOptions: { pollMs: 20 } } };
  return withSeededApp({ prefix: 'bench-photo-export-', appOptions, beforeApp: ({ db }) => photoStudents(db) }, async ({ db, app, session }) => {
    const ids = (await sql<{ id: number }>`select id from people where tenant_id = ${TENANT} and student_no like 'PX%' order by id`.execute(db)).rows.map(
      (r) => r.id,
    );
    await seedPhotos(db, app.photos.store, { tenantId: TENANT, identity: 'STUDENT', count: COUNT, ids, width: 358, height: 441, grain: 8, variants: 16 });
    await sql`vacuum analyze people`.execute(db);
    const body = { identity: 'STUDENT' as const, dataRange: 2 as const, formInline: { identifier: 'PX' }, namingRule: 2 as const, fileName: '学生照片' };
    const once = async (formatRule: 1 | 3) => {
      const { ms, value: done } = await timed(() => photosDone(app, session, { ...body, formatRule }));
      // the stored zip itself (a download through inject would hold 100 MB+ as one string)
      const job = (
        await sql<{ stored_name: string; finish_num: number }>`select stored_name, finish_num from export_jobs where key = ${done.redisKey}`.execute(db)
      ).rows[0];
      if (job.finish_num !== COUNT) throw new Error(`photo export wrote ${job.finish_num} of ${COUNT}`);
      const file = app.exports.files.pathOf(job.stored_name!);
      if ((await entryCount(file)) !== COUNT) throw new Error('the zip does not hold every photo');
      return { ms, floorMs: await zipFloor(file), bytes: statSync(file).size };
    };
    const rounds = Number(process.env.BENCH_PHOTO_ROUNDS ?? 3);
    const jpg: { ms: number; floorMs: number; bytes: number }[] = [];
    for (let i = 0; i < rounds; i += 1) jpg.push(await once(1));
    const j = jpg.find((r) => r.ms === median(jpg.map((x) => x.ms)))!;
    const png = await once(3);
    const rate = (ms: number) => Math.round(COUNT / (ms / 1000));
    return [
      {
        flow: 'photo export',
        work: `${COUNT} photos as jpg (JPEG sources, 358 × 441), start → finished (median of ${rounds})`,
        figure: `${rate(j.ms)} photos/s (${secs(j.ms)}, zip ${(j.bytes / 1024 / 1024).toFixed(0)} MB)`,
        floor: `zip floor ${secs(j.floorMs)} (${rate(j.floorMs)} photos/s)`,
        ratio: `${(j.ms / j.floorMs).toFixed(1)}×`,
        budget: '≥ 1,000 photos/s',
        pass: rate(j.ms) >= 1000,
        data: { jpg },
      },
      {
        flow: 'photo export (info)',
        work: `${COUNT} photos as png: each decoded and encoded again`,
        figure: `${rate(png.ms)} photos/s (${secs(png.ms)}, zip ${(png.bytes / 1024 / 1024).toFixed(0)} MB)`,
        floor: `zip floor ${secs(png.floorMs)}`,
        ratio: `${(png.ms / png.floorMs).toFixed(1)}×`,
        budget: 'info',
        pass: true,
        data: { png },
      },
    ];
  });
}

export async function photoRows(): Promise<BenchRow[]> {
  return [await importRow(), ...(await exportRows())];
}

if (require.main === module) {
  void (async () => {
    const { printReport } = await import('./report');
    printReport(await photoRows());
  })();
}
