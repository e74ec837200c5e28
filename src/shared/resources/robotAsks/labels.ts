import type { Catalogue } from '../../i18n/types';

// Labels of the robot's question records.
const labels: Catalogue = {
  'robotAsk.question': ['提问内容', 'Question'],
  'robotAsk.answer': ['回答内容', 'Answer'],
  'robotAsk.matchedQuestion': ['匹配问题', 'Matched question'],
  'robotAsk.askedAt': ['提问时间', 'Asked at'],
  'robotAsk.asker': ['提问人', 'Asked by'],
  'robotAsk.removeConfirm': ['确定删除这条问答记录吗？', 'Remove this record?'],
};
export default labels;
