// One measured run of the export bench, in a process of its own (so its memory is the server's
// alone): `floor` reads the rows in keyset pages and feeds them to exceljs's streaming writer,
// nothing else (BUDGETS.md, the export floor); `api` starts the real app on the same data
// folder and exports through the API as the console does (start → poll → download), while a
// paged list call runs every 100 ms and the event loop's longest stall is watched. Prints one
// JSON line; the parent samples this process's RSS from /proc meanwhile.
import { readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../src/server/app';
import { openPglite } from '../src/server/db/connect';
import type { Db } from '../src/server/db/schema';
import { EXPORT_PATHS, ExportProgress } from '../src/shared/exports/api';
import { peopleListPath } from '../src/shared/people/api';
import { call, consoleGet, prepareCall, Session, signIn } from '../test/server/helpers';
import { pollList } from './listPoller';
import { percentile } from './percentile';
import { timeRuns } from './timed';

const TENANT = '000000';
/** 15 columns: the student list's 13 fields, then name and ID number again (no list has 15) */
export const BENCH_EXPORT_FIELDS =
  '姓名:name,学号:studentNo,性别:gender,身份证号:idNumber,手机号:phone,邮箱:email,专业:unitName,班级:className,当前状态:currentStatus,在籍状态:presentState,年级:grade,创建时间:createdAt,更新时间:updatedAt,姓名(核对):name,证件号码:idNumber';
const FLOOR_COLUMNS = [
  'name',
  'student_no',
  'gender',
  'id_number',
  'phone',
  'email',
  'unit_name',
  'class_name',
  'current_status',
  'present_state',
  'grade',
  'created_at',
  'updated_at',
  'name',
  'id_number',
];

const peakRssMb = () => Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) / 1024;
const rssMb = () => process.memoryUsage.rss() / 1048576;

/** The floor: keyset-paged SELECT of the same rows (newest first, as the export) into the writer. */
async function floor(db: Db, file: string, pageSize: number) {
  const t0 = performance.now();
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false, useStyles: false });
  const ws = wb.addWorksheet('floor');
  ws.addRow(FLOOR_COLUMNS).commit();
  let last: number | null = null;
  let rows = 0;
  for (;;) {
    const page = await sql<
      Record<string, unknown>
    >`select p.id, p.name, p.student_no, p.gender, p.id_number, p.phone, p.email, u.name as unit_name, c.name as class_name,
        p.current_status, p.present_state, p.grade, p.created_at, p.updated_at
      from people p
      left join org_units u on u.id = p.org_unit_id and u.tenant_id = p.tenant_id
      left join org_units c on c.id = p.class_id and c.tenant_id = p.tenant_id
      where p.tenant_id = ${TENANT} and p.identity = 'STUDENT' ${last === null ? sql`` : sql`and p.id < ${last}`}
      order by p.id desc limit ${pageSize}`.execute(db);
    if (page.rows.length === 0) break;
    for (const r of page.rows) ws.addRow(FLOOR_COLUMNS.map((c) => r[c] ?? undefined)).commit();
    rows += page.rows.length;
    last = Number(page.rows[page.rows.length - 1].id);
    if (page.rows.length < pageSize) break;
  }
  ws.commit();
  await wb.commit();
  return { ms: performance.now() - t0, rows };
}

/**
 * The download as a browser makes it: over a real socket, the file streamed and not kept (an
 * injected request would hold the whole file twice in this process's memory).
 */
