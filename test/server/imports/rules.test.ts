// Duplicate rules and what a repeated import does: rule 1 overwrites (basic-information handling 2
// keeps the stored name), rule 2 skips, rule 3 is refused where the target has unique keys. The
// counts always add up, and repeating an import with the same rule ends in the same state.
import { IMPORT_PATHS } from '../../../src/shared/imports';
import { buildTestApp, call, Session, signIn, TENANT_A, TestApp } from '../helpers';
import { importFile, relation, startImport, studentRow, STUDENT_HEADER, sumOf, uploadOk, xlsxOf } from './fixtures';

let t: TestApp;
let session: Session;

beforeAll(async () => {
  t = await buildTestApp({ imports: { runner: true, runnerOptions: { pollMs: 50, batchSize: 7 } } });
  session = await signIn(t.app, TENANT_A);
});
afterAll(() => t.close());

const snapshot = async (prefix: string) =>
  await t.db
    .selectFrom('people')
    .select(['student_no', 'name', 'gender', 'id_number', 'phone', 'class_id', 'grade', 'current_status'])
    .where('tenant_id', '=', TENANT_A)
    .where('student_no', 'like', `${prefix}%`)
    .orderBy('student_no')
    .execute();

// each prefix gets its own ID numbers (they are unique per tenant and identity too)
const idOffsets: Record<string, number> = { R1: 1000, R2: 2000, C1: 3000, M1: 4000 };

function rowsWithPrefix(prefix: string, n: number, name = (i: number) => `学生${i}`) {
  return Array.from({ length: n }, (_, i) => {
    const r = studentRow(idOffsets[prefix] + i + 1);
    r[0] = `${prefix}${String(i + 1).padStart(4, '0')}`;
    r[1] = name(i + 1);
    return r;
  });
}

describe('a batch mixing new rows with stored ones', () => {
  it('inserts the new rows in one statement, decides the others against the stored records, and undoes exactly', async () => {
    // three stored students
    const stored = rowsWithPrefix('M1', 3);
    await importFile(t.app, session, await xlsxOf([STUDENT_HEADER, ...stored]), { ruleNum: 1 });
    const before = await snapshot('M1');
    // one batch of 7 (the runner's batch size): a stored student renamed, four new ones, and a new
    // student number carrying a stored student's ID number (a clash), in between
    const renamed = [...stored[1]];
    renamed[1] = '改名2';
    const clash = [...rowsWithPrefix('M1', 10)[9]];
    clash[3] = stored[2][3];
    const fresh = rowsWithPrefix('M1', 8).slice(3);
    const rows = [fresh[0], renamed, fresh[1], clash, fresh[2], fresh[3], fresh[4]];
    const done = await importFile(t.app, session, await xlsxOf([STUDENT_HEADER, ...rows]), { ruleNum: 1 });
    expect(done.status).toMatchObject({ state: 'finished', totalNum: 7, newInsertNum: 5, updateNum: 1, failNum: 1, jumpNum: 0 });
    const after = await snapshot('M1');
    expect(after.map((p) => [p.student_no, p.name])).toEqual([
      ['M10001', '学生1'],
      ['M10002', '改名2'],
      ['M10003', '学生3'],
      ['M10004', '学生4'],
      ['M10005', '学生5'],
      ['M10006', '学生6'],
      ['M10007', '学生7'],
      ['M10008', '学生8'],
    ]);
    const undone = await call<{ removed: number; restored: number }>(t.app, session, { url: IMPORT_PATHS.undo, body: { key: done.key } });
    expect(undone.result).toEqual({ removed: 5, restored: 1 });
    expect(await snapshot('M1')).toEqual(before);
  });
});

describe('repeating an import', () => {
  it('with rule 1 updates every row and ends in the same state; with handling 2 the stored names stay', async () => {
    const first = await xlsxOf([STUDENT_HEADER, ...rowsWithPrefix('R1', 30)]);
    const a = await importFile(t.app, session, first, { ruleNum: 1 });
    expect(a.status).toMatchObject({ state: 'finished', totalNum: 30, newInsertNum: 30, updateNum: 0, failNum: 0, finished: true, finishRate: 1 });
    const state1 = await snapshot('R1');
    const b = await importFile(t.app, session, first, { ruleNum: 1 });
    expect(b.status).toMatchObject({ totalNum: 30, newInsertNum: 0, updateNum: 30, jumpNum: 0, failNum: 0 });
    expect(await snapshot('R1')).toEqual(state1);

    const renamed = await xlsxOf([STUDENT_HEADER, ...rowsWithPrefix('R1', 30, (i) => `改名${i}`)]);
    const kept = await importFile(t.app, session, renamed, { ruleNum: 1, stuInfoHandle: 2 });
    expect(kept.status).toMatchObject({ updateNum: 30, failNum: 0 });
    expect(await snapshot('R1')).toEqual(state1);
    const changed = await importFile(t.app, session, renamed, { ruleNum: 1, stuInfoHandle: 1 });
    expect(changed.status.updateNum).toBe(30);
    expect((await snapshot('R1')).map((p) => p.name)).toEqual(Array.from({ length: 30 }, (_, i) => `改名${i + 1}`));
  });

  it('with rule 2 skips every existing row and ends in the same state', async () => {
    const file = await xlsxOf([STUDENT_HEADER, ...rowsWithPrefix('R2', 20)]);
    await importFile(t.app, session, file, { ruleNum: 2 });
    const state1 = await snapshot('R2');
    const changedNames = await xlsxOf([STUDENT_HEADER, ...rowsWithPrefix('R2', 25, (i) => `别名${i}`)]);
    const b = await importFile(t.app, session, changedNames, { ruleNum: 2 });
    expect(b.status).toMatchObject({ totalNum: 25, newInsertNum: 5, jumpNum: 20, updateNum: 0, failNum: 0 });
    expect((await snapshot('R2')).slice(0, 20)).toEqual(state1);
    const c = await importFile(t.app, session, changedNames, { ruleNum: 2 });
    expect(c.status).toMatchObject({ newInsertNum: 0, jumpNum: 25 });
  });

  it('refuses rule 3 where the target keeps identifiers unique', async () => {
    const up = await uploadOk(t.app, session, await xlsxOf([STUDENT_HEADER, studentRow(1)]));
    const rel = await relation(t.app, session, up.id);
    const a = await startImport(t.app, session, {
      id: up.id,
      headerLine: 1,
      ruleNum: 3,
      checkField: '',
      matchFieldList: rel.result.matchFieldList,
      stuInfoHandle: 1,
    });
    expect(a.envelope).toMatchObject({ status: 9009, msg: '该导入类型不允许重复数据' });
  });
});

