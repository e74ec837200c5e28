// The add-member picker's state (document 000 §2, §4): whom it adds to (the target), whom it
// lists (the kind), the search form, the candidate page and the one selection model of
// src/shared/members/selection.ts. Plain data only, so an action log replays.
//
//   closed ──pickerOpened──> open ──confirmAccepted──> adding ──membersAdded──> closed
//   open ──confirmRejected──> open (请选择数据 / 最多选择二十个班级 shown)
//   adding ──addFailed──> open (the server's msg shown)
//   open ──closed──> (the saga ends) ──pickerCancelled──> closed
//   adding ignores closed: the add decides first (a refused add adds nobody; an accepted one
//   must be seen to end).
import type { ClassType } from '../../../shared/domain/people';
import type { CandidateFilters, CandidateRow, MatrixLevel } from '../../../shared/members/api';
import { MemberKind, PICKER_DEFAULT_PAGE_SIZE, RoleGroupId } from '../../../shared/members/constants';
import { emptySelection, Selection } from '../../../shared/members/selection';
import type { OrgTreeNode } from '../../../shared/people/api';
import { initialPagedList, PagedList } from '../../lib/pagedList';
import type { Message } from '../../lib/problem';

/** A message to show: a catalogue key (translated when shown) or a server's own words. */

/** Where the picked rows go: a role or label (isPerm ROLE or LABLE), a matrix department at one
 *  of its levels, or a chat class. `name` is only shown. */
export type PickerTarget =
  | { target: 'ROLE'; permId: number; name: string }
  | { target: 'LABEL'; permId: number; parentId: number | null; name: string }
  | { target: 'MATRIX_DEPT'; deptId: number; levels: MatrixLevel[]; name: string }
  | { target: 'CHAT_CLASS'; chatClassId: number; name: string }
  /** people given a personal preset of services (src/shared/services/presets.ts) */
  | { target: 'PRESET_PERSON'; name: string };

export type PickerStatus = 'closed' | 'open' | 'adding';

/** The search form as typed (text) and chosen (selects); '' is "not chosen". */
export interface PickerFilterValues {
  name: string;
  identifier: string;
  grade: string;
  currentStatus: string;
  orgUnitId: number | '';
  classType: ClassType | '';
}
export type PickerFilterName = keyof PickerFilterValues;

export const emptyFilters: PickerFilterValues = { name: '', identifier: '', grade: '', currentStatus: '', orgUnitId: '', classType: '' };

export interface UnitTree {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  nodes: OrgTreeNode[];
}

export interface PickerState {
  status: PickerStatus;
  target: PickerTarget | null;
  kind: MemberKind;
  /** roles and labels: the member group joined (1002 students, 1001 / 1003 groups A and B, …) */
  roleId: RoleGroupId | null;
  /** matrix departments: the level the people join */
  levelId: number | null;
  /** a title other than the default 'add people excluding existing ones' */
  title: Message | null;
  draft: PickerFilterValues;
  /** the search in force (the list shows it; select all applies it) */
  filters: PickerFilterValues;
  list: PagedList<CandidateRow>;
  units: UnitTree;
  selection: Selection;
  /** select all was pressed and its total is being fixed */
  selectingAll: boolean;
  /** the search select all applied to (sent with isAll) */
  allQuery: CandidateFilters | null;
  message: Message | null;
}

/** An opened picker reads its first page at once. */
export const initialList: PagedList<CandidateRow> = { ...initialPagedList<CandidateRow>(), status: 'loading', pageSize: PICKER_DEFAULT_PAGE_SIZE };

export const initialPickerState: PickerState = {
  status: 'closed',
  target: null,
  kind: 'STUDENT',
  roleId: null,
  levelId: null,
  title: null,
  draft: emptyFilters,
  filters: emptyFilters,
  list: initialList,
  units: { status: 'idle', nodes: [] },
  selection: emptySelection(),
  selectingAll: false,
  allQuery: null,
  message: null,
};
