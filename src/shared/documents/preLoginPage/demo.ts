// Demo page before login: the school's welcome, CAS and WeChat sign-in and the sections in the
// school's order published a week ago, then a draft two days ago adding SMS sign-in and hiding
// the quick services (a draft to publish and a difference to read).
import type { DocumentDemo } from '../types';

const demo: DocumentDemo = (tenant) => {
  const sections = [
    { section: 'banner', title: '校园风光', enabled: true, order: 10 },
    { section: 'accessWays', title: '登录方式', enabled: true, order: 20 },
    { section: 'notices', title: '校园通知', enabled: true, order: 30 },
    { section: 'quickServices', title: '访客服务', enabled: true, order: 40 },
    { section: 'footer', title: '联系我们', enabled: true, order: 50 },
  ];
  const published = {
    enabled: true,
    sections,
    accessWays: ['cas', 'wechat', 'guest'],
    welcomeText: `欢迎来到${tenant.name}一站式服务平台，师生请使用统一身份认证登录，校外访客可游客访问。`,
  };
  return [
    { content: published, publish: true, daysAgo: 7 },
    {
      content: {
        ...published,
        sections: sections.map((s) => (s.section === 'quickServices' ? { ...s, enabled: false } : s)),
        accessWays: ['cas', 'smsCode', 'wechat', 'guest'],
      },
      publish: false,
      daysAgo: 2,
    },
  ];
};
export default demo;
