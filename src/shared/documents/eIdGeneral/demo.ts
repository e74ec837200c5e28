// Demo e-ID settings: turned on with a QR code a week ago; a later draft allows offline use.
import type { DocumentDemo } from '../types';

const demo: DocumentDemo = (tenant) => {
  const published = {
    enabled: true,
    codeType: 'qr',
    watermark: true,
    watermarkText: tenant.name,
    notice: '进出校门、图书馆及食堂消费时出示动态码，请勿截图转发。',
  };
  return [
    { content: published, publish: true, daysAgo: 7 },
    { content: { ...published, offlineAllowed: true, offlineHours: 12 }, publish: false, daysAgo: 2 },
  ];
};
export default demo;
