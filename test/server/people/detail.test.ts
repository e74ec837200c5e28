// The detail call: every field unmasked with the organisation path, only for a person of the
// caller's tenant and of the identity the path names.
import { sql } from 'kysely';
import { personDetailPath } from '../../../src/shared/people/api';
import { buildTestApp, call, Session, signIn, TENANT_A, TestApp } from '../helpers';
import { listPeople, personDetail } from './calls';

describe('person detail', () => {
  let t: TestApp;
  let a: Session;
  beforeAll(async () => {
    t = await buildTestApp();
    a = await signIn(t.app, TENANT_A);
  });
  afterAll(() => t.close());

  it('shows a student whole: numbers unmasked, campus → faculty → major → class', async () => {
    const row = (await listPeople(t.app, a, 'STUDENT', { pageSize: 1 })).result.data[0];
    const r = await personDetail(t.app, a, 'STUDENT', row.id);
    expect(r.envelope.status).toBe(1000);
    const stored = (await sql<{ id_number: string; phone: string }>`select id_number, phone from people where id = ${row.id}`.execute(t.db)).rows[0];
    expect(r.result).toEqual(
      expect.objectContaining({ id: row.id, name: row.name, idNumber: stored.id_number, phone: stored.phone, email: null, className: row.className }),
    );
    expect(r.result.orgPath.map((s) => s.type)).toEqual([1, 2, 3, 4]);
    expect(r.result.orgPath[3]).toEqual({ id: row.classId, name: row.className, type: 4 });
    expect(r.result.orgPath[2].id).toBe(row.orgUnitId);
  });

  it('shows a teacher with the path to their faculty or unit', async () => {
    const row = (await listPeople(t.app, a, 'TEACHER', { pageSize: 1 })).result.data[0];
    const r = await personDetail(t.app, a, 'TEACHER', row.id);
    expect(r.result.email).toMatch(/@demo\.edu\.cn$/);
    expect(r.result.orgPath[0].type).toBe(1);
    expect(r.result.orgPath.at(-1)).toEqual(expect.objectContaining({ id: row.orgUnitId, name: row.unitName }));
  });

  it('refuses an id of another identity, an unknown id and a malformed body', async () => {
    const student = (await listPeople(t.app, a, 'STUDENT', { pageSize: 1 })).result.data[0];
    expect((await personDetail(t.app, a, 'TEACHER', student.id)).envelope).toEqual(expect.objectContaining({ status: 1002, msg: '数据不存在或已被删除' }));
    expect((await personDetail(t.app, a, 'STUDENT', 987654)).envelope.status).toBe(1002);
    expect((await call(t.app, a, { url: personDetailPath('STUDENT'), body: {} })).envelope.status).toBe(9009);
  });
});
