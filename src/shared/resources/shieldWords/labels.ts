import type { Catalogue } from '../../i18n/types';

// Labels of the sensitive-words collection.
const labels: Catalogue = {
  'shieldWord.word': ['敏感词', 'Word'],
  'shieldWord.actionType': ['适用动作', 'Applies to'],
  'shieldWord.mechanism': ['处理机制', 'Dealing mechanism'],
  'shieldWord.enabled': ['启用', 'Enabled'],
  'shieldWord.remark': ['备注', 'Remark'],
  'shieldWord.add': ['新增敏感词', 'Add a sensitive word'],
  'shieldWord.edit': ['编辑敏感词', 'Edit the sensitive word'],
  'shieldWord.removeConfirm': ['确定删除敏感词“{name}”吗？', 'Remove the sensitive word "{name}"?'],
  'shieldWord.mechanismInfo': ['处理机制说明', 'Dealing mechanisms'],
};
export default labels;
