// Demo service hall: a six-per-row grid with the school's usual service categories, published
// four days ago.
import type { DocumentDemo } from '../types';

const category = (code: string, name: string, order: number, enabled = true) => ({ code, name, order, enabled });

const demo: DocumentDemo = () => [
  {
    content: {
      layout: 'grid',
      columnsPerRow: 6,
      searchPlaceholder: '搜索服务，如 成绩单、请假、报修',
      hotServicesCount: 8,
      categories: [
        category('teaching', '教学服务', 1),
        category('student_affairs', '学工服务', 2),
        category('research', '科研服务', 3),
        category('finance', '财务服务', 4),
        category('logistics', '后勤服务', 5),
        category('library', '图书馆', 6),
        category('network', '网络信息', 7),
        category('alumni', '校友服务', 8, false),
      ],
    },
    publish: true,
    daysAgo: 4,
  },
];
export default demo;
