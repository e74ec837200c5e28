// The wizard end to end, as the console drives it: template -> upload -> relation -> check fields
// -> start -> poll until finished; the rows are in the people table, the original file can be
// downloaded again, an organisation import builds the tree, and a running import can be cancelled.
import { IMPORT_PATHS } from '../../../src/shared/imports';
import { buildTestApp, call, consoleGet, download, Session, signIn, TENANT_A, TestApp } from '../helpers';
import { importFile, readWorkbook, studentRow, STUDENT_HEADER, uploadOk, relation, startImport, waitForJob, xlsOf, xlsxOf } from './fixtures';

let t: TestApp;
let session: Session;

beforeAll(async () => {
  t = await buildTestApp({ imports: { runner: true, runnerOptions: { pollMs: 50, batchSize: 50 } } });
  session = await signIn(t.app, TENANT_A);
});
afterAll(() => t.close());

const studentsIn = async (prefix: string) =>
  t.db.selectFrom('people').selectAll().where('tenant_id', '=', TENANT_A).where('identity', '=', 'STUDENT').where('student_no', 'like', `${prefix}%`).execute();

function students(prefix: string, n: number, idFrom: number, className: string) {
  return Array.from({ length: n }, (_, i) => {
    const r = studentRow(idFrom + i, className);
    r[0] = `${prefix}${String(i).padStart(5, '0')}`;
    return r;
  });
}

describe('students end to end', () => {
  it('imports an xlsx made from the downloaded template', async () => {
    const tpl = await download(t.app, session, { method: 'GET', url: consoleGet(IMPORT_PATHS.template, { target: 'STUDENT' }) });
    expect(tpl.statusCode).toBe(200);
    const [sheet, help] = await readWorkbook(tpl.rawPayload);
    const header = sheet.rows[0].map((c) => String(c.value));
    expect(header.slice(0, 3)).toEqual(['*学号', '*姓名', '性别']);
    expect(sheet.rows[1][3].value).toBe('11010519491231002X');
    expect(help.rows.map((r) => r.map((c) => c.value)).find((r) => r[0] === '当前状态')?.[3]).toContain('在读');

    const cls = await t.db
      .selectFrom('org_units')
      .select(['id', 'name'])
      .where('tenant_id', '=', TENANT_A)
      .where('type', '=', 4)
      .limit(1)
      .executeTakeFirstOrThrow();
    const byHeader = new Map(header.map((h, i) => [h.replace('*', ''), i]));
    const rows = Array.from({ length: 120 }, (_, i) => {
      const r = studentRow(7000 + i, cls.name);
      const out = new Array(header.length).fill('');
      const set = (h: string, v: string) => {
        out[byHeader.get(h)!] = v;
      };
      set('学号', `T${String(i).padStart(5, '0')}`);
      set('姓名', r[1]);
      set('性别', r[2]);
      set('身份证号', r[3]);
      set('手机号', r[4]);
      set('班级', cls.name);
      set('年级', '2026');
      set('当前状态', '在读');
      return out;
    });
    const { status, relation: rel } = await importFile(t.app, session, await xlsxOf([header, ...rows]), { ruleNum: 1 });
    expect(rel.matchFieldList.map((m) => m.column).sort()).toEqual(rel.dbFieldList.map((f) => f.column).sort());
    expect(status).toMatchObject({
      state: 'finished',
      finished: true,
      finishRate: 1,
      totalNum: 120,
      newInsertNum: 120,
      failNum: 0,
      errorKey: null,
      errorMsg: null,
    });
    expect(status.useTimeStr).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    const stored = await studentsIn('T');
    expect(stored).toHaveLength(120);
    expect(stored.every((p) => p.class_id === cls.id && p.current_status === '1' && p.grade === '2026')).toBe(true);
  });

  it('imports an xls, and gives the original file back', async () => {
    const bytes = xlsOf([STUDENT_HEADER, ...students('S', 80, 7200, '')]);
    const { status, key } = await importFile(t.app, session, bytes, { ruleNum: 1 }, '新生.xls');
    expect(status).toMatchObject({ state: 'finished', newInsertNum: 80, failNum: 0 });
    expect(await studentsIn('S')).toHaveLength(80);
    const original = await download(t.app, session, { url: IMPORT_PATHS.original, body: { key } });
    expect(original.headers['content-type']).toBe('application/vnd.ms-excel');
    expect(original.rawPayload.equals(bytes)).toBe(true);
    expect(String(original.headers['content-disposition'])).toContain(`filename*=UTF-8''${encodeURIComponent('新生.xls')}`);
  });
});

