// The organisation trees of document 000 §7 on the small demo: the shapes (which unit types sit
// where), the class filters, the new-student classes, a department's subtree, and the whole tree.
import { sql } from 'kysely';
import { ORG_PATHS, OrgTreeNode } from '../../../src/shared/people/api';
import { buildTestApp, Session, signIn, TENANT_A, TestApp } from '../helpers';
import { flatten, newStudentTree, postTree } from './calls';

/** every parent → child type pair the tree holds, as 'p>c' */
const edges = (nodes: OrgTreeNode[]) => new Set(flatten(nodes).flatMap((n) => n.children.map((c) => `${n.type}>${c.type}`)));

describe('organisation trees', () => {
  let t: TestApp;
  let a: Session;
  let unitsOfA: number;
  beforeAll(async () => {
    t = await buildTestApp();
    a = await signIn(t.app, TENANT_A);
    unitsOfA = Number((await sql<{ n: number }>`select count(*)::int n from org_units where tenant_id = ${TENANT_A}`.execute(t.db)).rows[0].n);
  });
  afterAll(() => t.close());

  it('getCollegeMajorTree: campus → faculty → major → class, siblings in their order', async () => {
    const r = await postTree(t.app, a, ORG_PATHS.collegeMajorTree);
    expect(r.envelope.status).toBe(1000);
    expect(r.result.every((n) => n.type === 1 && n.parentId === null)).toBe(true);
    expect([...edges(r.result)].sort()).toEqual(['1>2', '2>3', '3>4']);
    const aClass = flatten(r.result).find((n) => n.type === 4)!;
    expect(aClass).toEqual(expect.objectContaining({ grade: expect.any(String), classType: expect.stringMatching(/^(OLD|NEW)$/), children: [] }));
    const faculties = r.result[0].children.map((n) => n.sort);
    expect(faculties).toEqual([...faculties].sort((x, y) => x - y));
  });

  it('getCollegeMajorTree keeps only the classes of a type or grade when asked', async () => {
    const old = flatten((await postTree(t.app, a, ORG_PATHS.collegeMajorTree, { classType: 'OLD' })).result).filter((n) => n.type === 4);
    expect(old.length).toBeGreaterThan(0);
    expect(old.every((n) => n.classType === 'OLD')).toBe(true);
    const grade = old[0].grade;
    const ofGrade = flatten((await postTree(t.app, a, ORG_PATHS.collegeMajorTree, { grade })).result).filter((n) => n.type === 4);
    expect(ofGrade.every((n) => n.grade === grade)).toBe(true);
    expect((await postTree(t.app, a, ORG_PATHS.collegeMajorTree, { classType: 'X' })).envelope.status).toBe(9009);
  });

  it('newStudentOranization: only the branches that lead to a new-student class', async () => {
    const r = await newStudentTree(t.app, a);
    expect(r.envelope.status).toBe(1000);
    const nodes = flatten(r.result);
    expect(nodes.filter((n) => n.type === 4).every((n) => n.classType === 'NEW')).toBe(true);
    // every major kept has a class under it
    expect(nodes.filter((n) => n.type === 3).every((n) => n.children.length > 0)).toBe(true);
    const newClasses = Number(
      (await sql<{ n: number }>`select count(*)::int n from org_units where tenant_id = ${TENANT_A} and class_type = 'NEW'`.execute(t.db)).rows[0].n,
    );
    expect(nodes.filter((n) => n.type === 4)).toHaveLength(newClasses);
  });

  it('getEduDeptInfoTree: campuses with faculties, units and organisations; no majors or classes', async () => {
    const r = await postTree(t.app, a, ORG_PATHS.deptTree);
    const types = new Set(flatten(r.result).map((n) => n.type));
    expect([...types].sort()).toEqual([1, 2, 5, 6]);
  });

  it('getEduDeptInfoTreeByDeptId: one department and what is below it; an unknown one is refused', async () => {
    const tree = (await postTree(t.app, a, ORG_PATHS.deptTree)).result;
    const campus = tree[0];
    const r = await postTree(t.app, a, ORG_PATHS.deptTreeByDeptId, { deptId: campus.id });
    expect(r.result).toEqual([campus]);
    const faculty = campus.children.find((n) => n.type === 2)!;
    expect((await postTree(t.app, a, ORG_PATHS.deptTreeByDeptId, { deptId: String(faculty.id) })).result).toEqual([faculty]);
    expect((await postTree(t.app, a, ORG_PATHS.deptTreeByDeptId, { deptId: 999999 })).envelope.status).toBe(1002);
    expect((await postTree(t.app, a, ORG_PATHS.deptTreeByDeptId, {})).envelope.status).toBe(9009);
  });

  it('orgUnit/tree: every unit of the tenant once', async () => {
    const r = await postTree(t.app, a, ORG_PATHS.unitTree);
    const nodes = flatten(r.result);
    expect(nodes).toHaveLength(unitsOfA);
    expect(new Set(nodes.map((n) => n.id)).size).toBe(unitsOfA);
  });
});
