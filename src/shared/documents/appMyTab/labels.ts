import type { Catalogue } from '../../i18n/types';

// Labels of the app's "My" tab.
const labels: Catalogue = {
  'appMyTab.entries': ['功能入口', 'Entries'],
  'appMyTab.entryKey': ['入口标识', 'Key'],
  'appMyTab.entryKey.pattern': [
    '{field}须以小写字母开头，只含字母、数字和下划线',
    '{field} starts with a lower-case letter and holds letters, digits and underscores only',
  ],
  'appMyTab.entryTitle': ['入口名称', 'Title'],
  'appMyTab.entryIcon': ['图标', 'Icon'],
  'appMyTab.icon.card': ['卡片', 'Card'],
  'appMyTab.icon.wallet': ['钱包', 'Wallet'],
  'appMyTab.icon.calendar': ['日历', 'Calendar'],
  'appMyTab.icon.book': ['书本', 'Book'],
  'appMyTab.icon.certificate': ['证书', 'Certificate'],
  'appMyTab.icon.star': ['收藏', 'Star'],
  'appMyTab.icon.help': ['帮助', 'Help'],
  'appMyTab.icon.setting': ['设置', 'Settings'],
  'appMyTab.entryUrl': ['跳转链接', 'Opens'],
  'appMyTab.entryEnabled': ['显示', 'Shown'],
  'appMyTab.entryOrder': ['排序', 'Order'],
  'appMyTab.showAccountSecurity': ['显示“账号与安全”入口', 'Show "Account and security"'],
  'appMyTab.showFeedback': ['显示“意见反馈”入口', 'Show "Feedback"'],
  'appMyTab.aboutText': ['“关于我们”页内容', 'About page text'],
};
export default labels;
