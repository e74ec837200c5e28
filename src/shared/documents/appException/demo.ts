// Demo failure pages: the school's own wording and support line published four days ago, then a
// draft yesterday announcing a maintenance window and showing error codes (a draft to publish
// and a difference to read).
import type { DocumentDemo } from '../types';

const DAY_MS = 24 * 3600 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');
const at = (ms: number, hour: number) => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(hour)}:00:00`;
};

const demo: DocumentDemo = (tenant, nowMs) => {
  const published = {
    networkMessage: '网络好像断开了，请检查 Wi-Fi 或移动数据后重试。校园网用户请确认已完成认证。',
    serverErrorMessage: `${tenant.name}服务平台暂时无法响应，请稍后重试；如多次出现，请拨打客服电话。`,
    forbiddenMessage: '该服务仅对部分身份开放，如您认为应当可以使用，请联系信息化服务中心。',
    supportPhone: '0571-88981234',
  };
  return [
    { content: published, publish: true, daysAgo: 4 },
    {
      content: {
        ...published,
        maintenanceTitle: '系统升级中',
        maintenanceMessage: '为提升服务质量，平台正在进行例行升级，升级期间部分服务暂停使用。',
        maintenanceEndsAt: at(nowMs + 2 * DAY_MS, 6),
        showErrorCode: true,
      },
      publish: false,
      daysAgo: 1,
    },
  ];
};
export default demo;
