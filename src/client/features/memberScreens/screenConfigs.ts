// What differs between the four member screens: how the groups are read (roles and labels whole
// through their GET lists of document 000 §7; departments and chat classes paged), how a group's
// members are asked for and removed, and how a group becomes the picker's target. Everything
// else is shared.
import { LabelRow, MatrixDeptRow, MEMBER_PATHS, MemberRemoveQuery } from '../../../shared/members/api';
import { MemberKind, MemberTarget, TARGET_KINDS } from '../../../shared/members/constants';
import type { WireSelection } from '../../../shared/members/selection';
import type { PickerTarget } from '../memberPicker';
import type { GroupRow, MemberFilters } from './state';

export interface ScreenConfig {
  target: MemberTarget;
  /** message key of the screen's title (also its menu label) */
  title: string;
  /** message key of "what a group is" (the left column's header) */
  groupLabel: string;
  /** 'get': the whole list at once (no paging); a path: a paged list with a name search */
  /** paged groups; `byLevel`: searched by a level's name too (levelName, deptListByLevel) */
  groups: { kind: 'get' } | { kind: 'paged'; path: string; byLevel?: boolean };
  memberPath: string;
  /** who the member list (and its filters) is about */
  memberBody: (groupId: number, filters: MemberFilters) => Record<string, unknown>;
  pickerTarget: (group: GroupRow) => PickerTarget;
  kinds: readonly MemberKind[];
  removePath: string;
  /** the removal's body (MemberRemoveSelection): the group, the ticks, and with select all the
   *  list's filters it was pressed on */
  removeBody: (groupId: number, wire: WireSelection, allQuery: MemberFilters | null) => Record<string, unknown>;
}

const common = (filters: MemberFilters) => ({ kind: filters.kind, name: filters.name.trim() });

/** the ticks on the wire, with select all's filters (the list's, as it took them) */
const removal = (wire: WireSelection, q: MemberFilters | null, extra: (q: MemberFilters) => MemberRemoveQuery = () => ({})) => ({
  ...wire,
  ...(wire.isAll && q ? { query: { ...common(q), ...extra(q) } } : {}),
});

export const SCREEN_CONFIGS: Record<MemberTarget, ScreenConfig> = {
  ROLE: {
    target: 'ROLE',
    title: 'membersUi.route.roles',
    groupLabel: 'membersUi.target.ROLE',
    groups: { kind: 'get' },
    memberPath: MEMBER_PATHS.permMemberList,
    memberBody: (id, f) => ({ isPerm: 'ROLE', permId: id, ...common(f) }),
    pickerTarget: (g) => ({ target: 'ROLE', permId: g.id, name: g.name }),
    kinds: TARGET_KINDS.ROLE,
    removePath: MEMBER_PATHS.permMemberRemove,
    removeBody: (id, wire, q) => ({ isPerm: 'ROLE', permId: id, ...removal(wire, q) }),
  },
  LABEL: {
    target: 'LABEL',
    title: 'membersUi.route.labels',
    groupLabel: 'membersUi.target.LABEL',
    groups: { kind: 'get' },
    memberPath: MEMBER_PATHS.permMemberList,
    memberBody: (id, f) => ({ isPerm: 'LABLE', permId: id, ...common(f) }),
    pickerTarget: (g) => ({ target: 'LABEL', permId: g.id, parentId: (g as LabelRow).parentId ?? null, name: g.name }),
    kinds: TARGET_KINDS.LABEL,
    removePath: MEMBER_PATHS.permMemberRemove,
    removeBody: (id, wire, q) => ({ isPerm: 'LABLE', permId: id, ...removal(wire, q) }),
  },
  MATRIX_DEPT: {
    target: 'MATRIX_DEPT',
    title: 'membersUi.route.matrixDepts',
    groupLabel: 'membersUi.target.MATRIX_DEPT',
    groups: { kind: 'paged', path: MEMBER_PATHS.matrixDeptListByLevel, byLevel: true },
    memberPath: MEMBER_PATHS.matrixMemberList,
    memberBody: (id, f) => ({ deptId: id, levelId: f.levelId, ...common(f) }),
    pickerTarget: (g) => ({ target: 'MATRIX_DEPT', deptId: g.id, levels: (g as MatrixDeptRow).levels ?? [], name: g.name }),
    kinds: TARGET_KINDS.MATRIX_DEPT,
    removePath: MEMBER_PATHS.matrixMemberRemove,
    removeBody: (id, wire, q) => ({ deptId: id, ...removal(wire, q, (f) => (f.levelId === '' ? {} : { levelId: f.levelId })) }),
  },
  CHAT_CLASS: {
    target: 'CHAT_CLASS',
    title: 'membersUi.route.chatClasses',
    groupLabel: 'membersUi.target.CHAT_CLASS',
    groups: { kind: 'paged', path: MEMBER_PATHS.chatClassList },
    memberPath: MEMBER_PATHS.chatMemberList,
    memberBody: (id, f) => ({ chatClassId: id, ...common(f) }),
    pickerTarget: (g) => ({ target: 'CHAT_CLASS', chatClassId: g.id, name: g.name }),
    kinds: TARGET_KINDS.CHAT_CLASS,
    removePath: MEMBER_PATHS.chatMemberRemove,
    removeBody: (id, wire, q) => ({ chatClassId: id, ...removal(wire, q) }),
  },
};

export const isMemberTarget = (x: unknown): x is MemberTarget => typeof x === 'string' && x in SCREEN_CONFIGS;
