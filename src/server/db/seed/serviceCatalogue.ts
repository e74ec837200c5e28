// The demo service hall: classification types, scenes, and services (name, semantic-ui icon,
// slug of its address, type, scene, who sees it).
export const SERVICE_TYPES: [string, string][] = [
  ['教学服务', 'book'],
  ['学生事务', 'graduation cap'],
  ['生活服务', 'coffee'],
  ['办公服务', 'briefcase'],
  ['财务服务', 'yen sign'],
  ['图书服务', 'university'],
  ['信息服务', 'wifi'],
];

export const SERVICE_SCENES: [string, string][] = [
  ['新生入学', '新生报到前后需要办理的事项'],
  ['日常学习', '课程、考试与成绩相关服务'],
  ['校园生活', '吃住行与校园卡相关服务'],
  ['毕业离校', '毕业生离校手续与就业服务'],
  ['教职工办公', '教职工日常办公与财务服务'],
];

const S = 'STUDENT',
  N = 'NEW_STUDENT',
  G = 'GRADUATE_STUDENT',
  T = 'TEACHER',
  O = 'OTHER';
const STUDENTS = [S, G];
const EVERYONE = [N, S, G, T, O];

export interface ServiceSpec {
  name: string;
  icon: string;
  slug: string;
  type: number;
  scene: number;
  identities: string[];
  /** relative popularity for the visit logs */
  weight: number;
}

const s = (name: string, icon: string, slug: string, type: number, scene: number, identities: string[], weight: number): ServiceSpec => ({
  name,
  icon,
  slug,
  type,
  scene,
  identities,
  weight,
});

export const SERVICES: ServiceSpec[] = [
  s('课表查询', 'calendar alternate', 'timetable', 0, 1, [...STUDENTS, T], 40),
  s('成绩查询', 'chart bar', 'grades', 0, 1, STUDENTS, 30),
  s('考试安排', 'clipboard list', 'exams', 0, 1, STUDENTS, 18),
  s('选课系统', 'tasks', 'course-selection', 0, 1, STUDENTS, 15),
  s('空教室查询', 'building', 'free-rooms', 0, 1, EVERYONE, 12),
  s('校历', 'calendar', 'school-calendar', 0, 1, EVERYONE, 6),
  s('请假申请', 'paper plane', 'leave', 1, 2, STUDENTS, 10),
  s('奖助学金申请', 'trophy', 'scholarships', 1, 1, STUDENTS, 5),
  s('勤工助学', 'handshake', 'work-study', 1, 2, STUDENTS, 4),
  s('心理咨询预约', 'heart', 'counselling', 1, 2, STUDENTS, 3),
  s('新生报到', 'flag', 'registration', 1, 0, [N], 20),
  s('迎新缴费', 'credit card', 'welcome-fees', 4, 0, [N], 12),
  s('宿舍分配查询', 'bed', 'dorm-assignment', 2, 0, [N], 14),
  s('毕业离校办理', 'sign-out', 'leaving', 1, 3, STUDENTS, 6),
  s('就业信息', 'id badge', 'careers', 1, 3, STUDENTS, 7),
  s('校园卡充值', 'money bill alternate', 'card-top-up', 2, 2, EVERYONE, 25),
  s('校园卡挂失', 'lock', 'card-loss', 2, 2, EVERYONE, 3),
  s('宿舍报修', 'wrench', 'dorm-repairs', 2, 2, [N, S, G], 9),
  s('电费缴纳', 'lightning', 'electricity', 2, 2, [N, S, G], 11),
  s('校医院挂号', 'hospital', 'clinic', 2, 2, EVERYONE, 4),
  s('班车时刻', 'bus', 'shuttle', 2, 2, EVERYONE, 8),
  s('失物招领', 'search', 'lost-found', 2, 2, EVERYONE, 3),
  s('访客预约', 'user plus', 'visitors', 2, 2, EVERYONE, 4),
  s('会议室预约', 'users', 'meeting-rooms', 3, 4, [T], 6),
  s('公文流转', 'file alternate', 'documents', 3, 4, [T], 9),
  s('用车申请', 'car', 'vehicles', 3, 4, [T], 2),
  s('教职工通讯录', 'address book', 'staff-directory', 3, 4, [T, O], 5),
  s('学费缴纳', 'yen sign', 'tuition', 4, 1, [N, S, G], 6),
  s('财务报销', 'calculator', 'reimbursement', 4, 4, [T], 8),
  s('工资查询', 'money', 'payroll', 4, 4, [T], 7),
  s('图书借阅查询', 'book', 'library-loans', 5, 1, EVERYONE, 8),
  s('图书馆座位预约', 'clock', 'library-seats', 5, 1, STUDENTS, 14),
  s('校园网自助服务', 'wifi', 'network', 6, 2, EVERYONE, 10),
  s('VPN 访问', 'shield alternate', 'vpn', 6, 4, [S, G, T], 5),
  s('正版软件下载', 'download', 'software', 6, 4, [S, G, T], 3),
  s('校园邮箱', 'mail', 'mail', 6, 4, [G, T], 6),
];
