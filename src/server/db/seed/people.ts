// Seeds people of every identity into the organisation: students in old classes, new students
// in new-student classes (exam numbers, some already with student numbers), postgraduates by
// discipline, teachers in faculties and units, other users in units. Then head teachers and
// monitors of the classes.
import { Insertable, RawBuilder, sql } from 'kysely';
import type { Identity } from '../../../shared/domain/people';
import { insertBatched, insertBatchedReturningIds } from '../batch';
import type { PeopleTable } from '../schema';
import type { Tx } from '../transaction';
import { chineseName, createIdNumbers, createPhones, Gender } from './identity';
import type { SeededOrg } from './organization';
import { pad, Rng } from './prng';

export interface PeopleCounts {
  students: number;
  newStudents: number;
  graduates: number;
  teachers: number;
  others: number;
}

export interface SeededPeople {
  all: { id: number; identity: Identity }[];
  byIdentity: Record<Identity, number[]>;
}

type Person = Insertable<PeopleTable>;

const STUDENT_STATUS = { keys: ['1', '2', '3', '5'], weights: [92, 4, 2, 2] };
const PRESENT_STATE = { keys: ['1', '2', '3', '4'], weights: [86, 4, 7, 3] };
const TEACHER_STATUS = { keys: ['1', '2', '3', '4', '5'], weights: [88, 5, 2, 3, 2] };

export async function seedPeople(tx: Tx, tenantId: string, rng: Rng, org: SeededOrg, counts: PeopleCounts, currentYear: number): Promise<SeededPeople> {
  const idNumber = createIdNumbers(rng);
  const phone = createPhones(rng);
  const gender = (maleShare: number): Gender => (rng.chance(maleShare) ? 1 : 2);
  const status = (s: { keys: string[]; weights: number[] }) => rng.weighted(s.keys, s.weights);
  const base = (identity: Identity, g: Gender, birthYear: number): Person => ({
    tenant_id: tenantId,
    identity,
    name: chineseName(rng, g),
    gender: g,
    id_number: idNumber(g, birthYear),
    phone: phone(),
    email: null,
    account: null,
    student_no: null,
    work_no: null,
    exam_no: null,
    current_status: null,
    present_state: null,
    org_unit_id: null,
    class_id: null,
    grade: null,
    photo_path: null,
  });
  const rows: Person[] = [];
  const serial = new Map<string, number>();
  const nextIn = (key: string) => {
    const n = (serial.get(key) ?? 0) + 1;
    serial.set(key, n);
    return n;
  };
  const oldClasses = org.classes.filter((c) => c.type === 'OLD');
  const newClasses = org.classes.filter((c) => c.type === 'NEW');
  const majorNo = (majorId: number) => pad(org.majors.findIndex((m) => m.id === majorId) + 1, 3);

  for (let i = 0; i < counts.students; i += 1) {
    const c = rng.pick(oldClasses);
    const g = gender(0.52);
    const p = base('STUDENT', g, Number(c.grade) - 18 - rng.int(0, 1));
    p.student_no = `${c.grade}${majorNo(c.majorId)}${pad(nextIn(`s${c.majorId}`), 3)}`;
    Object.assign(p, {
      account: p.student_no,
      current_status: status(STUDENT_STATUS),
      present_state: status(PRESENT_STATE),
      org_unit_id: c.majorId,
      class_id: c.id,
      grade: c.grade,
    });
    rows.push(p);
  }
  for (let i = 0; i < counts.newStudents; i += 1) {
    const c = rng.pick(newClasses);
    const p = base('NEW_STUDENT', gender(0.5), Number(c.grade) - 18);
    // 高考报名号: two-digit year, province, then a serial (14 digits)
    p.exam_no = `${String(currentYear).slice(2)}${rng.pick(['33', '32', '11', '44', '51', '42', '37', '41'])}${pad(i + 1, 10)}`;
    if (rng.chance(0.6)) p.student_no = `${c.grade}${majorNo(c.majorId)}${pad(nextIn(`n${c.majorId}`), 3)}`;
    Object.assign(p, {
      account: p.student_no ?? p.exam_no,
      current_status: rng.chance(0.85) ? '1' : '8',
      present_state: '1',
      org_unit_id: c.majorId,
      class_id: c.id,
      grade: c.grade,
    });
    rows.push(p);
  }
  for (let i = 0; i < counts.graduates; i += 1) {
    const major = rng.pick(org.majors);
    const grade = String(currentYear - rng.int(0, 2));
    const p = base('GRADUATE_STUDENT', gender(0.48), Number(grade) - 22 - rng.int(0, 3));
    p.student_no = `${grade}2${pad(major.facultyIndex + 1, 2)}${pad(nextIn(`g${grade}`), 4)}`;
    Object.assign(p, { account: p.student_no, current_status: status(STUDENT_STATUS), present_state: status(PRESENT_STATE), org_unit_id: major.id, grade });
    rows.push(p);
  }
  const teacherFaculty: number[] = [];
  for (let i = 0; i < counts.teachers; i += 1) {
    const inFaculty = rng.chance(0.8);
    const fi = inFaculty ? rng.int(0, org.faculties.length - 1) : -1;
    const p = base('TEACHER', gender(0.55), rng.int(1962, 1996));
    p.work_no = `${rng.int(1995, currentYear - 1)}${pad(i + 1, 4)}`;
    Object.assign(p, {
      account: p.work_no,
      email: `${p.work_no}@demo.edu.cn`,
      current_status: status(TEACHER_STATUS),
      org_unit_id: inFaculty ? org.faculties[fi].id : rng.pick(org.units).id,
    });
    teacherFaculty.push(fi);
    rows.push(p);
  }
  for (let i = 0; i < counts.others; i += 1) {
    const p = base('OTHER', gender(0.5), rng.int(1965, 2000));
    Object.assign(p, { account: `qt${pad(i + 1, 4)}`, org_unit_id: rng.chance(0.7) ? rng.pick(org.units).id : rng.pick(org.organisations).id });
    rows.push(p);
  }

  const ids = await insertBatchedReturningIds(tx, 'people', rows);
  const all = rows.map((r, i) => ({ id: ids[i], identity: r.identity as Identity }));
  const byIdentity = { NEW_STUDENT: [], STUDENT: [], GRADUATE_STUDENT: [], TEACHER: [], OTHER: [] } as Record<Identity, number[]>;
  for (const p of all) byIdentity[p.identity].push(p.id);
  await assignClassStaff(tx, tenantId, rng, org, rows, ids, byIdentity.TEACHER, teacherFaculty);
  return { all, byIdentity };
}

