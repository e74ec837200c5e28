import type { Catalogue } from '../../i18n/types';

// Labels of the general settings.
const labels: Catalogue = {
  'generalSettings.title': ['通用配置', 'General settings'],
  'generalSettings.defaultLanguage': ['默认语言', 'Default language'],
  'generalSettings.languageZh': ['简体中文', 'Simplified Chinese'],
  'generalSettings.languageEn': ['英文', 'English'],
  'generalSettings.dateFormat': ['日期格式', 'Date format'],
  'generalSettings.dateDashed': ['2026-09-01', '2026-09-01'],
  'generalSettings.dateSlashed': ['2026/09/01', '2026/09/01'],
  'generalSettings.dateChinese': ['2026年9月1日', '2026年9月1日 (Chinese)'],
  'generalSettings.timeFormat': ['时间格式', 'Time format'],
  'generalSettings.time24': ['24 小时制（14:30）', '24-hour (14:30)'],
  'generalSettings.time12': ['12 小时制（02:30 PM）', '12-hour (02:30 PM)'],
  'generalSettings.sessionIdleMinutes': ['会话空闲超时（分钟）', 'Session idle timeout (minutes)'],
  'generalSettings.imageUploadMaxMb': ['图片上传上限（MB）', 'Image upload limit (MB)'],
  'generalSettings.fileUploadMaxMb': ['附件上传上限（MB）', 'Attachment upload limit (MB)'],
  'generalSettings.servicePhone': ['客服电话', 'Help desk phone'],
  'generalSettings.servicePhone.pattern': ['{field}只能包含数字、空格和短横线', '{field} holds digits, spaces and hyphens only'],
  'generalSettings.serviceEmail': ['客服邮箱', 'Help desk e-mail'],
  'generalSettings.serviceEmail.pattern': ['{field}不是有效的邮箱地址', '{field} is not a valid e-mail address'],
  'generalSettings.serviceHours': ['客服时间', 'Help desk hours'],
};
export default labels;