describe('organisation units', () => {
  it('imports faculties under campuses by code, then majors under them in a second import', async () => {
    const campus = await t.db
      .selectFrom('org_units')
      .select(['id', 'code', 'path'])
      .where('tenant_id', '=', TENANT_A)
      .where('type', '=', 1)
      .executeTakeFirstOrThrow();
    const faculties = [
      ['编码', '名称', '上级编码', '排序'],
      ['FX1', '新学院一', campus.code, '1'],
      ['FX2', '新学院二', campus.code, '2'],
    ];
    const f = await importFile(t.app, session, await xlsxOf(faculties), { ruleNum: 1, checkField: 'code' }, 'org.xlsx', 'ORG_2');
    expect(f.status).toMatchObject({ newInsertNum: 2, failNum: 0, state: 'finished' });
    const majors = [
      ['编码', '名称', '上级编码'],
      ['MX1', '新专业', 'FX1'],
      ['MX2', '挂错', 'MX1'],
    ];
    const m = await importFile(t.app, session, await xlsxOf(majors), { ruleNum: 1, checkField: 'code' }, 'org.xlsx', 'ORG_3');
    expect(m.status.errorMsg).toBe('1 行导入失败，请下载错误报告查看原因');
    expect(m.status).toMatchObject({ newInsertNum: 1, failNum: 1, state: 'finished' });
    const units = await t.db
      .selectFrom('org_units')
      .select(['id', 'code', 'path', 'parent_id'])
      .where('tenant_id', '=', TENANT_A)
      .where('code', 'in', ['FX1', 'MX1'])
      .orderBy('code')
      .execute();
    expect(units[0].path).toBe(`${campus.path}${units[0].id}/`);
    expect(units[1].path).toBe(`${units[0].path}${units[1].id}/`);
  });
});

describe('cancel', () => {
  it('stops a running import between batches; the rows written stay and are counted', async () => {
    const bytes = await xlsxOf([STUDENT_HEADER, ...students('K', 3000, 20000, '')]);
    const up = await uploadOk(t.app, session, bytes);
    const rel = await relation(t.app, session, up.id);
    const started = await startImport(t.app, session, {
      id: up.id,
      headerLine: 1,
      ruleNum: 1,
      checkField: 'studentNo',
      matchFieldList: rel.result.matchFieldList,
      stuInfoHandle: 1,
    });
    const key = started.result.redisKey;
    for (
      let i = 0;
      i < 400 && (await call<{ finishNum: number }>(t.app, session, { url: IMPORT_PATHS.progress, body: { key } })).result.finishNum === 0;
      i += 1
    ) {
      await new Promise((r) => setTimeout(r, 10));
    }
    const cancelled = await call<{ state: string; finishNum: number; totalNum: number; newInsertNum: number }>(t.app, session, {
      url: IMPORT_PATHS.cancel,
      body: { key },
    });
    expect(cancelled.envelope.status).toBe(1000);
    expect(cancelled.result.state).toBe('cancelled');
    const polled = await waitForJob(t.app, session, key);
    expect(polled.envelope).toMatchObject({ status: 1002, msg: '导入已取消' });
    expect(polled.result.totalNum).toBe(polled.result.finishNum);
    expect(polled.result.newInsertNum).toBe((await studentsIn('K')).length);
    expect(polled.result.finishNum).toBeLessThan(3000);
    expect((await call(t.app, session, { url: IMPORT_PATHS.cancel, body: { key } })).envelope).toMatchObject({ status: 1002, msg: '导入任务已结束' });
  });
});
