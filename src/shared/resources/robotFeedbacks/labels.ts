import type { Catalogue } from '../../i18n/types';

// Labels of the robot's feedback list.
const labels: Catalogue = {
  'robotFeedback.question': ['提问内容', 'Question'],
  'robotFeedback.answer': ['机器人回答', "Robot's answer"],
  'robotFeedback.words': ['反馈内容', 'Their words'],
  'robotFeedback.person': ['反馈人', 'From'],
  'robotFeedback.feedbackAt': ['反馈时间', 'Sent at'],
  'robotFeedback.removeConfirm': ['确定删除这条反馈吗？', 'Remove this feedback?'],
};
export default labels;
