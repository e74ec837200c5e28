import type { Catalogue } from '../../i18n/types';

// Labels of the portal's personal centre.
const labels: Catalogue = {
  'personalCenter.pageTitle': ['页面标题', 'Page title'],
  'personalCenter.blocks': ['页面板块', 'Blocks'],
  'personalCenter.blockKey': ['板块', 'Block'],
  'personalCenter.blockTitle': ['板块标题', 'Block title'],
  'personalCenter.blockOrder': ['排序', 'Order'],
  'personalCenter.blockEnabled': ['显示', 'Shown'],
  'personalCenter.showEidEntry': ['显示电子身份证入口', 'Show the e-ID card entry'],
  'personalCenter.showMessageCount': ['显示未读消息数', 'Show the unread message count'],
  'personalCenter.showSettingsEntry': ['显示账号设置入口', 'Show the account settings entry'],
};
export default labels;
