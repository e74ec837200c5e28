// Demo slides. Their pictures must be uploads of the tenant (an image field holds a file id), so
// src/server/db/seed/slides.ts draws each picture locally (never a remote address: the product
// runs offline), records it as the tenant's upload and writes these rows with its id. The time
// window is relative to the seeding day, so the preview always shows some slides now, one
// scheduled and one expired.
import type { ResourceDemo } from '../demo';
import type { SlidePlacement } from '../../slides/api';

export interface DemoSlide {
  title: string;
  linkUrl: string | null;
  placement: SlidePlacement;
  /** the window in days from the seeding day (negative: past); endDays null: no end */
  startDays: number;
  endDays: number | null;
  enabled: boolean;
  /** the picture's two gradient colours */
  colours: [string, string];
}

export const DEMO_SLIDES: DemoSlide[] = [
  {
    title: '2026级新生报到指南',
    linkUrl: 'https://welcome.example.edu.cn/guide',
    placement: 'homeTop',
    startDays: -20,
    endDays: 40,
    enabled: true,
    colours: ['#c0392b', '#e67e22'],
  },
  {
    title: '图书馆延长开放时间',
    linkUrl: 'https://lib.example.edu.cn/notice/hours',
    placement: 'homeTop',
    startDays: -5,
    endDays: 25,
    enabled: true,
    colours: ['#1f618d', '#48c9b0'],
  },
  {
    title: '校园一卡通线上充值',
    linkUrl: 'https://card.example.edu.cn/recharge',
    placement: 'homeTop',
    startDays: -60,
    endDays: null,
    enabled: true,
    colours: ['#117a65', '#58d68d'],
  },
  {
    title: '秋季运动会报名开启',
    linkUrl: 'https://sports.example.edu.cn/2026',
    placement: 'homeTop',
    startDays: 3,
    endDays: 30,
    enabled: true,
    colours: ['#6c3483', '#ec7063'],
  },
  {
    title: '暑期社会实践成果展',
    linkUrl: 'https://youth.example.edu.cn/practice',
    placement: 'homeTop',
    startDays: -90,
    endDays: -30,
    enabled: true,
    colours: ['#b9770e', '#f4d03f'],
  },
  {
    title: '宿舍报修一键直达',
    linkUrl: 'https://service.example.edu.cn/repair',
    placement: 'serviceHall',
    startDays: -30,
    endDays: null,
    enabled: true,
    colours: ['#2e4053', '#5dade2'],
  },
  {
    title: '研究生学位申请办理',
    linkUrl: 'https://grs.example.edu.cn/degree',
    placement: 'serviceHall',
    startDays: -10,
    endDays: 20,
    enabled: true,
    colours: ['#1a5276', '#a569bd'],
  },
  {
    title: '校友返校日邀请函',
    linkUrl: 'https://alumni.example.edu.cn/homecoming',
    placement: 'alumniHome',
    startDays: -15,
    endDays: 45,
    enabled: true,
    colours: ['#7b241c', '#d4ac0d'],
  },
  {
    title: '校友捐赠助学计划',
    linkUrl: 'https://giving.example.edu.cn/scholarship',
    placement: 'alumniHome',
    startDays: -120,
    endDays: null,
    enabled: false,
    colours: ['#145a32', '#82e0aa'],
  },
  { title: '个人信息核对提醒', linkUrl: null, placement: 'personalCenter', startDays: -2, endDays: 12, enabled: true, colours: ['#283747', '#85929e'] },
];

const demo: ResourceDemo = { seededBy: 'src/server/db/seed/slides.ts (DEMO_SLIDES, with pictures uploaded for the tenant)' };
export default demo;
