import { Catalogue } from './types';

// Configuration documents (src/shared/documents): the words of the version calls (conflict,
// publish, restore) and their field rules, and the audit trail's. Each definition's labels are
// in its folder (documents/<key>/labels.ts).
const documents: Catalogue = {
  'document.tooLarge': ['配置内容过大（{size} KB），最多允许 {max} KB', 'The settings are too large ({size} KB); at most {max} KB is allowed'],
  'document.conflict': [
    '该配置已被他人修改（当前为第 {version} 版），请查看改动后再保存',
    'Someone else changed these settings (now version {version}); look at the changes and save again',
  ],
  'document.unchanged': ['内容没有变化', 'Nothing changed'],
  'document.published': ['发布成功', 'Published'],
  'document.nothingToPublish': ['没有需要发布的修改', 'There is nothing new to publish'],
  'document.restored': ['已恢复第 {version} 版的内容，保存为新的草稿', 'Version {version} was brought back as a new draft'],
  'document.draftDiscarded': ['已放弃草稿，内容回到已发布的第 {version} 版', 'The draft was discarded; the settings are back to published version {version}'],
  'document.noDraft': ['没有可放弃的草稿', 'There is no draft to discard'],
  'document.versionNotFound': ['第 {version} 版不存在', 'Version {version} does not exist'],
  'document.notFound': ['配置不存在', 'No such settings'],
  'document.recordUnknown': ['{field}不是已有的记录（此列表的记录不能新增）', '{field} names no existing record (records of this list cannot be added)'],
  'document.recordRepeated': ['{field}重复', '{field} appears twice'],

  'audit.action.create': ['新增', 'Added'],
  'audit.action.update': ['修改', 'Changed'],
  'audit.action.remove': ['删除', 'Removed'],
  'audit.action.publish': ['发布', 'Published'],
  'audit.action.restore': ['恢复版本', 'Restored'],
  'audit.action.batch': ['批量操作', 'Batch change'],
  'audit.action.save': ['保存', 'Saved'],
};
export default documents;