describe('the counts', () => {
  it('add up to the total whatever happens to the rows', async () => {
    const good = rowsWithPrefix('C1', 12);
    const rows = [
      STUDENT_HEADER,
      ...good,
      ['', '没有学号', '男'], // required value missing
      ['C1BAD!', '坏学号'], // not an identifier
      ['C1X001', '坏身份证', '男', '110105194912310021'], // checksum
      ['C1X002', '坏性别', '未说'],
      [good[0][0], '文件内重复'], // same student number as row 2
      ['C1X003', '身份证已被占用', '女', good[1][3]], // ID number of row 3, in the same file
    ];
    await importFile(t.app, session, await xlsxOf([STUDENT_HEADER, ...good.slice(0, 6)]), { ruleNum: 1 });
    const { status } = await importFile(t.app, session, await xlsxOf(rows), { ruleNum: 2 });
    expect(status).toMatchObject({ totalNum: 18, newInsertNum: 6, jumpNum: 6, updateNum: 0, failNum: 6, finishNum: 18 });
    expect(sumOf(status)).toBe(status.totalNum);
    expect(status.successNum).toBe(status.newInsertNum + status.updateNum);
    expect(status.errorKey).toMatch(/^err_/);
    expect(status.errorMsg).toBe('6 行导入失败，请下载错误报告查看原因');
  });

  it('fail a row whose unique value belongs to someone else in the system', async () => {
    const [existing] = await t.db
      .selectFrom('people')
      .select(['student_no', 'id_number'])
      .where('tenant_id', '=', TENANT_A)
      .where('identity', '=', 'STUDENT')
      .limit(1)
      .execute();
    const header = ['学号', '姓名', '身份证号'];
    const clash = await importFile(t.app, session, await xlsxOf([header, ['C2NEW', '新人', existing.id_number]]), { ruleNum: 1 });
    expect(clash.status).toMatchObject({ totalNum: 1, failNum: 1 });
    const same = await importFile(t.app, session, await xlsxOf([header, [existing.student_no, '同一人', existing.id_number]]), { ruleNum: 1 });
    expect(same.status).toMatchObject({ totalNum: 1, failNum: 0, updateNum: 1 });
    // matched by the ID number instead, the row would change the student number: another person holds it
    const [other] = await t.db
      .selectFrom('people')
      .select(['student_no'])
      .where('tenant_id', '=', TENANT_A)
      .where('identity', '=', 'STUDENT')
      .where('student_no', '<>', existing.student_no)
      .limit(1)
      .execute();
    const moved = await importFile(t.app, session, await xlsxOf([header, [other.student_no, '同一人', existing.id_number]]), {
      ruleNum: 1,
      checkField: 'idNumber',
    });
    expect(moved.status).toMatchObject({ failNum: 1 });
  });
});

describe('starting', () => {
  it('answers the specification messages for missing choices and unmatched required fields', async () => {
    const up = await uploadOk(t.app, session, await xlsxOf([STUDENT_HEADER, studentRow(1)]));
    const mapping = (await relation(t.app, session, up.id)).result.matchFieldList;
    const base = { id: up.id, headerLine: 1, ruleNum: 1 as const, checkField: 'studentNo', matchFieldList: mapping, stuInfoHandle: 1 as const };
    const msg = async (body: object) => (await call(t.app, session, { url: IMPORT_PATHS.start, body })).envelope.msg;
    expect(await msg({ ...base, headerLine: undefined })).toBe('请输入标题行');
    expect(await msg({ ...base, ruleNum: undefined })).toBe('请选择重复规则');
    expect(await msg({ ...base, checkField: '' })).toBe('请选择检查字段');
    expect(await msg({ ...base, stuInfoHandle: undefined })).toBe('请选择基础信息处理方式');
    expect(await msg({ ...base, matchFieldList: mapping.filter((m) => m.column !== 'name') })).toBe('请匹配所有系统必填字段');
    expect(await msg({ ...base, matchFieldList: [...mapping.filter((m) => m.column !== 'name'), { column: 'name', configure: '不存在' }] })).toBe(
      '匹配了不存在的字段或表头：不存在',
    );
    expect(await msg({ ...base, matchFieldList: [...mapping, { column: '__proto__', configure: '学号' }] })).toBe('匹配了不存在的字段或表头：__proto__');
    expect(await msg({ ...base, checkField: 'studentNo,idNumber', matchFieldList: mapping.filter((m) => m.column !== 'idNumber') })).toBe(
      '检查字段“身份证号”没有匹配表头',
    );
    expect((await call(t.app, session, { url: IMPORT_PATHS.start, body: { ...base, headerLine: 0 } })).envelope.status).toBe(9009);
    expect((await call(t.app, session, { url: IMPORT_PATHS.start, body: { ...base, headerLine: 1_000_000 } })).envelope.status).toBe(9009);
  });
});
