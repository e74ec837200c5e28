import type { Catalogue } from '../../i18n/types';

// Labels of the function proposals list.
const labels: Catalogue = {
  'robotProposal.titleField': ['建议标题', 'Title'],
  'robotProposal.content': ['建议内容', 'Proposal'],
  'robotProposal.proposer': ['建议人', 'Proposed by'],
  'robotProposal.proposedAt': ['提交时间', 'Sent at'],
  'robotProposal.status': ['状态', 'Status'],
  'robotProposal.status.new': ['待处理', 'New'],
  'robotProposal.status.accepted': ['已采纳', 'Accepted'],
  'robotProposal.status.done': ['已上线', 'Done'],
  'robotProposal.status.declined': ['暂不采纳', 'Declined'],
  'robotProposal.mark.accepted': ['采纳', 'Accept'],
  'robotProposal.mark.accepted.confirm': ['确定将所选建议标为“已采纳”吗？', 'Mark the selected proposals as accepted?'],
  'robotProposal.mark.done': ['标为已上线', 'Mark done'],
  'robotProposal.mark.done.confirm': ['确定将所选建议标为“已上线”吗？', 'Mark the selected proposals as done?'],
  'robotProposal.mark.declined': ['暂不采纳', 'Decline'],
  'robotProposal.mark.declined.confirm': ['确定将所选建议标为“暂不采纳”吗？', 'Decline the selected proposals?'],
  'robotProposal.removeConfirm': ['确定删除这条建议吗？', 'Remove this proposal?'],
};
export default labels;
