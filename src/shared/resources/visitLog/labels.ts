import type { Catalogue } from '../../i18n/types';

// Labels of the visit log.
const labels: Catalogue = {
  'visitLog.service': ['服务', 'Service'],
  'visitLog.account': ['账号', 'Account'],
  'visitLog.personName': ['姓名', 'Name'],
  'visitLog.identity': ['身份', 'Identity'],
  'visitLog.client': ['客户端', 'Client'],
  'visitLog.client.android': ['安卓', 'Android'],
  'visitLog.client.ios': ['iOS', 'iOS'],
  'visitLog.client.harmony': ['鸿蒙', 'HarmonyOS'],
  'visitLog.client.h5': ['H5', 'H5'],
  'visitLog.client.wechat': ['微信', 'WeChat'],
  'visitLog.client.pc': ['电脑端', 'PC'],
  'visitLog.visitedAt': ['访问时间', 'Visited at'],
};
export default labels;
