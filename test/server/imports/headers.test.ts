// The mapping step: the header row is read and checked before any header text is used, the
// system fields are listed with localized names, and columns are paired automatically (exact,
// synonyms, then the mapping this tenant used last time).
import { IMPORT_PATHS } from '../../../src/shared/imports';
import { buildTestApp, call, Session, signIn, TENANT_A, TestApp } from '../helpers';
import { relation, studentRow, STUDENT_HEADER, uploadOk, xlsxOf } from './fixtures';

let t: TestApp;
let session: Session;

beforeAll(async () => {
  t = await buildTestApp();
  session = await signIn(t.app, TENANT_A);
});
afterAll(() => t.close());

async function relationOf(rows: unknown[][], headerLine: number) {
  const up = await uploadOk(t.app, session, await xlsxOf(rows));
  return relation(t.app, session, up.id, headerLine);
}

describe('the header row', () => {
  it('is refused past the data, and when nothing is below it', async () => {
    const rows = [STUDENT_HEADER, studentRow(1), studentRow(2)];
    const past = await relationOf(rows, 10);
    expect(past.envelope).toMatchObject({ status: 1002, msg: '标题行超出了数据范围（共 3 行）' });
    const last = await relationOf(rows, 3);
    expect(last.envelope).toMatchObject({ status: 1002, msg: '第 3 行是最后一行，标题行以下没有数据' });
  });

  it('is refused with an empty or a repeated header', async () => {
    const empty = await relationOf(
      [
        ['学号', '', '姓名'],
        ['1', '2', '3'],
      ],
      1,
    );
    expect(empty.envelope).toMatchObject({ status: 1002, msg: '标题行第 B 列为空' });
    const blankRow = await relationOf([['标题'], [], ['1', '2']], 2);
    expect(blankRow.envelope).toMatchObject({ status: 1002, msg: '标题行第 A 列为空' });
    const twice = await relationOf(
      [
        ['学号', '姓名', '学号'],
        ['1', '2', '3'],
      ],
      1,
    );
    expect(twice.envelope).toMatchObject({ status: 1002, msg: '标题行中“学号”重复出现' });
  });

  it.each(['__proto__', 'constructor', 'prototype', 'tenantId', 'id', 'tenant_id', 'ID'])('refuses a header named %s', async (name) => {
    const a = await relationOf(
      [
        ['学号', '姓名', name],
        ['1', '2', '3'],
      ],
      1,
    );
    expect(a.envelope).toMatchObject({ status: 1002, msg: `标题“${name}”是保留名称，请修改后重新上传` });
  });

  it('is read from the file when the preview does not reach it', async () => {
    const rows: unknown[][] = Array.from({ length: 40 }, (_, i) => [`说明 ${i + 1}`]);
    rows.push(STUDENT_HEADER, studentRow(1));
    const a = await relationOf(rows, 41);
    expect(a.envelope.status).toBe(1000);
    expect(a.result.excelField).toEqual(STUDENT_HEADER);
  });
});

describe('fields and pairs', () => {
  it('lists the system fields in the caller language and pairs headers by name and synonym', async () => {
    const up = await uploadOk(
      t.app,
      session,
      await xlsxOf([
        ['Student number', '姓名', '性别', '身份证', '备注'],
        ['1', '张三', '男', '', ''],
      ]),
    );
    const zh = await relation(t.app, session, up.id, 1);
    expect(zh.result.dbFieldList[0]).toEqual({ column: 'studentNo', columnName: '学号', is_must: 1 });
    expect(zh.result.excelField).toEqual(['Student number', '姓名', '性别', '身份证', '备注']);
    expect(zh.result.matchFieldList).toEqual(
      expect.arrayContaining([
        { column: 'studentNo', configure: 'Student number' },
        { column: 'name', configure: '姓名' },
        { column: 'gender', configure: '性别' },
        { column: 'idNumber', configure: '身份证' },
      ]),
    );
    const en = await call(t.app, session, { url: IMPORT_PATHS.relation, body: { id: up.id, headerLine: 1 }, headers: { 'accept-language': 'en' } });
    expect((en.result as { dbFieldList: { columnName: string }[] }).dbFieldList[0].columnName).toBe('Student number');
  });

  it('offers the mapping this tenant used last time for headers nothing else matches', async () => {
    const rows = [
      ['编号X', '名字Y'],
      ['2026000001', '张三'],
    ];
    const first = await relationOf(rows, 1);
    expect(first.result.matchFieldList).toEqual([]);
    const up = await uploadOk(t.app, session, await xlsxOf(rows));
    const started = await call(t.app, session, {
      url: IMPORT_PATHS.start,
      body: {
        id: up.id,
        headerLine: 1,
        ruleNum: 2,
        checkField: 'studentNo',
        stuInfoHandle: 1,
        dryRun: true,
        matchFieldList: [
          { column: 'studentNo', configure: '编号X' },
          { column: 'name', configure: '名字Y' },
        ],
      },
    });
    expect(started.envelope.status).toBe(1000);
    const again = await relationOf(rows, 1);
    expect(again.result.matchFieldList).toEqual([
      { column: 'studentNo', configure: '编号X' },
      { column: 'name', configure: '名字Y' },
    ]);
  });

  it('lists the check fields of the target', async () => {
    const up = await uploadOk(t.app, session, await xlsxOf([STUDENT_HEADER, studentRow(1)]));
    const a = await call(t.app, session, { url: IMPORT_PATHS.checkFields, body: { id: up.id } });
    expect(a.result).toEqual([
      { fieldName: 'studentNo', fieldNote: '学号', isKey: 1 },
      { fieldName: 'idNumber', fieldNote: '身份证号', isKey: 0 },
    ]);
  });
});
