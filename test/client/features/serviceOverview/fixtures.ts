// Answers of the statistics calls, as the server gives them.
import type { ServiceCount, ServiceCountList, VisitDays } from '../../../../src/shared/services/stats';

export const RANGE = { beginDate: '2026-10-01', endDate: '2026-10-30' };
export const OTHER_RANGE = { beginDate: '2026-01-01', endDate: '2026-01-31' };

export const counts = (visits = 1000): ServiceCountList => ({
  upCount: 12,
  downCount: 3,
  list: [
    { serviceId: 1, serviceName: '一卡通', count: visits },
    { serviceId: 2, serviceName: '图书馆', count: 40 },
    { serviceId: 3, serviceName: '报修', count: 0 },
  ],
});

export const top = (visits = 1000): ServiceCount[] => [
  { serviceId: 1, serviceName: '一卡通', count: visits },
  { serviceId: 2, serviceName: '图书馆', count: 40 },
];

export const visitDays = (total = 1040): VisitDays => ({
  total,
  trend: [
    { day: '2026-10-01', count: total - 40 },
    { day: '2026-10-02', count: 40 },
  ],
  identities: [{ identity: 'STUDENT', count: total }],
  rows: [{ day: '2026-10-02', serviceId: 2, serviceName: '图书馆', identity: 'STUDENT', count: 40 }],
  rowTotal: 2,
});
