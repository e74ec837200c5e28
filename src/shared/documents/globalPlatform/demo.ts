// Demo identity: the school's app name, filing numbers, copyright and policy pages, published
// twelve days ago.
import type { DocumentDemo } from '../types';

const demo: DocumentDemo = (tenant, nowMs) => [
  {
    content: {
      appName: `${tenant.name}智慧校园`,
      appShortName: '智慧校园',
      icpFilingNumber: '京ICP备05012345号-3A',
      policeFilingNumber: '京公网安备11010802012345号',
      copyright: `© ${new Date(nowMs).getUTCFullYear()} ${tenant.name} 版权所有`,
      privacyPolicyUrl: 'https://www.example.edu.cn/app/privacy.html',
      userAgreementUrl: 'https://www.example.edu.cn/app/agreement.html',
      officialWebsiteUrl: 'https://www.example.edu.cn',
    },
    publish: true,
    daysAgo: 12,
  },
];
export default demo;
