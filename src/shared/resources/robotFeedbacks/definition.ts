// Answers people marked as unhelpful (/robotFeedbackList, document 000 §7 question/feedBack/list,
// /remove): the question, the answer given, the person's own words, who and when. Read-only.
import { ResourceDef } from '../types';
import labels from './labels';

export const robotFeedbacks: ResourceDef = {
  key: 'robotFeedbacks',
  labels,
  demo: () => import('./demo'),
  route: '/robotFeedbackList',
  table: 'robot_feedbacks',
  base: '/api/blade-platform/question/feedBack',
  calls: {
    list: { method: 'POST', path: 'list', shape: 'query' },
    remove: { method: 'POST', path: 'remove', shape: 'ids' },
  },
  readOnly: true,
  orderBy: { column: 'feedback_at', direction: 'desc' },
  maxRemove: 500,
  exportable: true,
  fields: [
    { name: 'question', column: 'question', label: 'robotFeedback.question', type: 'text', required: true, maxLength: 500, filter: true, width: 240 },
    { name: 'answer', column: 'answer', label: 'robotFeedback.answer', type: 'textarea', maxLength: 2000, width: 280 },
    { name: 'words', column: 'words', label: 'robotFeedback.words', type: 'textarea', maxLength: 500, filter: true, width: 240 },
    { name: 'person', column: 'person', label: 'robotFeedback.person', type: 'text', maxLength: 50, filter: true, width: 110 },
    { name: 'feedbackAt', column: 'feedback_at', label: 'robotFeedback.feedbackAt', type: 'datetime', required: true, filter: true, width: 170 },
  ],
};
