// A small in-memory server for the picker's and member screens' view tests: roles with their
// members, students (two faculties) and classes, the candidate lists ("not yet in the role",
// filtered by faculty and name, paged) and the role add, which applies isAll as the server does —
// the search minus the exclusions — and refuses what the test says it refuses; the removal of a
// role's members likewise (picks, or the list's filters minus the exclusions).
import { MEMBER_PATHS, MemberRow, RoleRow } from '../../../../src/shared/members/api';
import { WORKBENCH } from '../../../../src/shared/protocol/constants';
import { klass, ok, pageOf, refused, scriptedApi, student, treeAnswers } from './fixtures';

interface Body {
  permId: number;
  roleId: number;
  pageIndex: number;
  pageSize: number;
  orgUnitId?: number;
  name?: string;
  kind?: string;
  isAll?: boolean;
  perm?: { id: number }[];
  query?: { orgUnitId?: number; name?: string };
}

export interface FakeServerOptions {
  /** students of faculty 10 (the rest, 10 of them, are of faculty 20) */
  faculty10?: number;
  classes?: number;
  /** the add answers 1002 with this msg */
  refuseAdd?: string;
}

export function fakeMemberServer({ faculty10 = 25, classes = 25, refuseAdd }: FakeServerOptions = {}) {
  const people = [
    ...Array.from({ length: faculty10 }, (_, i) => ({ ...student(i + 1), facultyId: 10 })),
    ...Array.from({ length: 10 }, (_, i) => ({ ...student(faculty10 + i + 1, { unitName: '外国语学院' }), facultyId: 20 })),
  ];
  const classRows = Array.from({ length: classes }, (_, i) => klass(500 + i));
  const roles: Omit<RoleRow, 'memberCount'>[] = [
    { id: 7, name: '教务处', code: 'JWC', note: null },
    { id: 8, name: '学工部', code: 'XGB', note: null },
  ];
  const members = new Map<number, MemberRow[]>(roles.map((r) => [r.id, []]));
  let nextMembership = 1;

  const inRole = (permId: number, memberId: number) => (members.get(permId) ?? []).some((m) => m.memberId === memberId);
  const matching = (permId: number, q: { orgUnitId?: number; name?: string }) =>
    people.filter((p) => !inRole(permId, p.id) && (q.orgUnitId === undefined || p.facultyId === q.orgUnitId) && (!q.name || p.name.includes(q.name)));

  const api = scriptedApi({
    ...treeAnswers(),
    [`${WORKBENCH}/dict/dictionary`]: () => ok([{ dictKey: '01', dictValue: '在读' }]),
    [MEMBER_PATHS.roleList]: () => ok(roles.map((r) => ({ ...r, memberCount: members.get(r.id)!.length }))),
    [MEMBER_PATHS.labelList]: () => ok([]),
    [MEMBER_PATHS.permMemberList]: (b: Body) =>
      pageOf(
        (members.get(b.permId) ?? []).filter((m) => !b.kind || m.kind === b.kind),
        b,
      ),
    [MEMBER_PATHS.permNotinStudentList]: (b: Body) => pageOf(matching(b.permId, b), b),
    [MEMBER_PATHS.permNotinClassList]: (b: Body) =>
      pageOf(
        classRows.filter((c) => !inRole(b.permId, c.id)),
        b,
      ),
    [MEMBER_PATHS.permAdd]: (b: Body) => {
      if (refuseAdd) return refused(refuseAdd);
      const listed = new Set((b.perm ?? []).map((p) => p.id));
      const kindRows = b.roleId === 4 ? classRows : people;
      const chosen = b.isAll
        ? (b.roleId === 4 ? classRows.filter((c) => !inRole(b.permId, c.id)) : matching(b.permId, b.query ?? {})).filter((p) => !listed.has(p.id))
        : kindRows.filter((p) => listed.has(p.id));
      const list = members.get(b.permId)!;
      for (const row of chosen) {
        list.push({
          id: nextMembership++,
          kind: row.kind,
          memberId: row.id,
          name: row.name,
          identifier: row.identifier,
          unitName: row.unitName,
          roleId: b.roleId as 1002,
          createdAt: '2026-05-01T08:00:00.000Z',
        });
      }
      return ok({ added: chosen.length, skipped: 0 });
    },
    // removal as the server resolves it: picks, or the list's filters minus the exclusions
    [MEMBER_PATHS.permMemberRemove]: (b: { permId: number; isAll?: boolean; ids: number[]; query?: { kind?: string; name?: string } }) => {
      const list = members.get(b.permId) ?? [];
      const q = b.query ?? {};
      const gone = list.filter((m) =>
        b.isAll ? !b.ids.includes(m.id) && (!q.kind || m.kind === q.kind) && (!q.name || m.name.includes(q.name)) : b.ids.includes(m.id),
      );
      if (gone.length === 0) return refused('请选择数据');
      members.set(
        b.permId,
        list.filter((m) => !gone.includes(m)),
      );
      return ok({ removed: gone.length });
    },
  });
  return { api, members, people };
}
