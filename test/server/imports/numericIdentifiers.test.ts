// Identifier columns that a spreadsheet program typed as numbers (issue 16 §3): an ID number read
// from a number cell is refused with a reason naming the cell, never "check digit wrong" with
// invented digits; a student number that lost its leading zeros is refused where it is shorter
// than the tenant's stored ones. The mapping step names the number columns and the
// columns left out before any run. Real workbooks, .xlsx and .xls, with number cells.
import { IMPORT_PATHS } from '../../../src/shared/imports';
import { buildTestApp, download, Session, signIn, TENANT_A, TestApp } from '../helpers';
import { idNumberFor, importFile, readWorkbook, relation, uploadOk, xlsOf, xlsxOf } from './fixtures';

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
      '身份证号在 Excel 中是数字格式（单元格 C2），已丢失末尾数字（Excel 只保留 15 位）：请把该列设为文本后重新粘贴号码',
    ]);
    expect(zh).toContainEqual([
      '3',
      '学号',
      String(lostZero),
      `该编号在 Excel 中是数字格式（单元格 A3），读到 ${String(lostZero).length} 位，而已有编号为 ${usual} 位，开头的 0 可能已丢失：请把该列设为文本后重新粘贴编号`,
    ]);
    expect(zh.flat().join()).not.toContain('校验位');
    const en = await reasons(status.errorKey, 'en');
    expect(en).toContainEqual([
      '2',
      '身份证号',
      '420111200804153024',
      'The ID number is a number cell in Excel (cell C2) and has lost its last digits (Excel keeps only 15): set the column to Text and paste the numbers again',
    ]);
  });

  it('.xls: refuses a numeric ID number and a student number shorter than the stored ones, the same way', async () => {
    const lostZero = Number(`0${studentNo(13).slice(1)}`);
    const rows = [
      ['学号', '姓名', '身份证号', '入学日期'],
      [studentNo(11), '数字身份证', DAMAGED_ID, '2026-09-01'],
      [studentNo(12), '文本', idNumberFor(9112), '2026-09-01'],
      [lostZero, '丢了零', idNumberFor(9113), '2026-09-01'],
      [Number(`${studentNo(14)}7`), '多一位', idNumberFor(9114), '2026-09-01'],
      [Number(studentNo(15)), '数字学号', idNumberFor(9115), '2026-09-01'],
    ];
    const { status, relation } = await importFile(t.app, session, xlsOf(rows), {}, 'students.xls');
    // the mapping step already said which columns are numbers and which are left out
    expect(relation.unmappedHeaders).toEqual(['入学日期']);
    expect(relation.numericColumns).toEqual([
      { column: '学号', rows: 3, example: { row: 4, value: String(lostZero) } },
      { column: '身份证号', rows: 1, example: { row: 2, value: '420111200804153024' } },
    ]);
    expect(status).toMatchObject({ state: 'finished', newInsertNum: 3, failNum: 2 });
    expect(await person(studentNo(15))).toMatchObject({ name: '数字学号' });
    // a number cell never adds characters: a longer one lost nothing
    expect(await person(`${studentNo(14)}7`)).toMatchObject({ name: '多一位' });
    const zh = await reasons(status.errorKey);
    expect(zh).toContainEqual([
      '2',
      '身份证号',
      '420111200804153024',
      '身份证号在 Excel 中是数字格式（单元格 C2），已丢失末尾数字（Excel 只保留 15 位）：请把该列设为文本后重新粘贴号码',
    ]);
    expect(zh).toContainEqual([
      '4',
      '学号',
      String(lostZero),
      `该编号在 Excel 中是数字格式（单元格 A4），读到 ${String(lostZero).length} 位，而已有编号为 ${usual} 位，开头的 0 可能已丢失：请把该列设为文本后重新粘贴编号`,
    ]);
    const en = await reasons(status.errorKey, 'en');
    expect(en).toContainEqual([
      '4',
      '学号',
      String(lostZero),
      `This identifier is a number cell in Excel (cell A4): it has ${String(lostZero).length} characters where the stored ones have ${usual}, so leading zeros may be lost; set the column to Text and paste the numbers again`,
    ]);
  });

  it('.xlsx: the mapping step lists the number columns and the columns left out before anything runs', async () => {
    const rows = [
      ['学号', '姓名', '身份证号', '入学日期', '手机号'],
      [Number(studentNo(31)), '一', DAMAGED_ID, new Date(Date.UTC(2026, 8, 1)), 13800000031],
      [studentNo(32), '二', idNumberFor(9132), new Date(Date.UTC(2026, 8, 1)), '13800000032'],
      [Number(studentNo(33)), '三', idNumberFor(9133), new Date(Date.UTC(2026, 8, 1)), 13800000033],
    ];
    const up = await uploadOk(t.app, session, await xlsxOf(rows));
    const rel = await relation(t.app, session, up.id, 1);
    expect(rel.result.unmappedHeaders).toEqual(['入学日期']);
    // every number column, identifiers or not (dates are no numbers): the console warns for those mapped to identifiers
    expect(rel.result.numericColumns).toEqual([
      { column: '学号', rows: 2, example: { row: 2, value: studentNo(31) } },
      { column: '身份证号', rows: 1, example: { row: 2, value: '420111200804153024' } },
      { column: '手机号', rows: 2, example: { row: 2, value: '13800000031' } },
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
