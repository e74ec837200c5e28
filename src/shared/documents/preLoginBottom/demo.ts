// Demo bottom of the page before login: the school's links, copyright, ICP number, phone and
// address, published five days ago.
import type { DocumentDemo } from '../types';

const demo: DocumentDemo = (tenant) => [
  {
    content: {
      links: [
        { text: '学校主页', url: 'https://www.example.edu.cn/', order: 10, enabled: true },
        { text: '信息化服务', url: 'https://nic.example.edu.cn/', order: 20, enabled: true },
        { text: '隐私政策', url: 'https://www.example.edu.cn/privacy.html', order: 30, enabled: true },
        { text: '旧版门户', url: 'https://old.example.edu.cn/', order: 40, enabled: false },
      ],
      copyrightText: `© 2026 ${tenant.name} 版权所有`,
      icpText: '浙ICP备05012345号-1',
      contactPhone: '0571-88981234',
      address: '浙江省杭州市西湖区示范路 88 号',
    },
    publish: true,
    daysAgo: 5,
  },
];
export default demo;
