// Which of the alumni circle's poster groups (document alumniMoments, field `posterGroups`: who
// may post; its option values) an author is in. The one place the groups are mapped, from the
// author's people record (identity, and stu_current_status for students) and whether the person
// registered in the alumni circle (a row of alumni_users linked to the person, /userManage):
// - TEACHER: identity TEACHER, whatever the current status (retired staff are staff to the circle);
// - verifiedAlumni: identity STUDENT or GRADUATE_STUDENT whose record says graduated or
//   completed (stu_current_status 6 毕业, 7 结业): the school's own record verifies them;
// - unverifiedAlumni: registered in the alumni circle, not staff, and no graduation in the
//   record: an alumnus by their own word only;
// - STUDENT, GRADUATE_STUDENT: identity STUDENT or GRADUATE_STUDENT not graduated (enrolled, on
//   leave, deferred…), by the identity (GRADUATE_STUDENT means postgraduates, docs/NOTES.md);
// - NEW_STUDENT and OTHER: no group of their own (unverifiedAlumni when registered).
// A person can be in two groups (an enrolled student registered in the circle: STUDENT and
// unverifiedAlumni) and may post when any of them is allowed.
import type { Identity } from '../../../shared/domain/people';

export const POSTER_GROUPS = ['verifiedAlumni', 'unverifiedAlumni', 'TEACHER', 'GRADUATE_STUDENT', 'STUDENT'] as const;
export type PosterGroup = (typeof POSTER_GROUPS)[number];

/** stu_current_status keys of a student who has left with a degree or a completion certificate */
export const GRADUATED_STATUSES: readonly string[] = ['6', '7'];

export interface GroupFacts {
  identity: Identity | string;
  /** people.current_status (a key of stu_current_status for students) */
  currentStatus: string | null;
  /** registered in the alumni circle (an alumni_users row names the person) */
  registered: boolean;
}

export function posterGroupsOf(p: GroupFacts): PosterGroup[] {
  if (p.identity === 'TEACHER') return ['TEACHER'];
  const student = p.identity === 'STUDENT' || p.identity === 'GRADUATE_STUDENT';
  if (student && p.currentStatus !== null && GRADUATED_STATUSES.includes(p.currentStatus)) return ['verifiedAlumni'];
  const groups: PosterGroup[] = student ? [p.identity as PosterGroup] : [];
  if (p.registered) groups.push('unverifiedAlumni');
  return groups;
}
