// Demo robot basics: its name and a greeting naming the school, published two days ago.
import type { DocumentDemo } from '../types';

const demo: DocumentDemo = (tenant) => [
  {
    content: { robotName: '小智', greeting: `你好，我是${tenant.name}的校园智能助手小智，可以帮你查询校园服务、办事流程和常见问题。` },
    publish: true,
    daysAgo: 2,
  },
];
export default demo;
