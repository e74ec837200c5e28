import type { Catalogue } from '../../i18n/types';

// Labels of the emergency records.
const labels: Catalogue = {
  'emergencyRecord.title': ['紧急求助记录', 'Emergency records'],
  'emergencyRecord.personName': ['求助人', 'Person'],
  'emergencyRecord.identifier': ['学工号', 'ID number'],
  'emergencyRecord.identity': ['身份', 'Identity'],
  'emergencyRecord.phone': ['联系电话', 'Phone'],
  'emergencyRecord.kind': ['求助类型', 'Kind'],
  'emergencyRecord.kind.sos': ['一键求助', 'SOS'],
  'emergencyRecord.kind.medical': ['突发疾病', 'Medical'],
  'emergencyRecord.kind.security': ['人身安全', 'Personal safety'],
  'emergencyRecord.kind.fire': ['火情', 'Fire'],
  'emergencyRecord.kind.lost': ['迷路走失', 'Lost'],
  'emergencyRecord.kind.other': ['其他', 'Other'],
  'emergencyRecord.location': ['求助位置', 'Location'],
  'emergencyRecord.description': ['情况描述', 'What happened'],
  'emergencyRecord.occurredAt': ['求助时间', 'Reported at'],
  'emergencyRecord.status': ['处理状态', 'Status'],
  'emergencyRecord.status.new': ['待处理', 'New'],
  'emergencyRecord.status.handling': ['处理中', 'Being dealt with'],
  'emergencyRecord.status.handled': ['已处理', 'Dealt with'],
  'emergencyRecord.device': ['求助设备', 'Device'],
  'emergencyRecord.markHandled': ['标记已处理', 'Mark dealt with'],
  'emergencyRecord.markHandledConfirm': ['确定将求助记录标记为已处理吗？', 'Mark the emergency record as dealt with?'],
};
export default labels;
