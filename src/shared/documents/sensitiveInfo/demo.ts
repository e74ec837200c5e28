// Demo masking rules: published, ID numbers and phones masked in every list (the console's rule
// from the start), with the reason noted; a later draft also masks staff phones in their details
// and exports, as a school does once staff lists leave the personnel office.
import type { DocumentDemo } from '../types';
import { sensitiveRule } from './rules';

const LAW = '依据《个人信息保护法》，列表仅展示必要信息';

const demo: DocumentDemo = () => {
  const published = {
    enabled: true,
    rules: [sensitiveRule('idNumber', 'first6Last4', true, false, false, 'ALL', LAW), sensitiveRule('phone', 'first3Last4', true, false, false, 'ALL', LAW)],
  };
  return [
    { content: published, publish: true, daysAgo: 30 },
    {
      content: {
        ...published,
        rules: [
          ...published.rules,
          sensitiveRule('phone', 'first3Last4', true, true, true, 'TEACHER', '教职工手机号在详情与导出中同样脱敏，需完整号码请联系人事处'),
        ],
      },
      publish: false,
      daysAgo: 2,
    },
  ];
};
export default demo;
