import type { Catalogue } from '../../i18n/types';

// Labels of the official contacts collection (/OfficialContact).
const labels: Catalogue = {
  'officialContact.name': ['联系人', 'Name'],
  'officialContact.department': ['所属部门', 'Department'],
  'officialContact.phone': ['联系电话', 'Phone'],
  'officialContact.phone.pattern': [
    '{field}应为11位手机号或带区号的固定电话，例如 0571-88886666',
    '{field} must be an 11-digit mobile number or a landline with its area code, such as 0571-88886666',
  ],
  'officialContact.email': ['电子邮箱', 'Email'],
  'officialContact.email.pattern': ['{field}格式不正确，例如 alumni@example.edu.cn', '{field} is not an email address, such as alumni@example.edu.cn'],
  'officialContact.officeAddress': ['办公地址', 'Office address'],
  'officialContact.openHours': ['办公时间', 'Open hours'],
  'officialContact.avatar': ['头像', 'Avatar'],
  'officialContact.enabled': ['启用', 'Enabled'],
  'officialContact.sort': ['排序', 'Order'],
  'officialContact.enable': ['启用', 'Enable'],
  'officialContact.disable': ['停用', 'Disable'],
  'officialContact.disableConfirm': ['确定停用所选联系方式吗？停用后校友将看不到它们。', 'Disable the chosen contacts? Alumni will no longer see them.'],
  'officialContact.add': ['新增联系方式', 'Add a contact'],
  'officialContact.edit': ['编辑联系方式', 'Edit the contact'],
  'officialContact.removeConfirm': ['确定删除联系人“{name}”吗？', 'Remove the contact "{name}"?'],
};
export default labels;
