// Tenant isolation of the organisation calls: B's trees hold none of A's units, and A's unit
// ids find nothing (or are refused) for B.
import { ORG_PATHS } from '../../../src/shared/people/api';
import { buildTestApp, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { flatten, listUnits, newStudentTree, postTree } from './calls';

describe('organisation tenant isolation', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  beforeAll(async () => {
    t = await buildTestApp();
    [a, b] = await Promise.all([signIn(t.app, TENANT_A), signIn(t.app, TENANT_B)]);
  });
  afterAll(() => t.close());

  it.each([ORG_PATHS.collegeMajorTree, ORG_PATHS.deptTree, ORG_PATHS.unitTree])("%s holds only the caller's units", async (url) => {
    const mine = new Set(flatten((await postTree(t.app, a, url)).result).map((n) => n.id));
    const theirs = flatten((await postTree(t.app, b, url)).result);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.filter((n) => mine.has(n.id))).toEqual([]);
  });

  it("new-student classes are the caller's own", async () => {
    const mine = new Set(flatten((await newStudentTree(t.app, a)).result).map((n) => n.id));
    expect(flatten((await newStudentTree(t.app, b)).result).filter((n) => mine.has(n.id))).toEqual([]);
  });

  it("refuses another tenant's department and lists no children of another tenant's unit", async () => {
    const campusOfA = (await listUnits(t.app, a)).result.data[0];
    expect((await postTree(t.app, b, ORG_PATHS.deptTreeByDeptId, { deptId: campusOfA.id })).envelope.status).toBe(1002);
    expect((await listUnits(t.app, b, { parentId: campusOfA.id })).envelope.status).toBe(1004);
    const top = (await listUnits(t.app, b)).result.data;
    expect(top.map((u) => u.id)).not.toContain(campusOfA.id);
  });
});
