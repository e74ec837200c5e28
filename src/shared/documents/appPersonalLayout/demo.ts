// Demo personal-centre page: four groups (study, teaching for staff, campus life, affairs) with
// a dozen entries, some for students or staff only, published seven days ago; then a draft
// (today) that shows the masked student or staff number, adds the scores entry with a 新 badge,
// moves the affairs group up and hides the library loans (a draft to publish and a difference).
import type { DocumentDemo } from '../types';

const STUDENTS = ['NEW_STUDENT', 'STUDENT', 'GRADUATE_STUDENT'];
const STAFF = ['TEACHER'];

const group = (key: string, title: string, order: number, enabled = true) => ({ key, title, order, enabled });

type EntryOptions = { page?: string; url?: string; badge?: string; showFor?: string[]; enabled?: boolean };
const entry = (name: string, groupKey: string, order: number, { page, url, badge, showFor = [], enabled = true }: EntryOptions) => ({
  name,
  icon: null,
  badge: badge ?? null,
  page: page ?? null,
  url: url ?? null,
  group: groupKey,
  order,
  enabled,
  showFor,
});

const entries = (draft: boolean) => [
  entry('我的课表', 'study', 1, { page: 'timetable', showFor: STUDENTS }),
  ...(draft ? [entry('成绩查询', 'study', 2, { page: 'scores', badge: '新', showFor: STUDENTS })] : []),
  entry('图书借阅', 'study', 3, { page: 'library', enabled: !draft }),
  entry('选课中心', 'study', 4, { url: 'https://jw.example.edu.cn/app/course-selection', showFor: ['STUDENT', 'GRADUATE_STUDENT'] }),
  entry('教学任务', 'teaching', 1, { url: 'https://jw.example.edu.cn/app/teaching-tasks', showFor: STAFF }),
  entry('科研项目', 'teaching', 2, { url: 'https://ky.example.edu.cn/app/projects', showFor: STAFF }),
  entry('工资查询', 'teaching', 3, { url: 'https://cw.example.edu.cn/app/salary', showFor: STAFF }),
  entry('校园卡', 'campus', 1, { page: 'campusCard' }),
  entry('电子身份码', 'campus', 2, { page: 'eIdCard' }),
  entry('宿舍报修', 'campus', 3, { url: 'https://hq.example.edu.cn/app/repair', showFor: STUDENTS }),
  entry('我的待办', 'affairs', 1, { page: 'todos', badge: '3' }),
  entry('我的办件', 'affairs', 2, { page: 'applications' }),
  entry('我的收藏', 'affairs', 3, { page: 'favourites' }),
];

const demo: DocumentDemo = () => {
  const content = (draft: boolean) => ({
    pageTitle: '我的',
    headerStyle: 'color',
    headerImage: null,
    headerColor: '#1f5fa8',
    showAvatar: true,
    showIdentity: true,
    showNumber: draft,
    groups: [
      group('study', '学习', draft ? 2 : 1),
      group('teaching', '教学科研', draft ? 3 : 2),
      group('campus', '校园生活', draft ? 4 : 3),
      group('affairs', '办事服务', draft ? 1 : 4),
    ],
    entries: entries(draft),
    bottomItems: draft ? ['settings', 'switchIdentity', 'helpCenter', 'about', 'signOut'] : ['settings', 'about', 'signOut'],
  });
  return [
    { content: content(false), publish: true, daysAgo: 7 },
    { content: content(true), publish: false, daysAgo: 0 },
  ];
};
export default demo;
