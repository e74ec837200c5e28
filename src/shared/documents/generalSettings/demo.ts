// Demo general settings: the school's help desk and a one-hour idle timeout, published a week ago.
import type { DocumentDemo } from '../types';

const demo: DocumentDemo = () => [
  {
    content: {
      sessionIdleMinutes: 60,
      imageUploadMaxMb: 10,
      fileUploadMaxMb: 100,
      servicePhone: '010-62781234',
      serviceEmail: 'itsupport@example.edu.cn',
      serviceHours: '工作日 8:30–17:30',
    },
    publish: true,
    daysAgo: 7,
  },
];
export default demo;
