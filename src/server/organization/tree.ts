// The organisation trees of document 000 §7. A tenant has at most a few thousand units, so one
// indexed read of the types asked for and a build in memory beats a recursive query per level.
import { ORG_UNIT_TYPES, OrgUnitType } from '../../shared/domain/people';
import type { ClassType } from '../../shared/domain/people';
import type { OrgTreeNode } from '../../shared/people/api';
import type { Db } from '../db/schema';

const { CAMPUS, FACULTY, MAJOR, CLASS, UNIT, ORGANISATION } = ORG_UNIT_TYPES;
/** campus → faculty → major → class */
export const COLLEGE_TYPES: OrgUnitType[] = [CAMPUS, FACULTY, MAJOR, CLASS];
/** where staff work: campuses, faculties, units and organisations (no majors or classes) */
export const DEPT_TYPES: OrgUnitType[] = [CAMPUS, FACULTY, UNIT, ORGANISATION];
export const ALL_TYPES: OrgUnitType[] = [CAMPUS, FACULTY, MAJOR, CLASS, UNIT, ORGANISATION];

export async function readUnits(db: Db, tenantId: string, types: OrgUnitType[]): Promise<OrgTreeNode[]> {
  const rows = await db
    .selectFrom('org_units')
    .select(['id', 'parent_id', 'type', 'code', 'name', 'sort', 'grade', 'class_type'])
    .where('tenant_id', '=', tenantId)
    .where('type', 'in', types)
    // siblings: faculties before units before organisations, then the unit's own order
    .orderBy('type')
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    parentId: r.parent_id,
    type: r.type as OrgUnitType,
    code: r.code,
    name: r.name,
    sort: r.sort,
    grade: r.grade,
    classType: r.class_type as ClassType | null,
    children: [],
  }));
}

/** Hangs each unit under its parent; a unit whose parent was not read becomes a root. */
export function buildTree(units: OrgTreeNode[]): OrgTreeNode[] {
  const byId = new Map(units.map((u) => [u.id, u]));
  const roots: OrgTreeNode[] = [];
  for (const u of units) {
    const parent = u.parentId === null ? undefined : byId.get(u.parentId);
    if (parent) parent.children.push(u);
    else roots.push(u);
  }
  return roots;
}

/** Keeps the nodes that pass and every node with a kept descendant (their ancestors). */
export function keepBranches(nodes: OrgTreeNode[], passes: (n: OrgTreeNode) => boolean): OrgTreeNode[] {
  return nodes.flatMap((n) => {
    const children = keepBranches(n.children, passes);
    return passes(n) || children.length > 0 ? [{ ...n, children }] : [];
  });
}

export function findNode(nodes: OrgTreeNode[], id: number): OrgTreeNode | undefined {
  for (const n of nodes) {
    if (n.id === id) return n;
    const found = findNode(n.children, id);
    if (found) return found;
  }
  return undefined;
}

export interface ClassFilter {
  classType?: ClassType;
  grade?: string;
}

/** Campus → faculty → major → class; a class filter drops the other classes, never a major. */
export async function collegeMajorTree(db: Db, tenantId: string, filter: ClassFilter = {}): Promise<OrgTreeNode[]> {
  const units = (await readUnits(db, tenantId, COLLEGE_TYPES)).filter(
    (u) => u.type !== CLASS || ((!filter.classType || u.classType === filter.classType) && (!filter.grade || u.grade === filter.grade)),
  );
  return buildTree(units);
}

/** Only the branches that lead to a new-student class. */
export async function newStudentTree(db: Db, tenantId: string): Promise<OrgTreeNode[]> {
  return keepBranches(await collegeMajorTree(db, tenantId, { classType: 'NEW' }), (n) => n.type === CLASS);
}

export async function deptTree(db: Db, tenantId: string): Promise<OrgTreeNode[]> {
  return buildTree(await readUnits(db, tenantId, DEPT_TYPES));
}

export async function unitTree(db: Db, tenantId: string): Promise<OrgTreeNode[]> {
  return buildTree(await readUnits(db, tenantId, ALL_TYPES));
}
