// A new-student file with student numbers and ID numbers but no exam numbers can be imported
// (issue 16 §3; document 001 §9: an ID, exam or student number names a new student).
import { buildTestApp, Session, signIn, TENANT_A, TestApp } from '../helpers';
import { IMPORT_PATHS } from '../../../src/shared/imports';
import { download } from '../helpers';
import { idNumberFor, readWorkbook, relation, startImport, uploadOk, waitForJob, xlsOf, xlsxOf } from './fixtures';

let t: TestApp;
let session: Session;

beforeAll(async () => {
  t = await buildTestApp({ imports: { runner: true, runnerOptions: { pollMs: 50 } } });
  session = await signIn(t.app, TENANT_A);
});
afterAll(() => t.close());

const newStudent = (idNumber: string) =>
  t.db
    .selectFrom('people')
    .selectAll()
    .where('tenant_id', '=', TENANT_A)
    .where('identity', '=', 'NEW_STUDENT')
    .where('id_number', '=', idNumber)
    .executeTakeFirst();

/** upload → relation → start with the automatic mapping (name changes allowed) → the job's end. */
async function importNewStudents(rows: string[][], checkField: string, xls = false) {
  const up = await uploadOk(t.app, session, xls ? xlsOf(rows) : await xlsxOf(rows), xls ? 'new.xls' : 'new.xlsx', 'NEW_STUDENT');
  const rel = await relation(t.app, session, up.id, 1);
  const started = await startImport(t.app, session, {
    id: up.id,
    headerLine: 1,
    ruleNum: 1,
    checkField,
    matchFieldList: rel.result.matchFieldList,
    newStuInfoHandle: 1,
  });
  expect(started.envelope.status).toBe(1000);
  const done = await waitForJob(t.app, session, started.result.redisKey);
  return { relation: rel.result, status: done.result };
}

describe('new students without exam numbers', () => {
  it('are imported by ID number, and matched again by student number', async () => {
    const rows = [
      ['学号', '姓名', '身份证号'],
      ['2026880001', '新生甲', idNumberFor(8801)],
      ['2026880002', '新生乙', idNumberFor(8802)],
    ];
    const first = await importNewStudents(rows, 'idNumber');
    expect(first.relation.matchFieldList.some((p) => p.column === 'examNo')).toBe(false);
    expect(first.status.errorMsg).toBeNull();
    expect(first.status).toMatchObject({ state: 'finished', newInsertNum: 2, failNum: 0 });
    expect(await newStudent(idNumberFor(8801))).toMatchObject({ student_no: '2026880001', exam_no: null, name: '新生甲' });

    rows[1][1] = '新生甲改';
    const again = await importNewStudents(rows, 'studentNo');
    expect(again.status).toMatchObject({ state: 'finished', newInsertNum: 0, updateNum: 2, failNum: 0 });
    expect(await newStudent(idNumberFor(8801))).toMatchObject({ name: '新生甲改' });
  });

  it('are imported by exam or student number without ID numbers; a row carrying none of them fails', async () => {
    const rows = [
      ['考生号', '学号', '姓名'],
      ['26330106000001', '', '只有考生号'],
      ['', '2026881003', '只有学号'],
      ['', '', '都没有'],
    ];
    const { relation: rel, status } = await importNewStudents(rows, 'examNo,studentNo', true);
    expect(rel.dbFieldList.find((f) => f.column === 'idNumber')?.is_must).toBe(0);
    expect(status).toMatchObject({ state: 'finished', newInsertNum: 2, failNum: 1 });
    const byName = (name: string) => t.db.selectFrom('people').selectAll().where('tenant_id', '=', TENANT_A).where('name', '=', name).executeTakeFirst();
    expect(await byName('只有考生号')).toMatchObject({ identity: 'NEW_STUDENT', exam_no: '26330106000001', student_no: null, id_number: null });
    expect(await byName('只有学号')).toMatchObject({ identity: 'NEW_STUDENT', student_no: '2026881003', exam_no: null });
    expect(await byName('都没有')).toBeUndefined();
    const report = await download(t.app, session, { url: IMPORT_PATHS.errors, body: { errorKey: status.errorKey } });
    const [sheet] = await readWorkbook(report.rawPayload);
    expect(sheet.rows.map((r) => r.map((c) => c.value))).toContainEqual(['4', '考生号、学号', '', '考生号、学号至少要填写一项']);
  });

  it('refuse a mapping with none of the new-student identifiers', async () => {
    const up = await uploadOk(
      t.app,
      session,
      await xlsxOf([
        ['姓名', '性别'],
        ['无编号', '男'],
      ]),
      'new.xlsx',
      'NEW_STUDENT',
    );
    const started = await startImport(t.app, session, {
      id: up.id,
      headerLine: 1,
      ruleNum: 1,
      checkField: 'idNumber',
      matchFieldList: [{ column: 'name', configure: '姓名' }],
      newStuInfoHandle: 1,
    });
    expect(started.envelope.status).not.toBe(1000);
    expect(JSON.stringify(started.envelope)).toContain('请至少匹配以下字段之一：身份证号、考生号、学号');
  });
});
