// Tenant isolation of the people calls: tenant B never lists or opens A's people, and A's unit
// or class ids find nothing for B.
import { IDENTITIES } from '../../../src/shared/domain/people';
import { peopleListPath } from '../../../src/shared/people/api';
import { buildTestApp, call, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { listPeople, personDetail } from './calls';

describe('people tenant isolation', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  beforeAll(async () => {
    t = await buildTestApp();
    [a, b] = await Promise.all([signIn(t.app, TENANT_A), signIn(t.app, TENANT_B)]);
  });
  afterAll(() => t.close());

  it.each(IDENTITIES)("lists only the caller's %s", async (identity) => {
    const mine = await listPeople(t.app, a, identity, { pageSize: 100 });
    const theirs = await listPeople(t.app, b, identity, { pageSize: 100 });
    const theirIds = new Set(theirs.result.data.map((p) => p.id));
    expect(mine.result.data.filter((p) => theirIds.has(p.id))).toEqual([]);
  });

  it("does not open another tenant's person", async () => {
    const row = (await listPeople(t.app, a, 'STUDENT', { pageSize: 1 })).result.data[0];
    expect((await personDetail(t.app, b, 'STUDENT', row.id)).envelope.status).toBe(1002);
    expect((await personDetail(t.app, a, 'STUDENT', row.id)).envelope.status).toBe(1000);
  });

  it("finds nobody for another tenant's class or unit", async () => {
    const row = (await listPeople(t.app, a, 'STUDENT', { pageSize: 1 })).result.data[0];
    expect((await listPeople(t.app, b, 'STUDENT', { classId: row.classId })).envelope.status).toBe(1004);
    expect((await listPeople(t.app, b, 'STUDENT', { orgUnitId: row.orgUnitId })).envelope.status).toBe(1004);
  });

  it('refuses a body that names another tenant', async () => {
    const r = await call(t.app, a, { url: peopleListPath('TEACHER'), body: { tenantId: TENANT_B } });
    expect(r.envelope).toEqual(expect.objectContaining({ status: 1002, msg: '权限不足' }));
  });
});
