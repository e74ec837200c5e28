import type { Catalogue } from '../../i18n/types';

// Labels of the platform-wide switches.
const labels: Catalogue = {
  'globalSwitches.maintenanceEnabled': ['维护模式', 'Maintenance mode'],
  'globalSwitches.maintenanceStart': ['维护开始时间', 'Maintenance from'],
  'globalSwitches.maintenanceEnd': ['维护结束时间', 'Maintenance until'],
  'globalSwitches.maintenanceAdminsAllowed': ['维护期间管理员仍可登录', 'Administrators may sign in during maintenance'],
  'globalSwitches.watermarkEnabled': ['敏感页面显示水印', 'Watermark on pages with personal data'],
  'globalSwitches.watermarkContent': ['水印内容', 'Watermark shows'],
  'globalSwitches.watermarkNameAndAccount': ['姓名 + 账号', 'Name and account'],
  'globalSwitches.watermarkAccount': ['账号', 'Account'],
  'globalSwitches.watermarkName': ['姓名', 'Name'],
  'globalSwitches.watermarkExtraText': ['水印附加文字', 'Extra watermark text'],
  'globalSwitches.greyModeEnabled': ['灰色模式（哀悼）', 'Grey (mourning) mode'],
  'globalSwitches.greyModeScope': ['灰色范围', 'Grey mode covers'],
  'globalSwitches.greyHome': ['仅首页', 'The home page only'],
  'globalSwitches.greyAll': ['全部页面', 'Every page'],
  'globalSwitches.greyModeStart': ['灰色开始日期', 'Grey from'],
  'globalSwitches.greyModeEnd': ['灰色结束日期', 'Grey until'],
  'globalSwitches.minAppVersion': ['最低可用版本', 'Oldest app version allowed'],
  'globalSwitches.minAppVersion.pattern': ['{field}应为数字和点组成，例如 3.2.1', '{field} is digits and dots, such as 3.2.1'],
  'globalSwitches.endBeforeStart': ['{field}不能早于{from}', '{field} must not be earlier than {from}'],
};
export default labels;
