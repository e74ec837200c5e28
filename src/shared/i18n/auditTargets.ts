import type { Catalogue } from './types';

// The titles and field names of the hand-built screens' audit targets (../audit/handBuiltTargets.ts).
const auditTargets: Catalogue = {
  'auditTarget.alumniPosts': ['校友动态审核', 'Alumni post moderation'],
  'auditTarget.serviceCards': ['服务卡片配置', 'Service cards'],
  'auditTarget.businessPackages': ['业务包配置', 'Business packages'],
  'auditTarget.field.status': ['状态', 'Status'],
  'auditTarget.field.blockReason': ['屏蔽原因', 'Block reason'],
  'auditTarget.field.reports': ['待处理举报', 'Open reports'],
};
export default auditTargets;
