import type { Catalogue } from '../../i18n/types';

// Labels of the units' invoice titles collection.
const labels: Catalogue = {
  'invoiceTitle.unitName': ['单位名称', 'Unit name'],
  'invoiceTitle.taxpayerNumber': ['纳税人识别号', 'Taxpayer number'],
  'invoiceTitle.address': ['单位地址', 'Address'],
  'invoiceTitle.phone': ['电话', 'Phone'],
  'invoiceTitle.phone.pattern': ['{field}只能包含数字、空格和短横线', '{field} holds digits, spaces and hyphens only'],
  'invoiceTitle.bank': ['开户银行', 'Bank'],
  'invoiceTitle.account': ['银行账号', 'Account number'],
  'invoiceTitle.account.pattern': ['{field}只能包含数字和空格', '{field} holds digits and spaces only'],
  'invoiceTitle.add': ['新增发票抬头', 'Add an invoice title'],
  'invoiceTitle.edit': ['编辑发票抬头', 'Edit the invoice title'],
  'invoiceTitle.removeConfirm': ['确定删除发票抬头“{name}”吗？', 'Remove the invoice title "{name}"?'],
};
export default labels;
