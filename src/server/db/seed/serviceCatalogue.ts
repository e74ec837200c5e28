// The demo service catalogue: classification types, scenes, listing marks, services (name,
// slug of its address, type, scenes, who sees it: identities, role codes and label names of the
// member picker's demo, its listing marks, its popularity) and flow services.
/** the first of each list is not used by any service yet (so it may be removed) */
export const SERVICE_TYPES: string[] = ['综合服务', '教学服务', '学生事务', '生活服务', '办公服务', '财务服务', '图书服务', '信息服务'];

export const SERVICE_SCENES: [string, string][] = [
  ['假期留校', '寒暑假留校期间的住宿与生活服务'],
  ['新生入学', '新生报到前后需要办理的事项'],
  ['日常学习', '课程、考试与成绩相关服务'],
  ['校园生活', '吃住行与校园卡相关服务'],
  ['毕业离校', '毕业生离校手续与就业服务'],
  ['教职工办公', '教职工日常办公与财务服务'],
];

/** name and colour; the services name them by index */
export const LISTING_MARKS: [string, string][] = [
  ['官方', '#a333c8'],
  ['新', '#21ba45'],
  ['热门', '#db2828'],
  ['推荐', '#2185d0'],
  ['限时', '#f2711c'],
];
const NEW = 1,
  HOT = 2,
  RECOMMENDED = 3,
  LIMITED = 4;

const S = 'STUDENT',
  N = 'NEW_STUDENT',
  G = 'GRADUATE_STUDENT',
  T = 'TEACHER',
  O = 'OTHER';
const STUDENTS = [S, G];
const EVERYONE = [N, S, G, T, O];

export interface ServiceSpec {
  name: string;
  slug: string;
  type: number;
  scenes: number[];
  identities: string[];
  /** relative popularity for the visits */
  weight: number;
  marks: number[];
  /** codes of the demo roles that see it (seed/members.ts) */
  roles: string[];
  /** names of the demo labels that see it (seed/members.ts) */
  labels: string[];
  /** taken off the shelf */
  off?: boolean;
}

const s = (
  name: string,
  slug: string,
  type: number,
  scenes: number[],
  identities: string[],
  weight: number,
  extra: Partial<ServiceSpec> = {},
): ServiceSpec => ({
  name,
  slug,
  type,
  scenes,
  identities,
  weight,
  marks: [],
  roles: [],
  labels: [],
  ...extra,
});

