import type { Catalogue } from '../../i18n/types';

// Labels of the sensitive-information rules: which personal fields the console masks for whom.
const labels: Catalogue = {
  'sensitiveInfo.enabled': ['启用敏感信息脱敏', 'Mask sensitive information'],
  'sensitiveInfo.rules': ['脱敏规则', 'Masking rules'],
  'sensitiveInfo.field': ['敏感字段', 'Sensitive field'],
  'sensitiveInfo.field.phone': ['手机号', 'Mobile phone'],
  'sensitiveInfo.field.idNumber': ['身份证号', 'ID number'],
  'sensitiveInfo.field.email': ['电子邮箱', 'Email'],
  'sensitiveInfo.field.name': ['姓名', 'Name'],
  'sensitiveInfo.identity': ['适用身份', 'Applies to'],
  'sensitiveInfo.identity.ALL': ['全部身份', 'All identities'],
  'sensitiveInfo.identity.NEW_STUDENT': ['新生', 'New students'],
  'sensitiveInfo.identity.STUDENT': ['本专科生', 'Undergraduates'],
  'sensitiveInfo.identity.GRADUATE_STUDENT': ['研究生', 'Graduate students'],
  'sensitiveInfo.identity.TEACHER': ['教职工', 'Staff'],
  'sensitiveInfo.identity.OTHER': ['其他人员', 'Other users'],
  'sensitiveInfo.pattern': ['脱敏方式', 'Masking pattern'],
  'sensitiveInfo.pattern.first3Last4': ['保留前3位和后4位', 'Keep the first 3 and last 4'],
  'sensitiveInfo.pattern.first6Last4': ['保留前6位和后4位', 'Keep the first 6 and last 4'],
  'sensitiveInfo.pattern.last4': ['仅保留后4位', 'Keep the last 4 only'],
  'sensitiveInfo.pattern.first1': ['仅保留首字', 'Keep the first character'],
  'sensitiveInfo.pattern.emailDomain': ['保留首字母和邮箱域名', 'Keep the first letter and the domain'],
  'sensitiveInfo.pattern.hideAll': ['全部隐藏', 'Hide all'],
  'sensitiveInfo.inList': ['列表脱敏', 'In lists'],
  'sensitiveInfo.inDetail': ['详情脱敏', 'In details'],
  'sensitiveInfo.inExport': ['导出脱敏', 'In exports'],
  'sensitiveInfo.note': ['说明', 'Note'],
};
export default labels;
