// The security issue's crafted .xlsx files through the real upload route: each is refused within
// seconds (the regular-expression reader took minutes) with a message saying what is wrong, while a signed people-list call issued
// every 50 ms keeps answering (nothing of the file is parsed on the API's thread).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { IMPORT_PATHS } from '../../../src/shared/imports';
import { peopleListPath } from '../../../src/shared/people/api';
import { importDb } from '../../../src/server/imports/tables';
import { MAX_CELL_CHARS, MAX_PART_BYTES, MAX_TAG_CHARS } from '../../../src/server/spreadsheet/limits';
import { spreadsheetReaderReady } from '../../../src/server/spreadsheet/readSpreadsheet';
import { buildTestApp, call, callMultipart, Session, signIn, TENANT_A, TestApp } from '../helpers';
import { studentRow, STUDENT_HEADER, upload, xlsxOf } from '../imports/fixtures';
import { craftedXlsx, HOSTILE, sheetXml } from './craft';

let t: TestApp;
let session: Session;
/** the cheap signed call the tests keep issuing: a page of the student list */
const listCall = () => call(t.app, session, { url: peopleListPath('STUDENT'), body: { pageIndex: 1, pageSize: 20 } });

beforeAll(async () => {
  t = await buildTestApp();
  session = await signIn(t.app, TENANT_A);
  // the app's warm parse worker has loaded, as it has on a server that has been up a while
  await spreadsheetReaderReady();
  const warmUp = await upload(t.app, session, await xlsxOf([STUDENT_HEADER, studentRow(1)]));
  expect(warmUp.envelope.status).toBe(1000);
  // the list's statements planned once (a first call runs cold)
  for (let i = 0; i < 5; i += 1) await listCall();
});
afterAll(() => t.close());

interface Listed<T> {
  result: T;
  /** how long `work` took */
  ms: number;
  /** each list call: from when it was due (every 50 ms) to its answer */
  latencies: number[];
  /** the longest the API's event loop was held at once meanwhile (a parse on it holds it throughout) */
  blockedMs: number;
  due: number;
  failures: number;
}

/**
 * Runs `work` while a people-list call is due every 50 ms (from 100 ms before until it ends). A
 * call's latency counts from when it was due, so an event loop held up shows as latency even
 * when the timer itself was late.
 */
async function whileListing<T>(work: () => Promise<T>): Promise<Listed<T>> {
  const latencies: number[] = [];
  const calls: Promise<void>[] = [];
  let failures = 0;
  let due = 0;
  let running = true;
  const start = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    const dueAt = start + due * 50;
    due += 1;
    calls.push(
      listCall().then(
        (a) => {
          latencies.push(performance.now() - dueAt);
          if (a.envelope.status !== 1000 && a.envelope.status !== 1004) failures += 1;
        },
        () => {
          failures += 1;
        },
      ),
    );
    if (running) timer = setTimeout(tick, Math.max(0, start + due * 50 - performance.now()));
  };
  tick();
  await new Promise((r) => setTimeout(r, 100));
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const t0 = performance.now();
  let result: T;
  let ms: number;
  try {
    result = await work();
    ms = performance.now() - t0;
  } finally {
    running = false;
    clearTimeout(timer);
    loop.disable();
  }
  await Promise.all(calls);
  return { result, ms, latencies, due, failures, blockedMs: loop.max / 1e6 };
}

const storedFiles = () => readdirSync(path.join(t.dataDir, 'files', 'imports')).length;
const uploadRows = async () => (await importDb(t.db).selectFrom('import_uploads').select('id').execute()).length;

const CORRUPT = '上传文件格式错误：文件已损坏或不是有效的 Excel 文件';
const CELL_TOO_LONG = `有单元格的内容超过 ${MAX_CELL_CHARS} 个字符`;
const TAG_TOO_LONG = `文件中有一个 XML 标签超过 ${MAX_TAG_CHARS} 个字符`;

