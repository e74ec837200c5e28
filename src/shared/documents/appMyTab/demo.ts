// Demo "My" tab: the school's card, bills, timetable, library loans and certificates, published
// six days ago, then a draft two days ago adding the favourites entry and hiding the bills (a
// draft to publish and a difference to read).
import type { DocumentDemo } from '../types';

const entry = (key: string, title: string, icon: string, url: string, order: number, enabled = true) => ({ key, title, icon, url, enabled, order });

const demo: DocumentDemo = (tenant) => {
  const entries = [
    entry('campusCard', '我的校园卡', 'card', 'https://card.example.edu.cn/app/mine', 1),
    entry('bills', '缴费记录', 'wallet', 'https://pay.example.edu.cn/app/bills', 2),
    entry('timetable', '我的课表', 'calendar', 'https://jw.example.edu.cn/app/timetable', 3),
    entry('libraryLoans', '图书借阅', 'book', 'https://lib.example.edu.cn/app/loans', 4),
    entry('certificates', '电子证明', 'certificate', 'https://zm.example.edu.cn/app/list', 5),
  ];
  const about = `<p><strong>${tenant.name}校园服务平台</strong>由学校信息化建设与管理中心建设运行，为师生提供一站式校园服务。</p><p>服务时间：工作日 8:00–17:30</p>`;
  return [
    { content: { entries, showAccountSecurity: true, showFeedback: true, aboutText: about }, publish: true, daysAgo: 6 },
    {
      content: {
        entries: [
          ...entries.map((e) => (e.key === 'bills' ? { ...e, enabled: false } : e)),
          entry('favourites', '我的收藏', 'star', 'https://portal.example.edu.cn/app/favourites', 6),
        ],
        showAccountSecurity: true,
        showFeedback: true,
        aboutText: about,
      },
      publish: false,
      daysAgo: 2,
    },
  ];
};
export default demo;
