// A collection's export (kind 'resource') read back from the real file: started beside the
// collection's calls with the list's query, polled and downloaded through the bulk export's calls;
// headers and option labels in the caller's language, the list's filter and order (across keyset
// pages), times as text, formula-looking text kept as text, and no other tenant's rows.
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { plainText } from '../../../src/server/exports/resourceCells';
import { resourceExportPath } from '../../../src/shared/exports/resourceApi';
import { robotProposals } from '../../../src/shared/resources/robotProposals/definition';
import { appVersions } from '../../../src/shared/resources/appVersions/definition';
import { call, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { readWorkbook } from '../imports/fixtures';
import { buildExportApp, fetchFile, progress, waitForExport } from './exportApp';

let t: TestApp;
let a: Session;
let b: Session;

const PROPOSER = '导出测试人';
/** [title, proposed at, status]; inserted out of order, exported by proposed at ascending */
const ROWS: [string, string, number][] = [
  ['@SUM(A1:A2)', '2025-03-04 10:00:00', 2],
  ['=HYPERLINK("http://x","y")', '2025-03-01 08:30:00', 0],
  ['+1+2', '2025-03-02 09:00:05', 1],
  ['-2+3', '2025-03-03 23:59:59', 3],
  ['普通建议', '2025-03-05 00:00:00', 1],
];

beforeAll(async () => {
  // two rows a page, so the export reads three keyset pages
  t = await buildExportApp({ exports: { runnerOptions: { pageSize: 2 } } });
  a = await signIn(t.app, TENANT_A);
  b = await signIn(t.app, TENANT_B);
  const insert = (tenant: string, title: string, proposer: string, at: string, status: number) =>
    sql`insert into robot_proposals (tenant_id, title, content, proposer, proposed_at, status) values (${tenant}, ${title}, ${'内容'}, ${proposer}, ${at}::timestamp, ${status})`.execute(
      t.db,
    );
  for (const [title, at, status] of ROWS) await insert(TENANT_A, title, PROPOSER, at, status);
  // outside the filter, and another tenant's rows matching it
  await insert(TENANT_A, '别人的建议', '另一个人', '2025-03-02 12:00:00', 0);
  await insert(TENANT_B, '乙租户的建议', PROPOSER, '2025-03-02 12:00:00', 0);
  await insert(TENANT_B, '乙租户的第二条', PROPOSER, '2025-03-06 12:00:00', 1);
});
afterAll(() => t.close());

const start = (s: Session, body: Record<string, unknown>, lang = 'zh-CN', path = resourceExportPath(robotProposals)) =>
  call<{ redisKey: string }>(t.app, s, { url: path, body, headers: { 'accept-language': lang } });

async function exported(s: Session, body: Record<string, unknown>, lang: string) {
  const started = await start(s, body, lang);
  expect(started.envelope.status).toBe(1000);
  const done = await waitForExport(t.app, s, started.result.redisKey);
  expect(done.result.state).toBe('finished');
  expect(done.result.fileName).toBe(`${body.fileName}.xlsx`);
  const res = await fetchFile(t.app, s, done.result.url!);
  expect(res.statusCode).toBe(200);
  const [sheet] = await readWorkbook(res.rawPayload);
  return { key: started.result.redisKey, done: done.result, sheet, rows: sheet.rows.map((r) => r.map((c) => c.value)) };
}

const query = { proposer: PROPOSER, sort: { field: 'proposedAt', direction: 'asc' }, pageIndex: 1, pageSize: 10 };

test("exports the filtered, ordered records of the caller's tenant with Chinese labels", async () => {
  const { sheet, rows, done } = await exported(a, { fileName: '功能建议', query }, 'zh-CN');
  expect(sheet.name).toBe('功能建议');
  expect(rows[0]).toEqual(['建议标题', '建议内容', '建议人', '提交时间', '状态']);
  const sorted = [...ROWS].sort((x, y) => x[1].localeCompare(y[1]));
  const zhStatus = ['待处理', '已采纳', '已上线', '暂不采纳'];
  expect(rows.slice(1)).toEqual(sorted.map(([title, at, status]) => [title, '内容', PROPOSER, at, zhStatus[status]]));
  expect(done.totalNum).toBe(ROWS.length);
  // neither the row outside the filter nor tenant B's rows
  const titles = rows.map((r) => r[0]);
  expect(titles).not.toContain('别人的建议');
  expect(titles).not.toContain('乙租户的建议');
  // formula-looking titles are strings, never formulas
  for (const cell of sheet.rows.slice(1).map((r) => r[0])) {
    expect(cell.type).toBe(ExcelJS.ValueType.String);
  }
});

test("headers, option labels and sheet name follow the caller's language (English), the order asked for too", async () => {
  const { sheet, rows } = await exported(a, { fileName: 'proposals', query: { ...query, sort: { field: 'proposedAt', direction: 'desc' }, status: 1 } }, 'en');
  expect(sheet.name).toBe('Feature suggestions');
  expect(rows[0]).toEqual(['Title', 'Proposal', 'Proposed by', 'Sent at', 'Status']);
  expect(rows.slice(1)).toEqual([
    ['普通建议', '内容', PROPOSER, '2025-03-05 00:00:00', 'Accepted'],
    ['+1+2', '内容', PROPOSER, '2025-03-02 09:00:05', 'Accepted'],
  ]);
});

test('the fields chosen are the columns, in the order chosen', async () => {
  const { rows } = await exported(a, { fileName: 'two', fields: ['status', 'title'], query: { ...query, status: 2 } }, 'zh-CN');
  expect(rows).toEqual([
    ['状态', '建议标题'],
    ['已上线', '@SUM(A1:A2)'],
  ]);
  const unknown = await start(a, { fileName: 'x', fields: ['tenantId'], query });
  expect(unknown.envelope.status).not.toBe(1000);
});

test("another tenant exports only its own rows, and cannot poll the first tenant's job", async () => {
  const mine = await exported(b, { fileName: 'b', query }, 'zh-CN');
  expect(mine.rows.slice(1).map((r) => r[0])).toEqual(['乙租户的建议', '乙租户的第二条']);
  const first = await start(a, { fileName: 'a', query });
  const foreign = await progress(t.app, b, first.result.redisKey);
  expect(foreign.envelope.status).not.toBe(1000);
  await waitForExport(t.app, a, first.result.redisKey);
});

test('switches as yes/no words and a number as text (appVersions)', async () => {
  const started = await start(a, { fileName: 'versions', query: {} }, 'en', resourceExportPath(appVersions));
  expect(started.envelope.status).toBe(1000);
  const done = await waitForExport(t.app, a, started.result.redisKey);
  expect(done.result.state).toBe('finished');
  const [sheet] = await readWorkbook((await fetchFile(t.app, a, done.result.url!)).rawPayload);
  const words = new Set(sheet.rows.slice(1).flatMap((r) => r.map((c) => c.value)));
  expect([...words].some((w) => w === 'Yes' || w === 'No')).toBe(true);
  expect(
    sheet.rows
      .slice(1)
      .flat()
      .every((c) => c.type === ExcelJS.ValueType.String || c.type === ExcelJS.ValueType.Null),
  ).toBe(true);
});

test("the query is checked by the list's schema and rules; an empty result and a blank name are refused", async () => {
  const badSort = await start(a, { fileName: 'x', query: { sort: { field: 'tenantId' } } });
  expect(badSort.envelope.status).not.toBe(1000);
  const badStatus = await start(a, { fileName: 'x', query: { status: 'abc' } });
  expect(badStatus.envelope.status).not.toBe(1000);
  const badDate = await start(a, { fileName: 'x', query: { proposedAtStart: '2025-02-30' } });
  expect(badDate.envelope.status).toBe(9009);
  const nothing = await start(a, { fileName: 'x', query: { proposer: '没有这个人' } });
  expect(nothing.envelope.status).toBe(1002);
  const blank = await start(a, { fileName: '  ', query });
  expect(blank.envelope.status).toBe(9009);
});

test('rich text becomes plain text', () => {
  expect(plainText('<p>第一段 &amp; <b>粗</b></p><p>=1+1<br/>下一行&nbsp;&#65;&#x42;</p>')).toBe('第一段 & 粗\n=1+1\n下一行 AB');
  expect(plainText('<script>alert(1)</script>x &lt;y&gt;')).toBe('x <y>');
});
