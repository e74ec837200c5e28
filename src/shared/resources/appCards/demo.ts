// Demo application cards: the tiles a school's app home typically shows (no icons: an icon must
// be the tenant's own upload, so the demo cards show their kind's default).
import type { ResourceDemo } from '../demo';

const card = (
  cardName: string,
  cardCode: string,
  cardKind: string,
  cardSize: string,
  targetUrl: string | null,
  sort: number,
  enabled = true,
  remark: string | null = null,
) => ({
  cardName,
  cardCode,
  cardKind,
  cardSize,
  targetUrl,
  sort,
  enabled,
  remark,
});

const demo: ResourceDemo = {
  rows: [
    card('校园一卡通', 'campus-card', 'service', 'small', 'https://card.example.edu.cn/home', 10),
    card('今日课表', 'today-timetable', 'schedule', 'wide', 'https://jw.example.edu.cn/timetable', 20),
    card('校园新闻', 'campus-news', 'news', 'large', 'https://news.example.edu.cn/', 30),
    card('通知公告', 'notices', 'notice', 'wide', 'https://www.example.edu.cn/notices', 40),
    card('图书借阅', 'library-loans', 'service', 'small', 'https://lib.example.edu.cn/loans', 50),
    card('宿舍报修', 'dorm-repair', 'service', 'small', 'https://service.example.edu.cn/repair', 60),
    card('服务访问统计', 'service-figures', 'data', 'wide', null, 70, false, '仅管理员试用，暂不对师生展示'),
    card('校历', 'school-calendar', 'schedule', 'small', 'https://www.example.edu.cn/calendar', 80),
    card('成绩查询', 'grade-query', 'service', 'small', 'https://jw.example.edu.cn/grades', 90),
    card('校园班车', 'campus-shuttle', 'schedule', 'wide', 'https://bus.example.edu.cn/timetable', 100),
    card('失物招领', 'lost-and-found', 'notice', 'small', 'https://service.example.edu.cn/lost', 110, false, '夏季学期暂停展示'),
    card('招聘信息', 'career-news', 'news', 'wide', 'https://career.example.edu.cn/jobs', 120),
  ],
};
export default demo;
