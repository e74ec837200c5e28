// Which stored number each identity is known by (DOMAIN.md: exam candidate number for new
// students, student number for students and graduates, work number for teachers, account for
// other users), and which columns the identifier filter searches.
import type { Identity } from '../../shared/domain/people';

export type IdentifierColumn = 'student_no' | 'exam_no' | 'work_no' | 'account';

export const OWN_IDENTIFIER: Record<Identity, IdentifierColumn> = {
  NEW_STUDENT: 'exam_no',
  STUDENT: 'student_no',
  GRADUATE_STUDENT: 'student_no',
  TEACHER: 'work_no',
  OTHER: 'account',
};

/** New students are looked up by either number: many already have a student number. */
export const SEARCHED_IDENTIFIERS: Record<Identity, IdentifierColumn[]> = {
  NEW_STUDENT: ['exam_no', 'student_no'],
  STUDENT: ['student_no'],
  GRADUATE_STUDENT: ['student_no'],
  TEACHER: ['work_no'],
  OTHER: ['account'],
};
