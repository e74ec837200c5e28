// The organisation of the demo university: two campuses, eight faculties with their majors,
// administrative units and student organisations.
export interface FacultySpec {
  name: string;
  campus: number;
  majors: string[];
}

export const CAMPUSES = ['主校区', '南湖校区'];

export const FACULTIES: FacultySpec[] = [
  { name: '计算机科学与技术学院', campus: 0, majors: ['计算机科学与技术', '软件工程', '人工智能', '网络空间安全'] },
  { name: '经济管理学院', campus: 0, majors: ['会计学', '工商管理', '金融学', '国际经济与贸易'] },
  { name: '外国语学院', campus: 0, majors: ['英语', '日语', '翻译'] },
  { name: '机械工程学院', campus: 0, majors: ['机械设计制造及其自动化', '车辆工程', '工业设计'] },
  { name: '文学与新闻传播学院', campus: 0, majors: ['汉语言文学', '新闻学', '广告学'] },
  { name: '数学与统计学院', campus: 1, majors: ['数学与应用数学', '统计学'] },
  { name: '医学院', campus: 1, majors: ['临床医学', '护理学', '药学'] },
  { name: '艺术设计学院', campus: 1, majors: ['视觉传达设计', '环境设计', '音乐学'] },
];

export const UNITS = [
  '党政办公室',
  '教务处',
  '学生工作处',
  '人事处',
  '财务处',
  '科研处',
  '后勤管理处',
  '图书馆',
  '信息化建设与管理中心',
  '保卫处',
  '国际交流与合作处',
  '招生就业处',
];

export const ORGANISATIONS = ['校团委', '学生会', '研究生会', '校友会'];
