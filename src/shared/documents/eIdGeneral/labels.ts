import type { Catalogue } from '../../i18n/types';

// Labels of the electronic ID as a whole.
const labels: Catalogue = {
  'eIdGeneral.enabled': ['启用电子证件（总开关）', 'Electronic ID on (all identities)'],
  'eIdGeneral.codeType': ['动态码类型', 'Code type'],
  'eIdGeneral.codeType.qr': ['二维码', 'QR code'],
  'eIdGeneral.codeType.barcode': ['条形码', 'Barcode'],
  'eIdGeneral.offlineAllowed': ['允许离线出示', 'May be shown offline'],
  'eIdGeneral.offlineHours': ['离线可用时长（小时，1–72）', 'Offline for at most (hours, 1–72)'],
  'eIdGeneral.watermark': ['显示防截图水印', 'Anti-screenshot watermark'],
  'eIdGeneral.watermarkText': ['水印文字（空则显示姓名与时间）', 'Watermark text (empty: name and time)'],
  'eIdGeneral.notice': ['使用说明', 'How to use it'],
};
export default labels;
