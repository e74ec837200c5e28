// Identifier columns that a spreadsheet program typed as numbers (issue 16 §3): an ID number read
// from a number cell is refused with a reason naming the cell, never "check digit wrong" with
// invented digits; a student number that lost its leading zeros is refused where it is shorter
// than the tenant's stored ones. Real workbooks, .xlsx and .xls, with number cells.
import { IMPORT_PATHS } from '../../../src/shared/imports';
import { buildTestApp, download, Session, signIn, TENANT_A, TestApp } from '../helpers';
import { idNumberFor, importFile, readWorkbook, xlsOf, xlsxOf } from './fixtures';

let t: TestApp;
let session: Session;
/** the length of tenant A's stored students' numbers (the demo data's are all alike) */
let usual: number;

beforeAll(async () => {
  t = await buildTestApp({ imports: { runner: true, runnerOptions: { pollMs: 50 } } });
  session = await signIn(t.app, TENANT_A);
  const stored = await t.db
    .selectFrom('people')
    .select('student_no')
    .where('tenant_id', '=', TENANT_A)
    .where('identity', '=', 'STUDENT')
    .where('student_no', 'is not', null)
    .execute();
  const lengths = new Set(stored.map((p) => p.student_no!.length));
  expect(lengths.size).toBe(1);
  usual = [...lengths][0];
});
afterAll(() => t.close());

/** What Excel keeps of the ID number 420111200804152739 typed into a General cell. */
const DAMAGED_ID = 4.20111200804153e17;
/** A student number of the usual length starting with 9 (never in the demo data's range). */
const studentNo = (i: number) => `9${String(i).padStart(usual - 1, '0')}`;

async function reasons(errorKey: string | null, language?: string): Promise<unknown[][]> {
  const a = await download(t.app, session, { url: IMPORT_PATHS.errors, body: { errorKey }, headers: language ? { 'accept-language': language } : {} });
  const [sheet] = await readWorkbook(a.rawPayload);
  return sheet.rows.map((r) => r.map((c) => c.value));
}

const person = (no: string) => t.db.selectFrom('people').selectAll().where('tenant_id', '=', TENANT_A).where('student_no', '=', no).executeTakeFirst();

describe('identifiers in number cells', () => {
  it('.xlsx: refuses a numeric ID number and a student number that lost its zeros, naming the cell', async () => {
    const lostZero = Number(`0${studentNo(2).slice(1)}`);
    const rows = [
      ['学号', '姓名', '身份证号'],
      [studentNo(1), '数字身份证', DAMAGED_ID],
      [lostZero, '丢了零', idNumberFor(9102)],
      [Number(studentNo(3)), '数字学号', idNumberFor(9103)],
      [studentNo(4), '文本', idNumberFor(9104)],
    ];
    const { status } = await importFile(t.app, session, await xlsxOf(rows));
    expect(status).toMatchObject({ state: 'finished', newInsertNum: 2, failNum: 2 });
    expect(status.numericCells?.map((c) => [c.column, c.rows])).toEqual([
      ['身份证号', 1],
      ['学号', 2],
    ]);
    expect(await person(studentNo(3))).toMatchObject({ name: '数字学号' });
    expect(await person(studentNo(1))).toBeUndefined();
    expect(await person(String(lostZero))).toBeUndefined();

    const zh = await reasons(status.errorKey);
    expect(zh).toContainEqual([
      '2',
      '身份证号',
      '420111200804153024',
      '身份证号在 Excel 中被存为数字（单元格 C2），已丢失末尾数字；请将该列设置为文本格式后重新粘贴号码',
    ]);
    expect(zh).toContainEqual([
      '3',
      '学号',
      String(lostZero),
      `该编号在 Excel 中被存为数字（单元格 A3），已丢失开头的 0（已有编号为 ${usual} 位）；请将该列设置为文本格式后重新粘贴编号`,
    ]);
    expect(zh.flat().join()).not.toContain('校验位');
    const en = await reasons(status.errorKey, 'en');
    expect(en).toContainEqual([
      '2',
      '身份证号',
      '420111200804153024',
      'The ID number was stored as a number in Excel (cell C2), which lost its last digits; set the column to Text and paste the numbers again',
    ]);
  });

  it('.xls: refuses a numeric ID number the same way', async () => {
    const rows = [
      ['学号', '姓名', '身份证号'],
      [studentNo(11), '数字身份证', DAMAGED_ID],
      [studentNo(12), '文本', idNumberFor(9112)],
    ];
    const { status } = await importFile(t.app, session, xlsOf(rows), {}, 'students.xls');
    expect(status).toMatchObject({ state: 'finished', newInsertNum: 1, failNum: 1 });
    expect(await reasons(status.errorKey)).toContainEqual([
      '2',
      '身份证号',
      '420111200804153024',
      '身份证号在 Excel 中被存为数字（单元格 C2），已丢失末尾数字；请将该列设置为文本格式后重新粘贴号码',
    ]);
  });

  it('a dry run counts the identifiers read from number cells, per column, with an example', async () => {
    const rows = [
      ['学号', '姓名', '身份证号', '手机号'],
      [Number(studentNo(21)), '一', idNumberFor(9121), 13800000021],
      [studentNo(22), '二', idNumberFor(9122), 13800000022],
      [Number(studentNo(23)), '三', DAMAGED_ID, 13800000023],
    ];
    const { status } = await importFile(t.app, session, await xlsxOf(rows), { dryRun: true });
    expect(status).toMatchObject({ state: 'finished', dryRun: true, newInsertNum: 2, failNum: 1 });
    // phone numbers are no identifiers: a number cell loses nothing of them here
    expect(status.numericCells).toEqual([
      { column: '学号', rows: 2, example: { row: 2, value: studentNo(21) } },
      { column: '身份证号', rows: 1, example: { row: 4, value: '420111200804153024' } },
    ]);
    expect(await person(studentNo(21))).toBeUndefined();
  });

  it('refuses a numeric identifier past 15 digits', async () => {
    const rows = [
      ['学号', '姓名'],
      [1234567890123456789, '太长'],
    ];
    const { status } = await importFile(t.app, session, await xlsxOf(rows));
    expect(status).toMatchObject({ newInsertNum: 0, failNum: 1 });
    expect((await reasons(status.errorKey)).flat().join()).toContain('超过 15 位的数字已丢失');
  });
});
