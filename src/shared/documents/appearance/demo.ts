// Demo appearance: the school's platform name, its colour and footer, published three days ago.
// The colours (and the default's, definition.ts) carry white text at 4.5:1 or more (WCAG AA).
import type { DocumentDemo } from '../types';

const demo: DocumentDemo = (tenant, nowMs) => [
  {
    content: {
      platformName: `${tenant.name}校园服务平台`,
      primaryColor: tenant.id === '000000' ? '#1a69a4' : '#1f7a5c',
      footerText: `© ${new Date(nowMs).getUTCFullYear()} ${tenant.name}`,
    },
    publish: true,
    daysAgo: 3,
  },
];
export default demo;
