import { Catalogue } from './types';

// Messages of /HistoryProject: the audit trail's filters, columns and actions.
const auditHistory: Catalogue = {
  'auditHistory.actor': ['操作人', 'Who'],
  'auditHistory.actorHint': ['账号或姓名', 'Account or name'],
  'auditHistory.target': ['操作对象', 'What'],
  'auditHistory.actionLabel': ['操作', 'Action'],
  'auditHistory.from': ['开始日期', 'From'],
  'auditHistory.to': ['结束日期', 'To'],
  'auditHistory.rangeInvalid': ['结束日期不能早于开始日期', 'The end date must not be before the start date'],
  'auditHistory.at': ['时间', 'When'],
  'auditHistory.changes': ['变更内容', 'Changes'],
  'auditHistory.changeCount': ['{count} 项变更', '{count} changed'],
  'auditHistory.noChanges': ['无字段变更', 'No field changed'],
  'auditHistory.snapshotCount': ['删除前的内容（{count} 项）', 'As it was ({count} fields)'],
  'auditHistory.snapshotValue': ['删除前', 'Before removal'],
  'auditHistory.action.create': ['新增', 'Created'],
  'auditHistory.action.update': ['修改', 'Updated'],
  'auditHistory.action.remove': ['删除', 'Removed'],
  'auditHistory.action.publish': ['发布', 'Published'],
  'auditHistory.action.restore': ['恢复', 'Restored'],
  'auditHistory.action.batch': ['批量操作', 'Batch change'],
  'auditHistory.action.save': ['保存', 'Saved'],
};
export default auditHistory;
