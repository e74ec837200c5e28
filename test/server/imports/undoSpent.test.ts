// An import whose rows are already gone has nothing to undo (issue 16 §3): the history shows it
// as spent and undo refuses it, instead of offering it and answering "removed 0, restored 0".
import { IMPORT_PATHS, ImportHistoryRow } from '../../../src/shared/imports';
import { buildTestApp, call, Session, signIn, TENANT_A, TestApp } from '../helpers';
import { idNumberFor, importFile, xlsxOf } from './fixtures';

let t: TestApp;
let session: Session;

beforeAll(async () => {
  t = await buildTestApp({ imports: { runner: true, runnerOptions: { pollMs: 50 } } });
  session = await signIn(t.app, TENANT_A);
});
afterAll(() => t.close());

const undo = (key: string) => call<{ removed: number; restored: number }>(t.app, session, { url: IMPORT_PATHS.undo, body: { key } });
const historyRow = async (key: string) =>
  (await call<{ data: ImportHistoryRow[] }>(t.app, session, { url: IMPORT_PATHS.history, body: { pageIndex: 1, pageSize: 20 } })).result.data.find(
    (r) => r.key === key,
  )!;

describe('undo of an import whose rows are gone', () => {
  it('is shown as spent and refused; an import with rows left is not', async () => {
    const file = (prefix: string) =>
      xlsxOf([
        ['学号', '姓名', '身份证号'],
        [`${prefix}01`, '甲', idNumberFor(7701 + prefix.length)],
        [`${prefix}02`, '乙', idNumberFor(7801 + prefix.length)],
      ]);
    const gone = await importFile(t.app, session, await file('SPENT'));
    const kept = await importFile(t.app, session, await file('KEPT00'));
    expect(gone.status.newInsertNum).toBe(2);
    await t.db.deleteFrom('people').where('tenant_id', '=', TENANT_A).where('student_no', 'like', 'SPENT%').execute();

    expect(await historyRow(gone.key)).toMatchObject({ state: 'finished', undoneAt: null, spent: true });
    expect((await historyRow(kept.key)).spent).toBeUndefined();
    expect((await undo(gone.key)).envelope).toMatchObject({ status: 1002, msg: '该次导入的数据已不存在，无需撤销' });
    expect((await historyRow(gone.key)).undoneAt).toBeNull();
    expect((await undo(kept.key)).result).toEqual({ removed: 2, restored: 0 });
  });
});
