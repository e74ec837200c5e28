// The export dialog's calls before a job: the header list (the identity's fields in the list's
// order, in the caller's language), the count of each data range, and the start's checks with
// the specification's messages — every bad input answered, nothing queued.
import { sql } from 'kysely';
import { EXPORT_PATHS, MAX_CHOICE_IDS } from '../../../../src/shared/exports/api';
import { peopleFields } from '../../../../src/shared/people/query';
import { exportDb } from '../../../../src/server/exports/tables';
import { call, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../../helpers';
import { buildExportApp, count, headers, startExport } from '../../exports/exportApp';

let t: TestApp;
let a: Session;

beforeAll(async () => {
  // no runner: started exports stay queued, so the tests can look at what was queued
  t = await buildExportApp({ exports: { runner: false } });
  a = await signIn(t.app, TENANT_A);
});
afterAll(() => t.close());

const idsOf = async (tenantId: string, identity: string) =>
  (
    await t.db
      .selectFrom('people')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('identity', '=', identity as never)
      .orderBy('id')
      .execute()
  ).map((r) => r.id);
const queued = async () =>
  (
    await exportDb(t.db)
      .selectFrom('export_jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('headers', () => {
  it("lists the identity's fields in the list's order with their labels", async () => {
    const zh = await headers(t.app, a, 'STUDENT');
    expect(zh.envelope.status).toBe(1000);
    expect(Object.keys(zh.result)).toEqual(peopleFields('STUDENT').map((f) => f.key));
    expect(zh.result).toMatchObject({ name: '姓名', studentNo: '学号', idNumber: '身份证号' });
    const en = await headers(t.app, a, 'TEACHER', { 'accept-language': 'en' });
    expect(Object.keys(en.result)).toEqual(peopleFields('TEACHER').map((f) => f.key));
    expect(en.result.name).toBe('Name');
    expect(en.result).not.toHaveProperty('studentNo');
  });

  it('refuses an identity that does not exist', async () => {
    const bad = await call(t.app, a, { url: EXPORT_PATHS.headers, body: { identity: 'ADMIN' } });
    expect(bad.envelope.status).toBe(9009);
  });
});

describe('count', () => {
  it('counts every person of the identity for range 1, whatever the search says', async () => {
    const all = (await idsOf(TENANT_A, 'STUDENT')).length;
    expect(all).toBeGreaterThan(10);
    const c = await count(t.app, a, {
      identity: 'STUDENT',
      dataRange: 1,
      formInline: { gender: 1 },
      advancedSearch: [{ join: 'and', field: 'name', operator: 'like', value: '不存在的人' }],
    });
    expect(c.envelope.status).toBe(1000);
    expect(c.result).toBe(all);
  });

  it('counts the current search for range 2: filters and advanced search together', async () => {
    const men = await sql<{ n: number }>`select count(*)::int as n from people where tenant_id = ${TENANT_A} and identity = 'STUDENT' and gender = 1`.execute(
      t.db,
    );
    expect((await count(t.app, a, { identity: 'STUDENT', dataRange: 2, formInline: { gender: '1' as unknown as number, name: '' } })).result).toBe(
      men.rows[0].n,
    );
    const some = await t.db
      .selectFrom('people')
      .select(['name'])
      .where('tenant_id', '=', TENANT_A)
      .where('identity', '=', 'STUDENT')
      .where('gender', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const surname = [...some.name][0];
    const expected = await sql<{
      n: number;
    }>`select count(*)::int as n from people where tenant_id = ${TENANT_A} and identity = 'STUDENT' and gender = 1 and name like ${`%${surname}%`}`.execute(
      t.db,
    );
    const c = await count(t.app, a, {
      identity: 'STUDENT',
      dataRange: 2,
      formInline: { gender: 1 },
      advancedSearch: [{ join: 'and', field: 'name', operator: 'like', value: surname }],
    });
    expect(c.result).toBe(expected.rows[0].n);
    expect(c.result).toBeGreaterThan(0);
  });

  it("counts the checked rows for range 3, never another tenant's or identity's", async () => {
    const mine = (await idsOf(TENANT_A, 'STUDENT')).slice(0, 3);
    const teacher = (await idsOf(TENANT_A, 'TEACHER'))[0];
    const theirs = (await idsOf(TENANT_B, 'STUDENT'))[0];
    const c = await count(t.app, a, { identity: 'STUDENT', dataRange: 3, choiceDataIds: [...mine, teacher, theirs, mine[0]].join(', ') });
    expect(c.result).toBe(3);
  });

  it('refuses range 3 without ids, with a malformed id, or with too many', async () => {
    for (const choiceDataIds of [undefined, '', ' , ']) {
      expect((await count(t.app, a, { identity: 'STUDENT', dataRange: 3, choiceDataIds })).envelope).toMatchObject({
        status: 1002,
        msg: '请先勾选要导出的数据',
      });
    }
    for (const bad of ['1,abc', '1;2', '-3', '0', '1.5', '99999999999']) {
      const c = await count(t.app, a, { identity: 'STUDENT', dataRange: 3, choiceDataIds: bad });
      expect(c.envelope.status).toBe(1002);
      expect(c.envelope.msg).toMatch(/^勾选的数据有误：/);
    }
    const many = Array.from({ length: MAX_CHOICE_IDS + 1 }, (_, i) => i + 1).join(',');
    expect((await count(t.app, a, { identity: 'STUDENT', dataRange: 3, choiceDataIds: many })).envelope).toMatchObject({
      status: 1002,
      msg: `一次最多导出${MAX_CHOICE_IDS}条勾选的数据`,
    });
  });

  it('refuses an advanced search outside the allow-list as bad input', async () => {
    for (const row of [
      { join: 'and', field: 'name;DROP', operator: '=', value: 'x' },
      { join: 'and', field: 'name', operator: '=1 OR 1=1', value: 'x' },
      { join: 'and', field: 'workNo', operator: '=', value: 'x' },
    ]) {
      const c = await count(t.app, a, { identity: 'STUDENT', dataRange: 2, advancedSearch: [row as never] });
      expect(c.envelope.status).toBe(9009);
      expect(c.envelope.msg).not.toBe('');
    }
  });

  it('refuses a data range that is not 1, 2 or 3', async () => {
    expect((await count(t.app, a, { identity: 'STUDENT', dataRange: 4 as never })).envelope.status).toBe(9009);
  });
});

describe('start', () => {
  it('refuses an empty field list: 请至少选择一个导出字段', async () => {
    for (const exportField of [undefined, '', ' ', ',,', ' , ']) {
      const s = await startExport(t.app, a, { exportField });
      expect(s.envelope).toMatchObject({ status: 9009, msg: '请至少选择一个导出字段' });
      expect(s.result).toMatchObject([{ field: 'exportField', reason: '请至少选择一个导出字段' }]);
    }
    const en = await call(t.app, a, {
      url: EXPORT_PATHS.start,
      body: { identity: 'STUDENT', dataRange: 1, fileName: 'x', exportField: '' },
      headers: { 'accept-language': 'en' },
    });
    expect(en.envelope.msg).toBe('Please select at least one export field');
    expect(await queued()).toBe(0);
  });

  it("refuses a field outside the identity's allow-list", async () => {
    for (const [exportField, key] of [
      ['姓名:name,密码:password', 'password'],
      ['工号:workNo', 'workNo'],
      ['x:name;DROP', 'name;DROP'],
      ['姓名', '姓名'],
    ]) {
      const s = await startExport(t.app, a, { exportField });
      expect(s.envelope).toMatchObject({ status: 9009, msg: `未知的导出字段：${key}` });
    }
    expect(await queued()).toBe(0);
  });

  it('refuses a 31-character file name and a blank one', async () => {
    const long = await startExport(t.app, a, { fileName: '学'.repeat(31), exportField: '姓名:name' });
    expect(long.envelope).toMatchObject({ status: 9009, msg: '文件名称不能超过30个字符' });
    for (const fileName of ['', '   ', '\t', undefined, null, '.xlsx']) {
      const blank = await startExport(t.app, a, { fileName: fileName as string, exportField: '姓名:name' });
      expect(blank.envelope).toMatchObject({ status: 9009, msg: '请输入文件名称' });
    }
    // both at once: both reasons
    const both = await startExport(t.app, a, { fileName: ' ', exportField: '' });
    expect(both.result).toMatchObject([
      { field: 'fileName', reason: '请输入文件名称' },
      { field: 'exportField', reason: '请至少选择一个导出字段' },
    ]);
    expect(await queued()).toBe(0);
  });

  it('queues an export named with 30 characters once trimmed, without a typed .xlsx', async () => {
    const name = `${'学'.repeat(29)}A`;
    const s = await startExport(t.app, a, { fileName: `  ${name}.xlsx  `, exportField: '姓名:name, 学号 : studentNo ,:gender', dataSortStr: 'name ASC' });
    expect(s.envelope.status).toBe(1000);
    const job = await exportDb(t.db).selectFrom('export_jobs').selectAll().where('key', '=', s.result.redisKey).executeTakeFirstOrThrow();
    expect(job).toMatchObject({
      tenant_id: TENANT_A,
      identity: 'STUDENT',
      file_name: name,
      state: 'queued',
      total_num: (await idsOf(TENANT_A, 'STUDENT')).length,
    });
    expect(job.params.columns).toEqual([
      { label: '姓名', key: 'name' },
      { label: '学号', key: 'studentNo' },
      { label: '性别', key: 'gender' },
    ]);
    expect(job.params.order).toEqual([{ value: 'name', order: 'ASC' }]);
    await exportDb(t.db).deleteFrom('export_jobs').execute();
  });

  it('refuses a bad order, an empty selection, and more than three open exports', async () => {
    expect((await startExport(t.app, a, { exportField: '姓名:name', dataSortStr: 'name; drop table people' })).envelope.status).toBe(9009);
    expect((await startExport(t.app, a, { exportField: '姓名:name', dataSortStr: 'workNo ASC' })).envelope.status).toBe(9009);
    const none = await startExport(t.app, a, {
      exportField: '姓名:name',
      dataRange: 2,
      advancedSearch: [{ join: 'and', field: 'name', operator: '=', value: '没有这个人' }],
    });
    expect(none.envelope).toMatchObject({ status: 1002, msg: '没有可导出的数据' });
    for (let i = 0; i < 3; i += 1) expect((await startExport(t.app, a, { exportField: '姓名:name' })).envelope.status).toBe(1000);
    expect((await startExport(t.app, a, { exportField: '姓名:name' })).envelope).toMatchObject({ status: 1002, msg: '已有3个导出任务正在进行，请稍后再试' });
    // another tenant is not held up by them
    const b = await signIn(t.app, TENANT_B);
    expect((await startExport(t.app, b, { exportField: '姓名:name' })).envelope.status).toBe(1000);
    await exportDb(t.db).deleteFrom('export_jobs').execute();
  });
});
