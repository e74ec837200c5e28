// Demo texts of the alumni circle: dealing mechanisms, sensitive words, posts and comments.
import { MECHANISM_CODES, MechanismCode, mechanismTextKey } from '../../../shared/domain/alumni';
import { translate } from '../../../shared/i18n';

/** 直接拦截, 替换为***, 提交人工审核 with their explanations: the catalogue's Chinese, so the
 *  mechanisms lookup can answer them in English too (src/server/lookups/alumni.ts). */
export const MECHANISMS: { code: MechanismCode; name: string; description: string }[] = MECHANISM_CODES.map((code) => ({
  code,
  name: translate('zh-CN', mechanismTextKey(code, 'name')),
  description: translate('zh-CN', mechanismTextKey(code, 'description')),
}));

/** word, action type code (1 post, 2 comment, 3 repost, 4 profile), mechanism code */
export const SHIELD_WORDS: [string, number, MechanismCode][] = [
  ['代考', 1, 'BLOCK'],
  ['替考', 1, 'BLOCK'],
  ['代写论文', 1, 'BLOCK'],
  ['论文代发', 1, 'BLOCK'],
  ['考试答案', 1, 'REVIEW'],
  ['作弊器', 1, 'BLOCK'],
  ['枪手', 2, 'MASK'],
  ['刷单', 1, 'BLOCK'],
  ['兼职日结', 1, 'REVIEW'],
  ['高额返利', 1, 'BLOCK'],
  ['校园贷', 1, 'BLOCK'],
  ['裸贷', 1, 'BLOCK'],
  ['无抵押贷款', 1, 'BLOCK'],
  ['信用卡套现', 1, 'BLOCK'],
  ['征信修复', 1, 'BLOCK'],
  ['快速提额', 2, 'MASK'],
  ['办证', 1, 'BLOCK'],
  ['假文凭', 1, 'BLOCK'],
  ['学历代办', 1, 'BLOCK'],
  ['代开发票', 1, 'BLOCK'],
  ['博彩', 1, 'BLOCK'],
  ['赌球', 2, 'BLOCK'],
  ['六合彩', 1, 'BLOCK'],
  ['网络赌博', 1, 'BLOCK'],
  ['传销', 1, 'REVIEW'],
  ['拉人头', 2, 'REVIEW'],
  ['加微信领取', 2, 'MASK'],
  ['免费领取', 3, 'REVIEW'],
  ['网赚', 1, 'REVIEW'],
  ['日入过万', 1, 'BLOCK'],
  ['投资理财高回报', 1, 'REVIEW'],
  ['虚拟币喊单', 1, 'REVIEW'],
  ['外挂', 2, 'MASK'],
  ['代刷', 2, 'MASK'],
  ['黑客攻击', 1, 'REVIEW'],
  ['窃听器', 1, 'BLOCK'],
  ['迷药', 1, 'BLOCK'],
  ['毒品', 1, 'BLOCK'],
  ['色情', 4, 'BLOCK'],
  ['约炮', 4, 'BLOCK'],
  ['官方客服', 4, 'REVIEW'],
  ['管理员', 4, 'REVIEW'],
];

export const POST_OPENINGS = [
  '毕业十年回母校，',
  '今天路过南湖校区，',
  '在图书馆门口遇到了当年的辅导员，',
  '翻到大一军训的老照片，',
  '参加了校友会组织的返校日，',
  '看到学弟学妹们的毕业典礼直播，',
  '周末带孩子来学校转了转，',
  '收到了母校寄来的校庆纪念册，',
  '和室友们约在老地方吃饭，',
  '今天第一次以校友身份走进实验室，',
];
export const POST_MIDDLES = [
  '食堂的糖醋里脊还是原来的味道',
  '樱花大道比记忆里更漂亮了',
  '老师居然还记得我的名字',
  '宿舍楼刷了新漆，但楼下的自行车还是那么多',
  '新建的体育馆真气派',
  '当年一起熬夜做课设的日子仿佛就在昨天',
  '教学楼里的自习室依然灯火通明',
  '校门口的书店还在营业',
];
export const POST_ENDINGS = ['，感慨万千。', '，青春真好！', '，欢迎大家常回家看看。', '。愿母校越来越好！', '，下次一定约上全班同学。', '。'];

export const COMMENTS = [
  '太怀念了！',
  '同感，糖醋里脊永远的神',
  '下次返校叫上我',
  '看到照片想起了我们班',
  '母校生日快乐！',
  '求合照原图',
  '那棵樱花树还在吗？',
  '好羡慕，今年没能回去',
  '老师身体还好吗？',
  '哈哈哈认出你了',
  '点赞',
  '我也在现场！',
];

/** the report and block reasons (getReportReason) */
export const REPORT_REASONS = ['广告或垃圾信息', '色情低俗', '违法违规', '人身攻击', '谣言或不实信息', '侵犯隐私', '其他'];

export const ADDRESSES = ['图书馆', '东区操场', '第一教学楼', '校史馆', '南门', '樱花大道', '学生活动中心', null, null, null];

/** public-account posts: the message each quotes, by mpType (3 article, 4 notice, 5 event) */
export const PUBLIC_POSTS: { mpType: 3 | 4 | 5; content: string; quote: string }[] = [
  { mpType: 3, content: '校友会公众号推送：校园四季影像集', quote: '四季校园｜一组照片带你重温母校的春夏秋冬' },
  { mpType: 4, content: '关于校友返校登记的通知', quote: '通知｜校友返校请提前一天在小程序登记' },
  { mpType: 5, content: '秋季校友论坛报名开启', quote: '活动｜2026 秋季校友创新论坛报名' },
  { mpType: 3, content: '杰出校友专访第十二期', quote: '专访｜从实验室到产业一线的十年' },
  { mpType: 5, content: '校友林认养活动', quote: '活动｜认养一棵树，留下一份念想' },
  { mpType: 4, content: '校友卡办理流程更新', quote: '通知｜校友卡线上办理全流程' },
];

/** who posts on the public accounts: the accounts' names, shown as the card's author */
export const PUBLIC_ACCOUNTS = ['校友会公众号', '校友服务中心', '发展联络处'];

export const FORWARD_WORDS = ['转发支持！', '好消息，转给同学们', '一起来', '', '值得一看'];