describe('the crafted files of the issue, through the upload', () => {
  const cases: [string, () => Promise<Buffer>, string][] = [
    ['workbook.xml: <sheets> and 64,000 unclosed <sheet', HOSTILE.unclosedSheets, CORRUPT],
    ['workbook.xml.rels: 64,000 unclosed <Relationship', HOSTILE.unclosedRelationships, CORRUPT],
    ['a 32 MB cell deflated to ~34 KB', HOSTILE.hugeCell, CELL_TOO_LONG],
    ['an unclosed 16 MB tag in the sheet', HOSTILE.unclosedTag, TAG_TOO_LONG],
  ];
  it.each(cases)('%s is refused within seconds while the API keeps answering', async (_name, make, message) => {
    const bytes = await make();
    expect(bytes.length).toBeLessThan(40 * 1024);
    const before = { files: storedFiles(), rows: await uploadRows() };
    const listed = await whileListing(() => upload(t.app, session, bytes, 'hostile.xlsx'));
    const a = listed.result;
    expect(a.http).toBe(200);
    expect(a.envelope.status).toBe(1002);
    expect(a.envelope.msg).toContain(message);
    // a bound on the refusal, not a speed goal (that is in `npm run bench`): loose enough for a
    // loaded 2-core CI machine (3.9 s seen there), still far below the minutes a quadratic reader
    // takes on these files
    expect(listed.ms).toBeLessThan(20_000);
    expect(listed.failures).toBe(0);
    expect(listed.latencies).toHaveLength(listed.due);
    // the API thread was never held: the worker parses, the list keeps answering. Judged by the
    // longest single hold of the event loop, not by the list's latency: its calls queue behind each
    // other on PGlite's one thread (2 s seen on a loaded CI machine) without the loop being held,
    // while a parse on this thread holds it for the whole read of the file
    expect(listed.blockedMs).toBeLessThan(1000);
    expect({ files: storedFiles(), rows: await uploadRows() }).toEqual(before);
  });

  it('refuses all four sent at once, the list still answering', async () => {
    const files = await Promise.all([HOSTILE.unclosedSheets(), HOSTILE.unclosedRelationships(), HOSTILE.hugeCell(), HOSTILE.unclosedTag()]);
    const listed = await whileListing(() =>
      Promise.all(
        files.map(async (bytes) => {
          const t0 = performance.now();
          const a = await upload(t.app, session, bytes, 'hostile.xlsx');
          return { a, ms: performance.now() - t0 };
        }),
      ),
    );
    for (const { a } of listed.result) expect(a.envelope.status).toBe(1002);
    // at most two parse workers run at once: the others waited their turn (the second read
    // starts a worker, about a second)
    expect(Math.max(...listed.result.map((r) => r.ms))).toBeLessThan(30_000);
    expect(listed.failures).toBe(0);
    expect(listed.latencies).toHaveLength(listed.due);
    // a second worker loads meanwhile, and CI runs a second Jest worker on the same 2 cores: list
    // calls wait their turn (3.8 s seen), but the event loop is never held for long at once
    expect(listed.blockedMs).toBeLessThan(1000);
  });

  it('says what is wrong in English too', async () => {
    const a = await callMultipart(
      t.app,
      session,
      IMPORT_PATHS.upload,
      [
        { name: 'target', value: 'STUDENT' },
        { name: 'file', fileName: 'hostile.xlsx', content: await HOSTILE.hugeCell() },
      ],
      { 'accept-language': 'en' },
    );
    expect(a.envelope.msg).toBe(
      `A cell holds more than ${MAX_CELL_CHARS} characters (the most an Excel cell can hold); shorten or clear that cell and upload again`,
    );
  });
});

describe('each limit of the reader, as the upload words it', () => {
  const MiB = 1024 * 1024;
  const refusedWith = async (bytes: Buffer, message: string | RegExp) => {
    const t0 = performance.now();
    const a = await upload(t.app, session, bytes, 'limit.xlsx');
    expect(a.envelope.status).toBe(1002);
    expect(a.envelope.msg).toMatch(message);
    expect(performance.now() - t0).toBeLessThan(2000);
  };

  it('a row over 4 MB of XML', async () => {
    // 150 cells of 30,000 characters each: every cell within Excel's limit, the row not
    const cell = `<c t="inlineStr"><is><t>${'字'.repeat(30_000)}</t></is></c>`;
    await refusedWith(await craftedXlsx({ sheet: sheetXml(`<row r="1">${cell.repeat(150)}</row>`) }), '表格中有一行数据超过 4 MB');
  });

  it('a shared string longer than a cell may be', async () => {
    await refusedWith(await craftedXlsx({ shared: `<sst><si><t>${'x'.repeat(MAX_CELL_CHARS + 1)}</t></si></sst>` }), CELL_TOO_LONG);
  });

  it('parts over their size: workbook, styles, shared strings (judged from the zip directory)', async () => {
    const pad = (bytes: number) => ' '.repeat(bytes);
    await refusedWith(
      await craftedXlsx({
        workbook: `<workbook><sheets><sheet name="S" sheetId="1" r:id="rId1" xmlns:r="x"/></sheets>${pad(MAX_PART_BYTES.workbook)}</workbook>`,
      }),
      `工作簿结构部分超过 ${MAX_PART_BYTES.workbook / MiB} MB`,
    );
    await refusedWith(
      await craftedXlsx({ styles: `<styleSheet>${pad(MAX_PART_BYTES.styles)}</styleSheet>` }),
      `单元格格式超过 ${MAX_PART_BYTES.styles / MiB} MB`,
    );
    await refusedWith(
      await craftedXlsx({ shared: `<sst>${pad(MAX_PART_BYTES.sharedStrings)}</sst>` }),
      `文本内容超过 ${MAX_PART_BYTES.sharedStrings / MiB} MB`,
    );
  });
});
