import type { Catalogue } from '../../i18n/types';

// Labels of the app versions collection.
const labels: Catalogue = {
  'appVersion.platform': ['平台', 'Platform'],
  'appVersion.platform.android': ['安卓', 'Android'],
  'appVersion.platform.ios': ['iOS', 'iOS'],
  'appVersion.platform.harmony': ['鸿蒙', 'HarmonyOS'],
  'appVersion.version': ['版本号', 'Version'],
  'appVersion.version.pattern': ['{field}应为数字和点组成，例如 3.2.1', '{field} is digits and dots, such as 3.2.1'],
  'appVersion.build': ['构建号', 'Build'],
  'appVersion.forceUpdate': ['强制更新', 'Force update'],
  'appVersion.notes': ['更新说明', 'Release notes'],
  'appVersion.downloadUrl': ['下载地址', 'Download address'],
  'appVersion.published': ['已发布', 'Published'],
  'appVersion.publishedAt': ['发布时间', 'Published at'],
  'appVersion.add': ['新增版本', 'Add a version'],
  'appVersion.edit': ['编辑版本', 'Edit the version'],
  'appVersion.removeConfirm': ['确定删除版本“{name}”吗？', 'Remove the version "{name}"?'],
};
export default labels;
