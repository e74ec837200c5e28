import type { Catalogue } from '../../i18n/types';

// Labels of the platform's identity in the apps.
const labels: Catalogue = {
  'globalPlatform.appName': ['应用名称', 'App name'],
  'globalPlatform.appShortName': ['应用简称', 'Short name'],
  'globalPlatform.icpFilingNumber': ['ICP 备案号', 'ICP filing number'],
  'globalPlatform.icpFilingNumber.pattern': ['{field}格式应如 京ICP备12345678号-1', '{field} reads like 京ICP备12345678号-1'],
  'globalPlatform.policeFilingNumber': ['公安备案号', 'Public security filing number'],
  'globalPlatform.policeFilingNumber.pattern': ['{field}格式应如 京公网安备11010802012345号', '{field} reads like 京公网安备11010802012345号'],
  'globalPlatform.copyright': ['版权信息', 'Copyright line'],
  'globalPlatform.privacyPolicyUrl': ['隐私政策地址', 'Privacy policy address'],
  'globalPlatform.userAgreementUrl': ['用户协议地址', 'User agreement address'],
  'globalPlatform.officialWebsiteUrl': ['官方网站', 'Official website'],
};
export default labels;
