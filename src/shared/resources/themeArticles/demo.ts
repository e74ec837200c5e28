// Demo theme articles and the public-account messages they may quote. The messages live in their
// own small table (migration 035, no console screen: the platform's public account publishes
// them), so src/server/db/seed/alumniContent.ts writes both for each demo tenant: the messages
// first, then the articles with the ids the messages got and their covers drawn locally as the
// tenant's uploads. Times are days before the seeding day.
import type { ResourceDemo } from '../demo';

export interface DemoMpMessage {
  title: string;
  digest: string;
  /** published this many days before the seeding day */
  days: number;
}

export interface DemoArticle {
  title: string;
  /** rich text, inside the server's allowlist */
  body: string;
  /** the quoted message: an index into DEMO_MP_MESSAGES, or null */
  message: number | null;
  published: boolean;
  sort: number;
  /** published this many days before the seeding day; null while unpublished */
  days: number | null;
  /** the cover's two gradient colours (drawn by src/server/demoPictures/articleCovers.ts) */
  colours: [string, string];
}

export const DEMO_MP_MESSAGES: DemoMpMessage[] = [
  { title: '校友返校日｜欢迎回家，我们在母校等你', digest: '返校日活动安排、交通指引与报名方式一览。', days: 3 },
  { title: '校友风采｜扎根西部十五年的乡村教师', digest: '2008届师范生的坚守与选择。', days: 8 },
  { title: '校友会换届大会顺利召开', digest: '第五届理事会选举产生，新一届会长发表讲话。', days: 15 },
  { title: '“校友助学金”2026年度申请启动', digest: '面向家庭经济困难在校生，每人资助五千元。', days: 21 },
  { title: '杭州校友分会秋季联谊活动回顾', digest: '西溪湿地徒步与校友企业参访。', days: 30 },
  { title: '图书馆向校友开放借阅的通知', digest: '凭校友卡可借阅纸质图书并使用电子资源。', days: 38 },
  { title: '校友企业招聘专场｜百余岗位等你来', digest: '覆盖互联网、制造、金融、教育等行业。', days: 45 },
  { title: '毕业十周年纪念册征稿', digest: '征集老照片与寄语，截止本月底。', days: 52 },
  { title: '校友讲堂第十二期：人工智能与未来职业', digest: '计算机学院2005届校友主讲。', days: 60 },
  { title: '母校120周年校庆倒计时一周年', digest: '校庆标识发布，系列活动陆续启动。', days: 75 },
];

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

export const DEMO_ARTICLES: DemoArticle[] = [
  {
    title: '欢迎回家：2026年校友返校日邀请',
    body:
      '<h2>亲爱的校友：</h2>' +
      p('金秋十月，母校将迎来一年一度的校友返校日。无论你毕业多久、身在何方，这里永远是你的家。') +
      '<ul><li>10月18日 上午：校史馆参观、学院座谈</li><li>10月18日 下午：校友林植树、班级合影</li><li>10月18日 晚上：校友晚会</li></ul>' +
      p('<strong>报名方式：</strong>在校友圈“活动”栏目填写报名表，或联系各学院校友联络员。'),
    message: 0,
    published: true,
    sort: 10,
    days: 2,
    colours: ['#8e44ad', '#e74c3c'],
  },
  {
    title: '校友风采：扎根西部的乡村教师',
    body:
      p('2008年，师范学院的她毕业后主动报名支教，来到西部山区的一所村小。十五年过去，她从“支教老师”成为了“校长妈妈”。') +
      '<blockquote>“孩子们的眼睛告诉我，这里需要我。”</blockquote>' +
      p('她带领学校建起了图书角和科学实验室，学生升学率逐年提高。欢迎校友们在评论区为她送上祝福。'),
    message: 1,
    published: true,
    sort: 20,
    days: 7,
    colours: ['#16a085', '#f1c40f'],
  },
  {
    title: '校友会第五届理事会名单公布',
    body:
      p('经校友代表大会选举，第五届校友会理事会正式产生。新一届理事会将继续做好校友联络、服务与母校发展支持工作。') +
      '<h3>主要工作计划</h3>' +
      '<ol><li>完善各地校友分会组织</li><li>建立校友导师库，服务在校生成长</li><li>推进校友信息平台建设</li></ol>',
    message: 2,
    published: true,
    sort: 30,
    days: 14,
    colours: ['#2c3e50', '#3498db'],
  },
  {
    title: '2026年度校友助学金申请指南',
    body:
      p('校友助学金由历届校友捐资设立，用于资助家庭经济困难、品学兼优的在校学生。') +
      '<h3>申请条件</h3>' +
      '<ul><li>全日制在读本科生或研究生</li><li>家庭经济困难，已纳入学校资助认定</li><li>上一学年无不及格课程</li></ul>' +
      p('申请材料请于11月30日前交至所在学院学生工作办公室。'),
    message: 3,
    published: true,
    sort: 40,
    days: 20,
    colours: ['#c0392b', '#f39c12'],
  },
  {
    title: '各地校友分会联系方式汇总',
    body:
      p('为方便校友就近参加活动，现将各地校友分会联系方式整理如下（持续更新）：') +
      '<ul><li>北京校友分会：每月第一个周六举办读书会</li><li>上海校友分会：长三角校友企业交流群</li><li>杭州校友分会：西溪徒步与企业参访</li><li>深圳校友分会：创新创业沙龙</li></ul>' +
      p('如所在城市尚无分会，欢迎联系校友办共同筹建。'),
    message: 4,
    published: true,
    sort: 50,
    days: 29,
    colours: ['#27ae60', '#2980b9'],
  },
  {
    title: '校友卡办理与使用说明',
    body:
      p('校友卡是校友身份的凭证。持卡可入校参观、在图书馆借阅图书、在校内餐厅就餐，并享受部分校友企业提供的优惠。') +
      p('<em>办理方式：</em>在校友圈“我的”页面提交申请，审核通过后可领取电子校友卡，实体卡可到校友办领取。'),
    message: 5,
    published: true,
    sort: 60,
    days: 37,
    colours: ['#34495e', '#1abc9c'],
  },
  {
    title: '校友讲堂：人工智能与未来职业',
    body:
      p('本期校友讲堂邀请计算机学院2005届校友，分享人工智能技术在各行业的落地实践，以及年轻人如何规划自己的职业道路。') +
      p('时间：周四晚 19:00　地点：图书馆报告厅（同步线上直播）'),
    message: 8,
    published: false,
    sort: 70,
    days: null,
    colours: ['#6c3483', '#5dade2'],
  },
  {
    title: '120周年校庆校友寄语征集',
    body:
      p('明年是母校建校120周年。校友会面向全体校友征集校庆寄语与珍贵老照片，入选作品将收录进校庆纪念册。') +
      p('投稿请注明姓名、毕业年份与院系，寄语不超过200字。'),
    message: null,
    published: false,
    sort: 80,
    days: null,
    colours: ['#b9770e', '#e74c3c'],
  },
];

const demo: ResourceDemo = {
  seededBy: 'src/server/db/seed/alumniContent.ts (DEMO_ARTICLES, quoting the DEMO_MP_MESSAGES seeded for the tenant)',
};
export default demo;
