// What differs between the five people lists: the number each identity is known by, which
// status dictionaries apply, and where people sit in the organisation (a class for students
// and new students, a faculty or major for graduates, a department for staff and others).
import type { Identity } from '../../../shared/domain/people';
import type { OrgTreeKind } from '../../api/org';

export interface Placement {
  /** the list filter the selector sets */
  filter: 'classId' | 'orgUnitId';
  tree: OrgTreeKind;
  /** message key of the selector's and the column's label */
  label: string;
}

export type NumberColumn = 'examNo' | 'studentNo' | 'workNo' | 'account';

export interface IdentityConfig {
  /** message key of the screen title (the menu label) */
  title: string;
  /** message key of the identity's number (the search box's label) */
  identifierLabel: string;
  /** the numbers the list shows, each under importField.<name> */
  numberColumns: NumberColumn[];
  /** dictionary of the current status; null when the identity has none */
  statusDict: string | null;
  /** dictionary of the present state (in school, away…); null when not tracked */
  presentStateDict: string | null;
  placement: Placement;
  showGrade: boolean;
}

const inClass = (tree: OrgTreeKind): Placement => ({ filter: 'classId', tree, label: 'importField.className' });
const inDept: Placement = { filter: 'orgUnitId', tree: 'depts', label: 'importField.unitName' };

export const IDENTITY_CONFIG: Record<Identity, IdentityConfig> = {
  NEW_STUDENT: {
    title: 'route.newStudentManage',
    identifierLabel: 'people.identifier.newStudent',
    numberColumns: ['examNo', 'studentNo'],
    statusDict: 'stu_current_status',
    presentStateDict: null,
    placement: inClass('newStudentClasses'),
    showGrade: true,
  },
  STUDENT: {
    title: 'route.studentManage',
    identifierLabel: 'importField.studentNo',
    numberColumns: ['studentNo'],
    statusDict: 'stu_current_status',
    presentStateDict: 'stu_present_state',
    placement: inClass('studentClasses'),
    showGrade: true,
  },
  GRADUATE_STUDENT: {
    title: 'route.graduateStudentManage',
    identifierLabel: 'importField.studentNo',
    numberColumns: ['studentNo'],
    statusDict: 'stu_current_status',
    presentStateDict: 'stu_present_state',
    placement: { filter: 'orgUnitId', tree: 'majors', label: 'people.facultyOrMajor' },
    showGrade: true,
  },
  TEACHER: {
    title: 'route.teacherManage',
    identifierLabel: 'importField.workNo',
    numberColumns: ['workNo'],
    statusDict: 'teacher_current_status',
    presentStateDict: null,
    placement: inDept,
    showGrade: false,
  },
  OTHER: {
    title: 'route.otherUserManage',
    identifierLabel: 'importField.account',
    numberColumns: ['account'],
    statusDict: null,
    presentStateDict: null,
    placement: inDept,
    showGrade: false,
  },
};

export const GENDER_DICT = 'gender';
