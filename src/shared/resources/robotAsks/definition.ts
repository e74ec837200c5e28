// What people asked the robot (/robotFAQRecord, document 000 §7 questionQuiz/list, /remove): the
// question, the answer given, the library question it matched, when and who. Read-only: the
// administrator lists and removes.
import { ResourceDef } from '../types';
import labels from './labels';

export const robotAsks: ResourceDef = {
  key: 'robotAsks',
  labels,
  demo: () => import('./demo'),
  route: '/robotFAQRecord',
  table: 'robot_asks',
  base: '/api/blade-platform/questionQuiz',
  calls: {
    list: { method: 'POST', path: 'list', shape: 'query' },
    remove: { method: 'POST', path: 'remove', shape: 'ids' },
  },
  readOnly: true,
  orderBy: { column: 'asked_at', direction: 'desc' },
  maxRemove: 500,
  exportable: true,
  fields: [
    { name: 'question', column: 'question', label: 'robotAsk.question', type: 'text', required: true, maxLength: 500, filter: true, width: 260 },
    { name: 'answer', column: 'answer', label: 'robotAsk.answer', type: 'textarea', maxLength: 2000, width: 320 },
    { name: 'matchedQuestion', column: 'matched_question', label: 'robotAsk.matchedQuestion', type: 'text', maxLength: 500, width: 220 },
    { name: 'askedAt', column: 'asked_at', label: 'robotAsk.askedAt', type: 'datetime', required: true, filter: true, width: 170 },
    { name: 'asker', column: 'asker', label: 'robotAsk.asker', type: 'text', maxLength: 50, filter: true, width: 120 },
  ],
};
