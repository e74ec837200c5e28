// Tenant isolation: an upload id, a job key or an error key of another tenant answers exactly like
// one that does not exist, and the history shows only the caller's imports.
import { IMPORT_PATHS } from '../../../src/shared/imports';
import { buildTestApp, call, download, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { importFile, relation, startImport, studentRow, STUDENT_HEADER, xlsxOf } from './fixtures';

let t: TestApp;
let a: Session;
let b: Session;
let done: Awaited<ReturnType<typeof importFile>>;

beforeAll(async () => {
  t = await buildTestApp({ imports: { runner: true, runnerOptions: { pollMs: 50 } } });
  a = await signIn(t.app, TENANT_A);
  b = await signIn(t.app, TENANT_B);
  done = await importFile(t.app, a, await xlsxOf([STUDENT_HEADER, studentRow(9001), ['', '缺学号']]), { ruleNum: 1 });
  expect(done.status).toMatchObject({ newInsertNum: 1, failNum: 1 });
});
afterAll(() => t.close());

describe('another tenant', () => {
  it('cannot use the upload id', async () => {
    expect((await relation(t.app, b, done.upload.id)).envelope).toMatchObject({ status: 1002, msg: '上传的文件已过期，请重新上传' });
    const started = await startImport(t.app, b, {
      id: done.upload.id,
      headerLine: 1,
      ruleNum: 1,
      checkField: 'studentNo',
      matchFieldList: done.relation.matchFieldList,
      stuInfoHandle: 1,
    });
    expect(started.envelope.status).toBe(1002);
    expect((await call(t.app, b, { url: IMPORT_PATHS.checkFields, body: { id: done.upload.id } })).envelope.status).toBe(1002);
  });

  it('cannot read, cancel, undo or download by the job key', async () => {
    for (const url of [IMPORT_PATHS.progress, IMPORT_PATHS.cancel, IMPORT_PATHS.undo]) {
      expect((await call(t.app, b, { url, body: { key: done.key } })).envelope).toMatchObject({ status: 1002, msg: '导入任务不存在' });
    }
    const original = await download(t.app, b, { url: IMPORT_PATHS.original, body: { key: done.key } });
    expect(original.json()).toMatchObject({ status: 1002 });
  });

  it('cannot download the error report', async () => {
    const res = await download(t.app, b, { url: IMPORT_PATHS.errors, body: { errorKey: done.status.errorKey } });
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ status: 1002 });
    const own = await download(t.app, a, { url: IMPORT_PATHS.errors, body: { errorKey: done.status.errorKey } });
    expect(own.headers['content-type']).toContain('spreadsheetml');
  });

  it('cannot name the first tenant in the body, and sees none of its history', async () => {
    const named = await call(t.app, b, { url: IMPORT_PATHS.progress, body: { key: done.key, tenantId: TENANT_A } });
    expect(named.envelope).toMatchObject({ status: 1002, msg: '权限不足' });
    expect((await call(t.app, b, { url: IMPORT_PATHS.history, body: { pageIndex: 1, pageSize: 10 } })).envelope.status).toBe(1004);
    const own = await call<{ total: number; data: { key: string; fileName: string; userName: string; state: string }[] }>(t.app, a, {
      url: IMPORT_PATHS.history,
      body: { pageIndex: 1, pageSize: 10 },
    });
    expect(own.result.total).toBe(1);
    expect(own.result.data[0]).toMatchObject({ key: done.key, fileName: 'students.xlsx', state: 'finished', totalNum: 2, newInsertNum: 1, failNum: 1 });
  });
});