function fetchOverHttp(app: FastifyInstance, session: Session, url: string): Promise<{ bytes: number }> {
  const { headers } = prepareCall(app, session, { method: 'GET', url });
  const address = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port: address.port, path: url, headers: headers as Record<string, string> }, (res) => {
      if (!String(res.headers['content-type']).includes('spreadsheetml'))
        return reject(new Error(`download: ${res.statusCode} ${res.headers['content-type']}`));
      let bytes = 0;
      res.on('data', (c: Buffer) => {
        bytes += c.length;
      });
      res.on('end', () => resolve({ bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

export async function throughApi(db: Db, filesDir: string, pageSize: number, withList: boolean) {
  const app = buildApp({ db, dataDir: filesDir, exports: { runner: true, singleProcess: true, runnerOptions: { pageSize } } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const session = await signIn(app, TENANT);
  // as on a server that has been answering: the list and the count have run once (their first
  // plans, and the index pages read into PGlite's buffers: the first count after a start alone
  // held the event loop ~200 ms at 100k people)
  await call(app, session, { url: peopleListPath('STUDENT'), body: { pageIndex: 1, pageSize: 20 } });
  await call(app, session, { url: EXPORT_PATHS.count, body: { identity: 'STUDENT', dataRange: 1 } });
  const rssBefore = rssMb();
  let running = true;
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const listing = withList ? pollList(app, session, peopleListPath('STUDENT'), () => running, [1000]) : Promise.resolve([]);
  const t0 = performance.now();
  // the dialog counts first (the export button waits for it), then starts
  const counted = await call<number>(app, session, { url: EXPORT_PATHS.count, body: { identity: 'STUDENT', dataRange: 1 } });
  if (counted.envelope.status !== 1000 || !(counted.result > 0)) throw new Error(`count: ${counted.envelope.msg}`);
  const started = await call<{ redisKey: string }>(app, session, {
    url: EXPORT_PATHS.start,
    body: { identity: 'STUDENT', dataRange: 1, fileName: '学生名单', exportField: BENCH_EXPORT_FIELDS },
  });
  if (started.envelope.status !== 1000) throw new Error(`start: ${started.envelope.msg}`);
  const key = started.result.redisKey;
  let status: ExportProgress;
  const inFlight: number[] = [];
  for (;;) {
    const p0 = performance.now();
    status = (await call<ExportProgress>(app, session, { url: EXPORT_PATHS.progress, body: { redisKey: key } })).result;
    inFlight.push(performance.now() - p0);
    if (status.finished === 1) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  if (status.state !== 'finished') throw new Error(`export ended ${status.state}: ${status.errorMsg}`);
  const file = await fetchOverHttp(app, session, consoleGet(status.url!));
  const ms = performance.now() - t0;
  running = false;
  loop.disable();
  const latencies = (await listing).map((l) => l.ms);
  // the poll alone (as the import bench measures it): 200 calls against the finished export,
  // once the export's last work (the zip's deflate, the file's read) has settled
  await new Promise((r) => setTimeout(r, 500));
  const { times: idle } = await timeRuns(200, () => call(app, session, { url: EXPORT_PATHS.progress, body: { redisKey: key } }));
  await app.close();
  return {
    ms,
    rows: status.finishNum,
    bytes: file.bytes,
    rssBefore,
    stallMs: loop.max / 1e6,
    listP99: percentile(latencies, 99),
    listCalls: latencies.length,
    pollP95: percentile(idle, 95),
    inFlightPollP95: percentile(inFlight, 95),
  };
}

async function main() {
  const [mode, dataDir, pageSizeText, withList] = process.argv.slice(2);
  const pageSize = Number(pageSizeText);
  const { db } = await openPglite({ dataDir: path.join(dataDir, 'pg') });
  const out = path.join(dataDir, `run-${process.pid}`);
  try {
    const result = mode === 'floor' ? await floor(db, `${out}.xlsx`, pageSize) : await throughApi(db, out, pageSize, withList === 'list');
    process.stdout.write(`${JSON.stringify({ ...result, peakRssMb: peakRssMb() })}\n`);
  } finally {
    await db.destroy();
    rmSync(`${out}.xlsx`, { force: true });
    rmSync(out, { recursive: true, force: true });
  }
}

// run as a process of its own by bench/export.ts; imported by bench/onPostgres.ts for throughApi
if (require.main === module) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
