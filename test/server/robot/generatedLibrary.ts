// A large, realistic robot library for the "try it" bench and tests: campus services and places
// crossed with the ways people ask about them (apply, where, materials, hours, fees, progress…),
// some for one group (本科生, 研究生, 教职工, 留学生), each with 0–2 similar phrasings. Deterministic
// for a given count. None repeats a question of the demo catalogue's texts.
import { seededRng } from '../../../src/server/db/seed/prng';

const SUBJECTS = [
  '实验室门禁卡',
  '体育馆羽毛球场',
  '游泳馆',
  '校医院挂号',
  '医保报销',
  '研究生奖学金',
  '国家助学金',
  '勤工助学岗位',
  '四六级考试',
  '计算机等级考试',
  '教室借用',
  '校车乘坐',
  '机动车停车证',
  '快递驿站',
  '打印复印',
  '学生证补办',
  '火车票优惠卡',
  '在读证明',
  '成绩单打印',
  '学位证明',
  '转专业',
  '休学',
  '复学',
  '退学',
  '保研推免',
  '考研报名',
  '出国交换',
  '暑期社会实践',
  '创新创业项目',
  '学科竞赛报名',
  '社团注册',
  '学生会换届',
  '志愿服务时长',
  '党员发展',
  '团员关系转接',
  '心理咨询预约',
  '就业推荐表',
  '三方协议',
  '户口迁移',
  '档案调取',
  '食堂饭菜投诉',
  '超市营业',
  '洗衣房',
  '热水供应',
  '宿舍门禁',
  '访客登记',
  '夜间出入',
  '自行车停放',
  '电动车充电',
  '失物招领',
  '图书馆研讨间',
  '电子资源检索',
  '论文查重',
  '毕业论文答辩',
  '实习鉴定表',
  '教师资格证',
  '普通话测试',
  '体测成绩',
  '军训服装',
  '校服订购',
  '校园网故障',
  '邮箱扩容',
  'VPN 账号',
  '正版 Office 激活',
  '云盘空间',
  '教学楼空调',
  '报告厅预约',
  '会议室借用',
  '公务用车',
  '差旅报销',
  '科研经费',
  '项目结题',
  '职称评审',
  '人事调动',
  '年度考核',
  '工资卡变更',
  '公积金提取',
  '子女入园',
  '教职工体检',
  '退休手续',
  '校史馆参观',
  '开放日活动',
  '校友返校',
  '捐赠证书',
  '校园文创',
  '校园导览',
  '新生入学教育',
  '辅导员联系方式',
  '班主任更换',
  '选修课退选',
  '补考报名',
  '重修缴费',
  '学分认定',
  '课程免修',
  '跨校选课',
  '第二课堂学分',
  '奖学金评定',
  '助学贷款',
  '学费减免',
  '困难认定',
];
const WAYS = [
  '{x}怎么申请？',
  '{x}在哪里办理？',
  '{x}需要准备什么材料？',
  '{x}的开放时间是什么时候？',
  '{x}收费标准是多少？',
  '{x}出了问题找谁？',
  '{x}可以线上办理吗？',
  '{x}的办理流程是什么？',
  '{x}办理需要多长时间？',
  '{x}可以找人代办吗？',
  '{x}的申请截止日期是哪天？',
  '{x}的进度在哪里查？',
  '{x}被拒绝了怎么办？',
  '{x}有名额限制吗？',
  '{x}的联系电话是多少？',
  '{x}需要本人到场吗？',
  '{x}有什么注意事项？',
  '{x}可以取消吗？',
  '{x}的结果什么时候公布？',
  '{x}需要谁审批？',
];
const GROUPS = ['', '本科生', '研究生', '教职工', '留学生'];
const ALSO = ['请问{x}', '{x}相关的问题', '关于{x}的咨询', '我想了解{x}'];
const ANSWERS = [
  '请登录统一服务门户，在对应服务中查看办理指南。',
  '请携带有效证件到行政服务中心相关窗口咨询办理。',
  '具体以主管部门最新通知为准，可拨打服务热线咨询。',
];

export interface GeneratedQuestion {
  typeName: string;
  question: string;
  answer: string;
  similar: string[];
}

/** `count` distinct questions (at most SUBJECTS × WAYS × GROUPS). */
export function generateLibrary(count: number, seed = 20240601): GeneratedQuestion[] {
  const rng = seededRng(seed);
  const out: GeneratedQuestion[] = [];
  const seen = new Set<string>();
  const all: [number, number, number][] = [];
  for (let s = 0; s < SUBJECTS.length; s++) for (let w = 0; w < WAYS.length; w++) for (let g = 0; g < GROUPS.length; g++) all.push([s, w, g]);
  // a fixed shuffle, so any count takes a spread of subjects, ways and groups
  for (let i = all.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [all[i], all[j]] = [all[j], all[i]];
  }
  for (const [s, w, g] of all) {
    if (out.length >= count) break;
    const subject = `${GROUPS[g]}${SUBJECTS[s]}`;
    const question = WAYS[w].replace('{x}', subject);
    if (seen.has(question)) continue;
    seen.add(question);
    const n = rng.int(0, 2);
    const core = question.replace(/？$/, '');
    const similar = Array.from({ length: n }, (_, k) => ALSO[(s + w + k) % ALSO.length].replace('{x}', core));
    out.push({ typeName: `生成分类${(s % 12) + 1}`, question, answer: `${SUBJECTS[s]}：${ANSWERS[(s + w) % ANSWERS.length]}`, similar: [...new Set(similar)] });
  }
  return out;
}
