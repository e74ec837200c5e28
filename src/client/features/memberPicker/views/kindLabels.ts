// The words each kind uses for its search fields and columns: a student's identifier is the
// student number, a teacher's the work number, another user's the account, a class's its code;
// the unit filter is a faculty, major or class for students, a department for teachers.
import type { MemberKind } from '../../../../shared/members/constants';
import type { PickerFilterName } from '../state';

export const FIELD_LABELS: Record<MemberKind, Partial<Record<PickerFilterName, string>>> = {
  STUDENT: {
    name: 'importField.name',
    identifier: 'importField.studentNo',
    orgUnitId: 'membersUi.field.studentUnit',
    grade: 'importField.grade',
    currentStatus: 'importField.currentStatus',
  },
  TEACHER: { name: 'importField.name', identifier: 'importField.workNo', orgUnitId: 'membersUi.field.dept', currentStatus: 'importField.currentStatus' },
  OTHER: { name: 'importField.name', identifier: 'importField.account' },
  CLASS: {
    name: 'membersUi.col.className',
    identifier: 'membersUi.col.classCode',
    orgUnitId: 'membersUi.field.classUnit',
    grade: 'importField.grade',
    classType: 'importField.classType',
  },
};

/** The kind in a few words: the add buttons and the dialog's subtitle. */
export const KIND_LABELS: Record<MemberKind, string> = {
  STUDENT: 'membersUi.kind.STUDENT',
  TEACHER: 'membersUi.kind.TEACHER',
  OTHER: 'membersUi.kind.OTHER',
  CLASS: 'membersUi.kind.CLASS',
};
