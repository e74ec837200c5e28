import type { Catalogue } from '../../i18n/types';

// Labels of the apps and modules collection.
const labels: Catalogue = {
  'appModule.name': ['应用名称', 'Name'],
  'appModule.code': ['应用编码', 'Code'],
  'appModule.code.pattern': ['{field}以字母开头，只能包含字母、数字、下划线和短横线', '{field} starts with a letter and holds letters, digits, _ and - only'],
  'appModule.icon': ['图标', 'Icon'],
  'appModule.platforms': ['适用平台', 'Platforms'],
  'appModule.platform.web': ['网页', 'Web'],
  'appModule.description': ['说明', 'Description'],
  'appModule.enabled': ['启用', 'Enabled'],
  'appModule.sort': ['排序', 'Order'],
  'appModule.enable': ['启用', 'Enable'],
  'appModule.disable': ['停用', 'Disable'],
  'appModule.disableConfirm': ['确定停用所选应用吗？', 'Disable the chosen apps?'],
  'appModule.add': ['新增应用', 'Add an app'],
  'appModule.edit': ['编辑应用', 'Edit the app'],
  'appModule.removeConfirm': ['确定删除应用“{name}”吗？', 'Remove the app "{name}"?'],
};
export default labels;
