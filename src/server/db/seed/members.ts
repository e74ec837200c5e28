// Demo data of the member picker's targets (roles, labels, matrix departments with levels, chat
// classes, a few members each), the data directory with some authorizations, and monitors with
// a few hundred data and service APIs (so the candidate list pages and its fixedCount matter:
// the first monitor already holds some). Small and set-based, so `npm start` stays fast. Its
// own random stream, so the rest of the demo is the same with or without it.
import { ROLE_IDS } from '../../../shared/members/constants';
import { mdb } from '../../members/tables';
import type { Tx } from '../transaction';
import type { SeededOrg } from './organization';
import type { SeededPeople } from './people';
import { seededRng, seedOf } from './prng';

const DATA_APIS = 240;
const SERVICE_APIS = 80;
const SUBJECTS = [
  '学生基本信息',
  '课程成绩',
  '宿舍分配',
  '一卡通消费',
  '图书借阅',
  '教职工档案',
  '科研项目',
  '招生计划',
  '就业去向',
  '奖助学金',
  '课表安排',
  '考勤记录',
];
const VERBS = ['查询', '统计', '同步', '明细', '汇总', '变更'];

const sample = <T>(items: readonly T[], n: number, rng: ReturnType<typeof seededRng>): T[] => {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng.next() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, n);
};

