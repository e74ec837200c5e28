import type { Catalogue } from '../../i18n/types';

// Labels of the apps' frame.
const labels: Catalogue = {
  'frameLayer.tabs': ['底部导航', 'Bottom tab bar'],
  'frameLayer.tabKey': ['页面', 'Page'],
  'frameLayer.tabLabel': ['导航名称', 'Tab label'],
  'frameLayer.tabIcon': ['图标名称', 'Icon name'],
  'frameLayer.tabIcon.pattern': [
    '{field}以小写字母开头，只能包含小写字母、数字和短横线',
    '{field} starts with a lower-case letter and holds lower-case letters, digits and - only',
  ],
  'frameLayer.tabOrder': ['排序', 'Order'],
  'frameLayer.tabEnabled': ['显示', 'Shown'],
  'frameLayer.tab.home': ['首页', 'Home'],
  'frameLayer.tab.services': ['服务', 'Services'],
  'frameLayer.tab.messages': ['消息', 'Messages'],
  'frameLayer.tab.contacts': ['通讯录', 'Contacts'],
  'frameLayer.tab.mine': ['我的', 'Me'],
  'frameLayer.defaultTab': ['启动默认页', 'Opening tab'],
  'frameLayer.topBarStyle': ['顶部栏样式', 'Top bar style'],
  'frameLayer.topBarTheme': ['主题色', 'Main colour'],
  'frameLayer.topBarLight': ['浅色', 'Light'],
  'frameLayer.topBarDark': ['深色', 'Dark'],
  'frameLayer.topBarTitle': ['首页顶部栏标题', 'Home page top bar title'],
  'frameLayer.showScanButton': ['顶部栏显示扫一扫', 'Scan button in the top bar'],
  'frameLayer.showUnreadBadge': ['消息导航显示未读角标', 'Unread badge on the messages tab'],
};
export default labels;
