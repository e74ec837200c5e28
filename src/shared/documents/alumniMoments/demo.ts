// Demo alumni moments: opened to verified alumni and staff with review two weeks ago (five
// topics, three tiles), and a draft from yesterday letting unverified alumni post, with a new
// homecoming topic (so the screen shows a draft to publish and a difference).
import type { DocumentDemo } from '../types';

const titles = [
  { name: '校友动态', enabled: true, order: 1 },
  { name: '返校聚会', enabled: true, order: 2 },
  { name: '职场分享', enabled: true, order: 3 },
  { name: '母校记忆', enabled: true, order: 4 },
  { name: '招聘内推', enabled: false, order: 5 },
];

const tiles = [
  { name: '校友会', icon: null, linkUrl: 'https://alumni.example.edu.cn/association', order: 1 },
  { name: '校友活动', icon: null, linkUrl: 'https://alumni.example.edu.cn/events', order: 2 },
  { name: '捐赠母校', icon: null, linkUrl: 'https://giving.example.edu.cn/', order: 3 },
];

const demo: DocumentDemo = () => [
  {
    content: { open: true, posterGroups: ['verifiedAlumni', 'TEACHER'], reviewBeforeShow: true, maxImagesPerPost: 9, titles, tiles },
    publish: true,
    daysAgo: 14,
  },
  {
    content: {
      posterGroups: ['verifiedAlumni', 'unverifiedAlumni', 'TEACHER'],
      titles: [...titles, { name: '校庆专题', enabled: true, order: 6 }],
    },
    publish: false,
    daysAgo: 1,
  },
];
export default demo;