export async function seedMembers(tx: Tx, tenantId: string, people: SeededPeople, org: SeededOrg, nowMs: number): Promise<void> {
  const db = mdb(tx);
  const rng = seededRng(seedOf(`${tenantId}:members`));
  const students = people.byIdentity.STUDENT;
  const teachers = people.byIdentity.TEACHER;
  const others = people.byIdentity.OTHER;
  const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

  // roles, and a few members in the student and teacher roles
  const roles = ids(
    await db
      .insertInto('perm_roles')
      .values([
        { tenant_id: tenantId, code: 'student', name: '学生', note: '全体在校学生' },
        { tenant_id: tenantId, code: 'student-a', name: '在校生A组', note: null },
        { tenant_id: tenantId, code: 'student-b', name: '在校生B组', note: null },
        { tenant_id: tenantId, code: 'teacher', name: '教职工', note: null },
        { tenant_id: tenantId, code: 'other', name: '其他人员', note: null },
        { tenant_id: tenantId, code: 'class-admin', name: '班级管理', note: '按班级授权' },
      ])
      .returning('id')
      .execute(),
  );
  const personRows = (target: number, group: number, kind: 'STUDENT' | 'TEACHER' | 'OTHER', list: number[]) =>
    list.map((id) => ({ tenant_id: tenantId, role_id: target, group_id: group, member_kind: kind, person_id: id, class_id: null }));
  const roleMembers = [
    ...personRows(roles[0], ROLE_IDS.STUDENT, 'STUDENT', sample(students, Math.min(12, students.length), rng)),
    ...personRows(roles[3], ROLE_IDS.TEACHER, 'TEACHER', sample(teachers, Math.min(6, teachers.length), rng)),
    ...personRows(roles[4], ROLE_IDS.OTHER, 'OTHER', sample(others, Math.min(2, others.length), rng)),
    ...sample(org.classes, Math.min(3, org.classes.length), rng).map((c) => ({
      tenant_id: tenantId,
      role_id: roles[5],
      group_id: ROLE_IDS.CLASS,
      member_kind: 'CLASS' as const,
      person_id: null,
      class_id: c.id,
    })),
  ];
  if (roleMembers.length > 0) await db.insertInto('perm_role_members').values(roleMembers).execute();

  // labels: two groups with labels under them
  const [identityGroup, skillGroup] = ids(
    await db
      .insertInto('perm_labels')
      .values([
        { tenant_id: tenantId, parent_id: null, name: '身份标签', note: null, sort: 1 },
        { tenant_id: tenantId, parent_id: null, name: '能力标签', note: null, sort: 2 },
      ])
      .returning('id')
      .execute(),
  );
  const labels = ids(
    await db
      .insertInto('perm_labels')
      .values([
        { tenant_id: tenantId, parent_id: identityGroup, name: '学生干部', note: null, sort: 1 },
        { tenant_id: tenantId, parent_id: identityGroup, name: '党员', note: null, sort: 2 },
        { tenant_id: tenantId, parent_id: skillGroup, name: '优秀教师', note: null, sort: 1 },
      ])
      .returning('id')
      .execute(),
  );
  const labelMembers = sample(students, Math.min(5, students.length), rng).map((id) => ({
    tenant_id: tenantId,
    label_id: labels[0],
    group_id: ROLE_IDS.STUDENT,
    member_kind: 'STUDENT' as const,
    person_id: id,
    class_id: null,
  }));
  if (labelMembers.length > 0) await db.insertInto('perm_label_members').values(labelMembers).execute();

  // matrix departments with levels
  const depts = ids(
    await db
      .insertInto('matrix_depts')
      .values([
        { tenant_id: tenantId, name: '招生工作组', note: '跨院系的招生宣传队伍' },
        { tenant_id: tenantId, name: '就业指导中心', note: null },
        { tenant_id: tenantId, name: '安全稳定工作组', note: null },
      ])
      .returning('id')
      .execute(),
  );
  const levels = await db
    .insertInto('matrix_levels')
    .values(depts.flatMap((dept) => ['组长', '副组长', '成员'].map((name, i) => ({ tenant_id: tenantId, dept_id: dept, name, sort: i + 1 }))))
    .returning(['id', 'dept_id', 'sort'])
    .execute();
  const levelOf = (dept: number, sort: number) => levels.find((l) => l.dept_id === dept && l.sort === sort)!.id;
  const matrixTeachers = sample(teachers, Math.min(4, teachers.length), rng);
  const matrixMembers = [
    ...matrixTeachers.map((id, i) => ({
      tenant_id: tenantId,
      dept_id: depts[0],
      level_id: levelOf(depts[0], i === 0 ? 1 : 3),
      member_kind: 'TEACHER' as const,
      person_id: id,
      class_id: null,
    })),
    ...sample(students, Math.min(6, students.length), rng).map((id) => ({
      tenant_id: tenantId,
      dept_id: depts[0],
      level_id: levelOf(depts[0], 3),
      member_kind: 'STUDENT' as const,
      person_id: id,
      class_id: null,
    })),
  ];
  if (matrixMembers.length > 0) await db.insertInto('matrix_members').values(matrixMembers).execute();

  // chat classes
  const chats = ids(
    await db
      .insertInto('chat_classes')
      .values([
        { tenant_id: tenantId, name: '新生入学交流群', note: null },
        { tenant_id: tenantId, name: '辅导员工作群', note: null },
      ])
      .returning('id')
      .execute(),
  );
  const chatMembers = [
    ...sample(teachers, Math.min(5, teachers.length), rng).map((id) => ({
      tenant_id: tenantId,
      chat_class_id: chats[1],
      member_kind: 'TEACHER' as const,
      person_id: id,
      class_id: null,
    })),
    ...sample(
      org.classes.filter((c) => c.type === 'NEW'),
      2,
      rng,
    ).map((c) => ({ tenant_id: tenantId, chat_class_id: chats[0], member_kind: 'CLASS' as const, person_id: null, class_id: c.id })),
  ];
  if (chatMembers.length > 0) await db.insertInto('chat_class_members').values(chatMembers).execute();

  // the data directory: directories and tables, and a few authorizations
  const dir = async (parent: number | null, type: 'DIR' | 'FILE', name: string, note: string | null = null) =>
    (await db.insertInto('data_directory').values({ tenant_id: tenantId, parent_id: parent, type, name, note }).returning('id').executeTakeFirstOrThrow()).id;
  const studentDir = await dir(null, 'DIR', '学生数据', '学籍、成绩与奖助');
  const rollTable = await dir(studentDir, 'FILE', '学籍信息表');
  await dir(studentDir, 'FILE', '课程成绩表');
  await dir(studentDir, 'FILE', '奖助学金发放表');
  const staffDir = await dir(null, 'DIR', '教职工数据');
  await dir(staffDir, 'FILE', '人事信息表');
  const researchDir = await dir(staffDir, 'DIR', '科研');
  await dir(researchDir, 'FILE', '科研项目表');
  await dir(null, 'FILE', '校历');
  const grantees = sample(teachers, Math.min(3, teachers.length), rng);
  const perms = [
    ...grantees.map((id, i) => ({
      tenant_id: tenantId,
      entry_id: rollTable,
      person_id: id,
      look_perm: true,
      update_data_perm: i < 2,
      update_table_perm: i < 1,
    })),
    ...grantees
      .slice(0, 1)
      .map((id) => ({ tenant_id: tenantId, entry_id: studentDir, person_id: id, look_perm: true, update_data_perm: false, update_table_perm: false })),
  ];
  if (perms.length > 0) await db.insertInto('data_directory_perms').values(perms).execute();

  // API projects, data and service APIs, monitors (the first holds some data APIs already)
  const projects = ids(
    await db
      .insertInto('api_projects')
      .values(['教务数据项目', '学工数据项目', '人事数据项目', '一卡通项目'].map((name) => ({ tenant_id: tenantId, name })))
      .returning('id')
      .execute(),
  );
  const apiRows = [...Array(DATA_APIS + SERVICE_APIS).keys()].map((i) => {
    const type = i < DATA_APIS ? ('DATA_API' as const) : ('SERVICE_API' as const);
    const subject = rng.pick(SUBJECTS);
    const created = new Date(nowMs - rng.int(0, 720) * 86_400_000 - rng.int(0, 86_399) * 1000);
    return {
      tenant_id: tenantId,
      type,
      name: `${subject}${rng.pick(VERBS)}${type === 'DATA_API' ? '' : '服务'}-${i + 1}`,
      note: rng.chance(0.7) ? `${subject}相关${type === 'DATA_API' ? '数据' : '服务'}接口` : null,
      quote_type: rng.chance(0.6) ? ('VIEW' as const) : ('OUT_DATA' as const),
      project_id: rng.pick(projects),
      status: rng.chance(0.8) ? ('ON' as const) : ('OFF' as const),
      created_at: created,
      updated_at: created,
    };
  });
  const apis = await db.insertInto('apis').values(apiRows).returning(['id', 'type']).execute();
  const monitors = ids(
    await db
      .insertInto('monitors')
      .values([
        { tenant_id: tenantId, name: '教务系统监控', note: '教务相关接口的调用与可用性' },
        { tenant_id: tenantId, name: '学工系统监控', note: null },
        { tenant_id: tenantId, name: '数据中台监控', note: null },
      ])
      .returning('id')
      .execute(),
  );
  const dataApis = apis.filter((a) => a.type === 'DATA_API').map((a) => a.id);
  const serviceApis = apis.filter((a) => a.type === 'SERVICE_API').map((a) => a.id);
  await db
    .insertInto('monitor_apis')
    .values([
      ...sample(dataApis, 36, rng).map((id) => ({ tenant_id: tenantId, monitor_id: monitors[0], api_id: id })),
      ...sample(serviceApis, 8, rng).map((id) => ({ tenant_id: tenantId, monitor_id: monitors[0], api_id: id })),
      ...sample(dataApis, 5, rng).map((id) => ({ tenant_id: tenantId, monitor_id: monitors[1], api_id: id })),
    ])
    .execute();
}