async function assignClassStaff(
  tx: Tx,
  tenantId: string,
  rng: Rng,
  org: SeededOrg,
  rows: Person[],
  ids: number[],
  teachers: number[],
  teacherFaculty: number[],
) {
  if (teachers.length === 0) return;
  const heads: { tenant_id: string; class_id: number; person_id: number }[] = [];
  const monitors: RawBuilder<unknown>[] = [];
  for (const c of org.classes) {
    const own = teachers.filter((_, i) => teacherFaculty[i] === c.facultyIndex);
    const first = rng.pick(own.length > 0 ? own : teachers);
    heads.push({ tenant_id: tenantId, class_id: c.id, person_id: first });
    // a few classes share the work between two head teachers
    const second = rng.pick(own.length > 1 ? own : teachers);
    if (rng.chance(0.15) && second !== first) heads.push({ tenant_id: tenantId, class_id: c.id, person_id: second });
    const member = rows.findIndex((r) => r.class_id === c.id);
    if (member >= 0) monitors.push(sql`(${c.id}::int, ${ids[member]}::int)`);
  }
  await insertBatched(tx, 'class_head_teachers', heads);
  if (monitors.length > 0) {
    await sql`update org_units o set monitor_id = v.monitor_id
      from (values ${sql.join(monitors)}) as v(class_id, monitor_id) where o.id = v.class_id`.execute(tx);
  }
}
