import type { Catalogue } from '../../i18n/types';

// Labels of the login devices collection.
const labels: Catalogue = {
  'loginDevice.title': ['登录设备', 'Login devices'],
  'loginDevice.person': ['人员', 'Person'],
  'loginDevice.deviceModel': ['设备型号', 'Device model'],
  'loginDevice.os': ['操作系统', 'Operating system'],
  'loginDevice.appVersion': ['APP版本', 'App version'],
  'loginDevice.lastLoginAt': ['最近登录时间', 'Last sign-in at'],
  'loginDevice.ip': ['登录IP', 'IP address'],
  'loginDevice.revoked': ['已下线', 'Signed out'],
  'loginDevice.signOut': ['下线该设备', 'Sign this device out'],
  'loginDevice.signOutConfirm': ['确定让所选设备下线吗？下线后需重新登录。', 'Sign the chosen devices out? They must sign in again.'],
};
export default labels;