export const SERVICES: ServiceSpec[] = [
  s('课表查询', 'timetable', 1, [2], [...STUDENTS, T], 40, { marks: [HOT], roles: ['student', 'teacher'] }),
  s('成绩查询', 'grades', 1, [2, 4], STUDENTS, 30, { marks: [HOT], roles: ['student'] }),
  s('考试安排', 'exams', 1, [2], STUDENTS, 18, { roles: ['student'] }),
  s('选课系统', 'course-selection', 1, [2], STUDENTS, 15, { marks: [LIMITED], roles: ['student-a', 'student-b'] }),
  s('空教室查询', 'free-rooms', 1, [2, 3], EVERYONE, 12),
  s('校历', 'school-calendar', 1, [2], EVERYONE, 6),
  s('请假申请', 'leave', 2, [3], STUDENTS, 10, { roles: ['student'] }),
  s('奖助学金申请', 'scholarships', 2, [2], STUDENTS, 5, { marks: [LIMITED], labels: ['学生干部', '党员'] }),
  s('勤工助学', 'work-study', 2, [3], STUDENTS, 4),
  s('心理咨询预约', 'counselling', 2, [3], STUDENTS, 3, { marks: [RECOMMENDED] }),
  s('新生报到', 'registration', 2, [1], [N], 20, { marks: [NEW, HOT] }),
  s('迎新缴费', 'welcome-fees', 5, [1], [N], 12, { marks: [NEW] }),
  s('宿舍分配查询', 'dorm-assignment', 3, [1, 3], [N], 14, { marks: [NEW] }),
  s('毕业离校办理', 'leaving', 2, [4], STUDENTS, 6, { marks: [LIMITED] }),
  s('就业信息', 'careers', 2, [4], STUDENTS, 7, { marks: [RECOMMENDED] }),
  s('校园卡充值', 'card-top-up', 3, [3], EVERYONE, 25, { marks: [HOT] }),
  s('校园卡挂失', 'card-loss', 3, [3], EVERYONE, 3),
  s('宿舍报修', 'dorm-repairs', 3, [3], [N, S, G], 9),
  s('电费缴纳', 'electricity', 3, [3], [N, S, G], 11),
  s('校医院挂号', 'clinic', 3, [3], EVERYONE, 4),
  s('班车时刻', 'shuttle', 3, [3, 5], EVERYONE, 8),
  s('失物招领', 'lost-found', 3, [3], EVERYONE, 3, { off: true }),
  s('访客预约', 'visitors', 3, [3], EVERYONE, 4),
  s('会议室预约', 'meeting-rooms', 4, [5], [T], 6, { roles: ['teacher'] }),
  s('公文流转', 'documents', 4, [5], [T], 9, { roles: ['teacher'], labels: ['优秀教师'] }),
  s('用车申请', 'vehicles', 4, [5], [T], 2, { off: true }),
  s('教职工通讯录', 'staff-directory', 4, [5], [T, O], 5, { roles: ['teacher', 'other'] }),
  s('学费缴纳', 'tuition', 5, [1, 2], [N, S, G], 6),
  s('财务报销', 'reimbursement', 5, [5], [T], 8, { roles: ['teacher'] }),
  s('工资查询', 'payroll', 5, [5], [T], 7, { roles: ['teacher'] }),
  s('图书借阅查询', 'library-loans', 6, [2], EVERYONE, 8),
  s('图书馆座位预约', 'library-seats', 6, [2], STUDENTS, 14, { marks: [HOT] }),
  s('校园网自助服务', 'network', 7, [3], EVERYONE, 10),
  s('VPN 访问', 'vpn', 7, [5], [S, G, T], 5, { off: true }),
  s('正版软件下载', 'software', 7, [5], [S, G, T], 3, { marks: [RECOMMENDED] }),
  s('校园邮箱', 'mail', 7, [5], [G, T], 6, { roles: ['teacher'], labels: ['学生干部'] }),
];

export interface FlowServiceSpec {
  name: string;
  flowKey: string;
  category: string;
  roles: string[];
  enabled: boolean;
  description: string;
}

const f = (name: string, flowKey: string, category: string, roles: string[], enabled: boolean, description: string): FlowServiceSpec => ({
  name,
  flowKey,
  category,
  roles,
  enabled,
  description,
});

export const FLOW_SERVICES: FlowServiceSpec[] = [
  f('学生请假', 'student_leave', 'studentAffairs', ['student'], true, '学生因病、因事请假的线上审批'),
  f('缓考申请', 'exam_deferral', 'teaching', ['student'], true, '因故不能参加考试的缓考申请'),
  f('成绩复核', 'grade_review', 'teaching', ['student'], true, '对课程成绩有疑问时申请复核'),
  f('调课申请', 'course_swap', 'teaching', ['teacher'], true, '教师调课、代课申请与教务审批'),
  f('差旅报销', 'travel_expense', 'finance', ['teacher'], true, '出差费用报销，财务线上审核'),
  f('采购申请', 'purchase_request', 'finance', ['teacher'], false, '办公用品与设备采购审批'),
  f('公章使用', 'seal_usage', 'office', ['teacher', 'class-admin'], true, '使用学校公章、部门章的登记与审批'),
  f('会议室借用', 'room_booking', 'office', ['teacher', 'other'], true, '会议室、报告厅的借用审批'),
  f('宿舍调换', 'dorm_change', 'logistics', ['student'], true, '学生宿舍调换申请与宿管审批'),
  f('校园卡补办', 'card_reissue', 'logistics', [], false, '校园卡遗失后的补办申请'),
];
