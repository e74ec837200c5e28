// The SQL behind each allow-listed people field (src/shared/people/query.ts): the only place a
// field key becomes a column. Unit and class names come from the left-joined org_units rows
// aliased u and c; every other field is a column of people (p).
import { sql } from 'kysely';
import type { ColumnKind, SearchColumn } from '../search/conditions';
import type { PeopleFieldKey } from '../../shared/people/query';

export type PeopleJoin = 'u' | 'c';

export interface PeopleColumn extends SearchColumn {
  join?: PeopleJoin;
}

const own = (column: string, kind: ColumnKind = 'text'): PeopleColumn => ({ ref: sql.ref(`p.${column}`), kind });

export const PEOPLE_COLUMNS: Record<PeopleFieldKey, PeopleColumn> = {
  name: own('name'),
  examNo: own('exam_no'),
  studentNo: own('student_no'),
  workNo: own('work_no'),
  account: own('account'),
  gender: own('gender', 'int'),
  idNumber: own('id_number'),
  phone: own('phone'),
  email: own('email'),
  unitName: { ref: sql.ref('u.name'), kind: 'text', join: 'u' },
  className: { ref: sql.ref('c.name'), kind: 'text', join: 'c' },
  currentStatus: own('current_status'),
  presentState: own('present_state'),
  grade: own('grade'),
  createdAt: own('created_at', 'date'),
  updatedAt: own('updated_at', 'date'),
};
