import type { Catalogue } from '../../i18n/types';

// Labels of the electronic ID card of one identity.
const labels: Catalogue = {
  'eIdCard.title': ['电子证件配置', 'Electronic ID card'],
  'eIdCard.enabled': ['为该身份启用电子证件', 'Enabled for this identity'],
  'eIdCard.cardTitle': ['证件名称', 'Card title'],
  'eIdCard.shownFields': ['证件上显示的信息', 'Shown on the card'],
  'eIdCard.field.name': ['姓名', 'Name'],
  'eIdCard.field.gender': ['性别', 'Gender'],
  'eIdCard.field.identifier': ['学号 / 工号 / 考生号', 'Student, staff or exam number'],
  'eIdCard.field.unitName': ['院系 / 部门', 'College or department'],
  'eIdCard.field.className': ['班级', 'Class'],
  'eIdCard.field.grade': ['年级', 'Year'],
  'eIdCard.field.validUntil': ['有效期', 'Valid until'],
  'eIdCard.showPhoto': ['显示证件照', 'Show the photo'],
  'eIdCard.background': ['证件背景图', 'Card background'],
  'eIdCard.themeColor': ['主题颜色', 'Theme colour'],
  'eIdCard.refreshSeconds': ['动态码刷新间隔（秒，10–300）', 'Code refresh interval (seconds, 10–300)'],
  'eIdCard.validityText': ['有效期说明', 'Validity text'],
  'eIdCard.gender.1': ['男', 'Male'],
  'eIdCard.gender.2': ['女', 'Female'],
  'eIdCard.sample': ['示例人员', 'Sample person'],
  'eIdCard.off': ['该身份未启用电子证件', 'The e-ID card is off for this identity'],
  'eIdCard.code': ['动态码 · 每 {seconds} 秒刷新', 'Code · refreshes every {seconds} s'],
};
export default labels;
