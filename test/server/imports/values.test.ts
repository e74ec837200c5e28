// Cell values arrive as administrators typed them: identifiers stay text (leading zeros, an ID
// number ending in X, student numbers typed as numbers never become floats), formulas give their
// cached result without being evaluated, and dates in the usual formats are understood.
import { buildTestApp, Session, signIn, TENANT_A, TestApp } from '../helpers';
import { idNumberFor, importFile, xlsOf, xlsxOf } from './fixtures';

let t: TestApp;
let session: Session;

beforeAll(async () => {
  t = await buildTestApp({ imports: { runner: true, runnerOptions: { pollMs: 50 } } });
  session = await signIn(t.app, TENANT_A);
});
afterAll(() => t.close());

const person = (studentNo: string, identity = 'STUDENT') =>
  t.db
    .selectFrom('people')
    .selectAll()
    .where('tenant_id', '=', TENANT_A)
    .where('identity', '=', identity as never)
    .where('student_no', '=', studentNo)
    .executeTakeFirst();

describe('identifiers and numbers', () => {
  it('keeps ID numbers ending in X, leading zeros and long student numbers exactly', async () => {
    const xId = '11010519491231002X';
    const rows = [
      ['学号', '姓名', '身份证号', '手机号'],
      ['000123', '零开头', idNumberFor(1), '013912345678'],
      [2023010101, '数字学号', xId, 13800138000],
      [1234567890123, '长学号', idNumberFor(2), ''],
    ];
    const { status } = await importFile(
      t.app,
      session,
      await xlsxOf(rows, (ws) => {
        ws.getCell('A2').numFmt = '@';
      }),
    );
    expect(status).toMatchObject({ state: 'finished', newInsertNum: 3, failNum: 0 });
    expect(await person('000123')).toMatchObject({ name: '零开头', id_number: idNumberFor(1), phone: '013912345678' });
    expect(await person('2023010101')).toMatchObject({ name: '数字学号', id_number: xId, phone: '13800138000' });
    expect(await person('1234567890123')).toMatchObject({ name: '长学号' });
  });

  it('keeps a zero-padded number format as Excel shows it', async () => {
    const { status } = await importFile(
      t.app,
      session,
      await xlsxOf(
        [
          ['学号', '姓名'],
          [42, '补零'],
        ],
        (ws) => {
          ws.getCell('A2').numFmt = '000000';
        },
      ),
    );
    expect(status.newInsertNum).toBe(1);
    expect(await person('000042')).toMatchObject({ name: '补零' });
  });
});

describe('formulas', () => {
  it('takes the cached result and evaluates nothing', async () => {
    const rows = [
      ['学号', '姓名', '手机号'],
      [
        { formula: '"F"&"001"', result: 'F001' },
        { formula: 'CONCAT("公","式")', result: '公式' },
        { formula: '13800000000+1', result: 13800000001 },
      ],
    ];
    const { status } = await importFile(t.app, session, await xlsxOf(rows));
    expect(status.newInsertNum).toBe(1);
    expect(await person('F001')).toMatchObject({ name: '公式', phone: '13800000001' });
  });

  it('fails a formula cell that has no cached result instead of evaluating it', async () => {
    const rows = [
      ['学号', '姓名'],
      [{ formula: '"F"&"002"' }, '没有结果'],
    ];
    const { status } = await importFile(t.app, session, await xlsxOf(rows));
    expect(status).toMatchObject({ failNum: 1, newInsertNum: 0 });
    expect(await person('F002')).toBeUndefined();
  });
});

describe('dictionaries and units', () => {
  it('accepts a dictionary value by its text or its key, and a class by name or code', async () => {
    const cls = await t.db
      .selectFrom('org_units')
      .select(['id', 'code', 'name', 'parent_id'])
      .where('tenant_id', '=', TENANT_A)
      .where('type', '=', 4)
      .orderBy('id')
      .limit(2)
      .execute();
    const rows = [
      ['学号', '姓名', '当前状态', '在籍状态', '班级'],
      ['D001', '按文字', '休学', '在校', cls[0].name],
      ['D002', '按编码', '2', '1', cls[1].code],
      ['D003', '不存在的值', '云游', '在校', ''],
    ];
    const { status } = await importFile(t.app, session, await xlsxOf(rows));
    expect(status).toMatchObject({ newInsertNum: 2, failNum: 1 });
    expect(await person('D001')).toMatchObject({ current_status: '2', present_state: '1', class_id: cls[0].id, org_unit_id: cls[0].parent_id });
    expect(await person('D002')).toMatchObject({ current_status: '2', class_id: cls[1].id });
  });
});

describe('xls', () => {
  it('reads an .xls (BIFF8) the same way', async () => {
    const rows = [
      ['学号', '姓名', '身份证号'],
      ['000777', '老格式', idNumberFor(7).slice(0, 17) + 'X'],
      [2023020202, '数字', idNumberFor(8)],
    ];
    const { status } = await importFile(t.app, session, xlsOf(rows), {}, 'students.xls');
    // the first ID number's check digit is not X: that row fails, the other goes in as text
    expect(status).toMatchObject({ state: 'finished', newInsertNum: 1, failNum: 1 });
    expect(await person('2023020202')).toMatchObject({ name: '数字', id_number: idNumberFor(8) });
    expect(await person('000777')).toBeUndefined();
  });
});
