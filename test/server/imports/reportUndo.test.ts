// What an import leaves behind: an error report to download (reasons in the caller's language,
// every cell text, never a formula), a dry run that writes nothing but shows what would change,
// and an undo that puts everything back exactly, refused when that would lose later changes.
import { sql } from 'kysely';
import { IMPORT_PATHS } from '../../../src/shared/imports';
import { buildTestApp, call, download, Session, signIn, TENANT_A, TestApp } from '../helpers';
import { idNumberFor, importFile, readWorkbook, xlsxOf } from './fixtures';

let t: TestApp;
let session: Session;

beforeAll(async () => {
  t = await buildTestApp({ imports: { runner: true, runnerOptions: { pollMs: 50, batchSize: 5 } } });
  session = await signIn(t.app, TENANT_A);
});
afterAll(() => t.close());

const HEADER = ['学号', '姓名', '性别', '身份证号', '手机号'];
const people = async (prefix: string) =>
  t.db.selectFrom('people').selectAll().where('tenant_id', '=', TENANT_A).where('student_no', 'like', `${prefix}%`).orderBy('id').execute();
const undo = (key: string) => call<{ removed: number; restored: number }>(t.app, session, { url: IMPORT_PATHS.undo, body: { key } });

describe('the error report', () => {
  it('lists row, column, value and a localized reason, every cell as text', async () => {
    const rows = [
      HEADER,
      ['E001', '好人', '男', idNumberFor(5001), '13800000001'],
      ['E002', '=1+1', '?', '', '+8613800000002'],
      ['=HYPERLINK("x")', '@坏', '', '', '-3'],
      ['E003', '"引号",{}\\', '女', '123', ''],
    ];
    const { status } = await importFile(t.app, session, await xlsxOf(rows), { ruleNum: 1 });
    expect(status).toMatchObject({ newInsertNum: 1, failNum: 3, totalNum: 4 });

    const zh = await download(t.app, session, { url: IMPORT_PATHS.errors, body: { errorKey: status.errorKey } });
    expect(zh.statusCode).toBe(200);
    expect(zh.headers['content-type']).toContain('spreadsheetml');
    expect(String(zh.headers['content-disposition'])).toContain("filename*=UTF-8''students-");
    const [sheet] = await readWorkbook(zh.rawPayload);
    const texts = sheet.rows.map((r) => r.map((c) => c.value));
    expect(texts[0]).toEqual(['行号', '列', '值', '原因']);
    expect(texts).toContainEqual(['3', '性别', '?', '性别只能填写男或女']);
    expect(texts).toContainEqual(['4', '学号', '=HYPERLINK("x")', '只能包含字母、数字和 _ - . @']);
    expect(texts).toContainEqual(['5', '身份证号', '123', '身份证号格式不正确（应为18位，末位可为X）']);
    // values that look like formulas stay text
    for (const row of sheet.rows) for (const cell of row) expect(typeof cell.value === 'string' || cell.value === null).toBe(true);
    expect(sheet.rows.flat().some((c) => typeof c.value === 'object' && c.value !== null)).toBe(false);

    const en = await download(t.app, session, { url: IMPORT_PATHS.errors, body: { errorKey: status.errorKey }, headers: { 'accept-language': 'en' } });
    const [enSheet] = await readWorkbook(en.rawPayload);
    expect(enSheet.rows[0].map((c) => c.value)).toEqual(['Row', 'Column', 'Value', 'Reason']);
    expect(enSheet.rows.map((r) => r.map((c) => c.value))).toContainEqual(['3', '性别', '?', 'Gender must be 男 or 女 (male or female)']);
  });
});

describe('a dry run', () => {
  it('writes nothing and shows what would be inserted and updated, with values before and after', async () => {
    await importFile(
      t.app,
      session,
      await xlsxOf([HEADER, ['Y001', '原名一', '男', idNumberFor(5101), '13800000101'], ['Y002', '原名二', '女', idNumberFor(5102), '']]),
    );
    const before = await people('Y');
    const { status } = await importFile(
      t.app,
      session,
      await xlsxOf([
        HEADER,
        ['Y001', '新名一', '男', idNumberFor(5101), '13900000101'],
        ['Y002', '原名二', '女', idNumberFor(5102), ''],
        ['Y003', '新人', '男', idNumberFor(5103), ''],
        ['Y004', '', '', '', ''],
      ]),
      { dryRun: true },
    );
    expect(status).toMatchObject({ dryRun: true, state: 'finished', newInsertNum: 1, updateNum: 2, failNum: 1, totalNum: 4 });
    expect(status.sample).toEqual([{ row: 2, before: { name: '原名一', phone: '13800000101' }, after: { name: '新名一', phone: '13900000101' } }]);
    expect(await people('Y')).toEqual(before);
    const changes = await sql<{ n: number }>`select count(*)::int as n from import_changes where job_key = ${status.redisKey}`.execute(t.db);
    expect(changes.rows[0].n).toBe(0);
    expect((await undo(status.redisKey)).envelope).toMatchObject({ status: 1002, msg: '试运行没有写入数据，无需撤销' });
  });
});

describe('undo', () => {
  it('removes inserted rows and restores updated ones exactly, once', async () => {
    const first = await importFile(
      t.app,
      session,
      await xlsxOf([HEADER, ['U001', '甲', '男', idNumberFor(5201), '13800000201'], ['U002', '乙', '女', '', '']]),
    );
    const original = await people('U');
    const second = await importFile(
      t.app,
      session,
      await xlsxOf([
        HEADER,
        ['U001', '甲改', '女', idNumberFor(5201), '13900000201'],
        ['U002', '乙', '女', idNumberFor(5202), ''],
        ['U003', '丙', '男', '', ''],
        ['U004', '丁', '', '', ''],
      ]),
    );
    expect(second.status).toMatchObject({ newInsertNum: 2, updateNum: 2 });
    expect((await undo(first.key)).envelope).toMatchObject({ status: 1002, msg: expect.stringContaining('的另一次导入修改了相同的数据，请先撤销那次导入') });

    const a = await undo(second.key);
    expect(a.envelope).toMatchObject({ status: 1000, msg: '已撤销：删除 2 条，恢复 2 条' });
    expect(a.result).toEqual({ removed: 2, restored: 2 });
    const restored = await people('U');
    expect(restored.map(({ updated_at: _u, ...p }) => p)).toEqual(original.map(({ updated_at: _u, ...p }) => p));
    expect((await undo(second.key)).envelope).toMatchObject({ status: 1002, msg: '该次导入已撤销' });
    // the earlier import may be undone now that the later one is
    expect((await undo(first.key)).result).toEqual({ removed: 2, restored: 0 });
    expect(await people('U')).toEqual([]);
  });

  it('is refused when the rows were changed afterwards', async () => {
    const done = await importFile(t.app, session, await xlsxOf([HEADER, ['V001', '甲', '男', '', '']]));
    await t.db
      .updateTable('people')
      .set({ phone: '13700000000', updated_at: new Date(Date.now() + 60_000) })
      .where('student_no', '=', 'V001')
      .execute();
    expect((await undo(done.key)).envelope).toMatchObject({ status: 1002, msg: '导入的数据在导入后已被修改，不能撤销' });
    expect(await people('V')).toHaveLength(1);
  });
});
