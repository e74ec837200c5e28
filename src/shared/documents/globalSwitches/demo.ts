// Demo switches: the watermark on and version 3.0 the oldest allowed, published ten days ago;
// then a draft (two days ago) switching on maintenance for next Saturday night.
import type { DocumentDemo } from '../types';

const DAY_MS = 24 * 3600 * 1000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const demo: DocumentDemo = (_tenant, nowMs) => {
  const published = { watermarkEnabled: true, watermarkContent: 'nameAndAccount', watermarkExtraText: '内部资料 请勿外传', minAppVersion: '3.0.0' };
  const saturday = nowMs + ((6 - new Date(nowMs).getUTCDay() + 7) % 7 || 7) * DAY_MS;
  return [
    { content: published, publish: true, daysAgo: 10 },
    {
      content: {
        ...published,
        maintenanceEnabled: true,
        maintenanceStart: `${day(saturday)} 22:00:00`,
        maintenanceEnd: `${day(saturday + DAY_MS)} 00:00:00`,
      },
      publish: false,
      daysAgo: 2,
    },
  ];
};
export default demo;
