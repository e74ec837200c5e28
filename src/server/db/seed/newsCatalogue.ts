// The demo news inbox: articles the school's news site delivered, by channel, with how many days
// ago each was published. Some are older than the demo's 30-day keep window, so a
// synchronisation leaves them out; the academic and student-life channels are not enabled in
// the published demo settings.
import type { NewsChannel } from '../../../shared/news/channels';

export interface DemoArticle {
  channel: NewsChannel;
  title: string;
  summary: string;
  daysAgo: number;
  /** the article has a cover picture on the news site */
  cover?: boolean;
}

export const DEMO_ARTICLES: DemoArticle[] = [
  {
    channel: 'campusNews',
    title: '学校召开2026年秋季学期工作会议',
    summary: '会议部署新学期教学、科研、学生工作和安全稳定等重点任务。',
    daysAgo: 1,
    cover: true,
  },
  {
    channel: 'campusNews',
    title: '我校新增两个国家级一流本科专业建设点',
    summary: '计算机科学与技术、环境工程两个专业入选国家级一流本科专业建设点。',
    daysAgo: 3,
    cover: true,
  },
  { channel: 'campusNews', title: '图书馆新馆正式开放', summary: '新馆提供阅览座位2800个，24小时自习区同步启用。', daysAgo: 6, cover: true },
  { channel: 'campusNews', title: '2026级新生开学典礼隆重举行', summary: '校长寄语新生：志存高远，脚踏实地，做堪当大任的时代新人。', daysAgo: 12, cover: true },
  { channel: 'campusNews', title: '学校与市科技局签署校地合作协议', summary: '双方将在科技成果转化、人才培养等方面开展深度合作。', daysAgo: 18 },
  { channel: 'campusNews', title: '我校师生在全国大学生创新创业大赛中获佳绩', summary: '共获金奖2项、银奖5项，创历史最好成绩。', daysAgo: 25, cover: true },
  { channel: 'campusNews', title: '学校举行教师节表彰大会', summary: '表彰优秀教师、教学名师和从教三十年教师。', daysAgo: 40 },
  { channel: 'campusNews', title: '暑期社会实践总结表彰会召开', summary: '今年暑期共组建实践团队326支，覆盖全国28个省份。', daysAgo: 55 },
  { channel: 'notices', title: '关于2026年国庆节放假安排的通知', summary: '10月1日至7日放假调休，共7天；9月28日、10月11日上班。', daysAgo: 2 },
  { channel: 'notices', title: '关于开展2026年秋季学期学生资助认定工作的通知', summary: '请各学院于10月20日前完成家庭经济困难学生认定。', daysAgo: 4 },
  { channel: 'notices', title: '校园网出口带宽扩容期间短时中断的通知', summary: '10月9日22:00至24:00校园网可能出现短时中断，请提前做好安排。', daysAgo: 5 },
  { channel: 'notices', title: '关于2027届毕业生图像信息采集的通知', summary: '采集时间为10月13日至17日，地点为学生活动中心一楼。', daysAgo: 9 },
  { channel: 'notices', title: '关于做好秋冬季传染病防控工作的通知', summary: '请广大师生注意个人防护，出现发热等症状及时就医。', daysAgo: 14 },
  { channel: 'notices', title: '2026年秋季学期校园卡补办时间调整的通知', summary: '补办时间调整为工作日8:30至17:00，地点不变。', daysAgo: 21 },
  { channel: 'notices', title: '关于组织参加全国大学英语四六级考试报名的通知', summary: '报名时间为9月10日至9月20日，逾期不再补报。', daysAgo: 35 },
  { channel: 'notices', title: '关于暑假期间校园安全管理的通知', summary: '暑假期间请留校同学遵守宿舍管理规定，注意用电安全。', daysAgo: 80 },
  {
    channel: 'academic',
    title: '“人工智能与教育未来”学术论坛在我校举行',
    summary: '来自国内外20余所高校的专家学者围绕智能教育展开研讨。',
    daysAgo: 2,
    cover: true,
  },
  {
    channel: 'academic',
    title: '我校团队在新能源材料领域取得重要进展',
    summary: '相关成果发表于国际权威期刊，为高效储能提供了新思路。',
    daysAgo: 7,
    cover: true,
  },
  { channel: 'academic', title: '数学学院举办青年学者学术沙龙', summary: '六位青年教师分享了代数几何与数据科学方向的最新研究。', daysAgo: 11 },
  { channel: 'academic', title: '我校获批国家自然科学基金项目38项', summary: '获批项目数与资助总额均创历史新高。', daysAgo: 20 },
  { channel: 'academic', title: '生命科学学院举办学科建设研讨会', summary: '会议围绕交叉学科建设与高层次人才引进展开讨论。', daysAgo: 33 },
  { channel: 'academic', title: '第五届长三角高校图书馆学术年会召开', summary: '会议主题为“数字化转型中的学术服务”。', daysAgo: 60 },
  { channel: 'studentLife', title: '校园十佳歌手大赛决赛落幕', summary: '十位选手同台竞技，音乐学院张同学获得冠军。', daysAgo: 3, cover: true },
  { channel: 'studentLife', title: '我校学子在全国大学生数学建模竞赛中获一等奖', summary: '三支队伍获国家一等奖，两支队伍获国家二等奖。', daysAgo: 8 },
  { channel: 'studentLife', title: '“书香校园”读书月活动启动', summary: '读书月期间将举办名家讲座、读书分享会和图书漂流等活动。', daysAgo: 10, cover: true },
  { channel: 'studentLife', title: '秋季运动会圆满闭幕', summary: '共有3200余名运动员参赛，7人次打破校运会纪录。', daysAgo: 16, cover: true },
  { channel: 'studentLife', title: '志愿者服务队走进社区开展敬老活动', summary: '志愿者为社区老人提供义诊、理发和智能手机使用教学。', daysAgo: 27 },
  { channel: 'studentLife', title: '校园马拉松报名开启', summary: '设全程、半程和迷你跑三个项目，欢迎师生踊跃报名。', daysAgo: 45 },
  { channel: 'studentLife', title: '毕业季“青春不散场”主题晚会举行', summary: '晚会以歌舞、情景剧等形式回顾毕业生的大学时光。', daysAgo: 120, cover: true },
  { channel: 'notices', title: '关于调整校内班车运行时刻的通知', summary: '自下周一起，东西校区班车首班提前至7:00发车。', daysAgo: 1 },
];
