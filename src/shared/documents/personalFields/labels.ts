import type { Catalogue } from '../../i18n/types';

// Labels of the personal fields people see and change in the app.
const labels: Catalogue = {
  'personalFields.selfEdit': ['允许本人修改信息', 'People may change their own information'],
  'personalFields.fields': ['信息项', 'Fields'],
  'personalFields.field': ['信息项', 'Field'],
  'personalFields.field.name': ['姓名', 'Name'],
  'personalFields.field.gender': ['性别', 'Gender'],
  'personalFields.field.identifier': ['学号 / 工号 / 考生号', 'Student, staff or exam number'],
  'personalFields.field.idNumber': ['身份证号', 'ID number'],
  'personalFields.field.phone': ['手机号', 'Mobile phone'],
  'personalFields.field.email': ['电子邮箱', 'Email'],
  'personalFields.field.unitName': ['院系 / 部门', 'College or department'],
  'personalFields.field.className': ['班级', 'Class'],
  'personalFields.field.grade': ['年级', 'Year'],
  'personalFields.field.photo': ['证件照', 'ID photo'],
  'personalFields.visible': ['本人可见', 'Visible'],
  'personalFields.editable': ['本人可修改', 'Editable'],
  'personalFields.review': ['修改需审核', 'Changes need review'],
  'personalFields.editNotice': ['修改页提示', 'Notice on the edit page'],
};
export default labels;
