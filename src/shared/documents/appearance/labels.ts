import type { Catalogue } from '../../i18n/types';

// Labels of the appearance.
const labels: Catalogue = {
  'appearance.platformName': ['平台名称', 'Platform name'],
  'appearance.logo': ['平台标志', 'Logo'],
  'appearance.primaryColor': ['主题颜色', 'Main colour'],
  'appearance.loginBackground': ['登录页背景图', 'Login page background'],
  'appearance.footerText': ['页脚文字', 'Footer text'],
};
export default labels;
