// Function proposals from people (/robotFucSuggest, document 000 §7 question/propose/list,
// /remove): title, content, who proposed it, when, and its status. The people's words are
// read-only; the status is the administrator's: accepted, done or declined, on a row or on the
// checked rows (one call, POST status { ids, status }).
import { ActionDef, ResourceDef } from '../types';
import labels from './labels';

const STATUS_CALL = { method: 'POST' as const, path: 'status', shape: 'ids' as const };
const statusAction = (key: string, value: number): ActionDef => ({
  key,
  label: `robotProposal.mark.${key}`,
  field: 'status',
  value,
  call: STATUS_CALL,
  row: true,
  batch: true,
  confirm: `robotProposal.mark.${key}.confirm`,
  hideWhenSet: true,
});

export const robotProposals: ResourceDef = {
  key: 'robotProposals',
  labels,
  demo: () => import('./demo'),
  route: '/robotFucSuggest',
  table: 'robot_proposals',
  base: '/api/blade-platform/question/propose',
  calls: {
    list: { method: 'POST', path: 'list', shape: 'query' },
    remove: { method: 'POST', path: 'remove', shape: 'ids' },
  },
  readOnly: true,
  actions: [statusAction('accepted', 1), statusAction('done', 2), statusAction('declined', 3)],
  orderBy: { column: 'proposed_at', direction: 'desc' },
  maxRemove: 500,
  exportable: true,
  fields: [
    { name: 'title', column: 'title', label: 'robotProposal.titleField', type: 'text', required: true, maxLength: 100, filter: true, width: 220 },
    { name: 'content', column: 'content', label: 'robotProposal.content', type: 'textarea', maxLength: 2000, width: 320 },
    { name: 'proposer', column: 'proposer', label: 'robotProposal.proposer', type: 'text', maxLength: 50, filter: true, width: 110 },
    { name: 'proposedAt', column: 'proposed_at', label: 'robotProposal.proposedAt', type: 'datetime', required: true, filter: true, width: 170 },
    {
      name: 'status',
      column: 'status',
      label: 'robotProposal.status',
      type: 'select',
      required: true,
      filter: true,
      default: 0,
      width: 100,
      options: {
        kind: 'static',
        items: [
          { value: 0, label: 'robotProposal.status.new' },
          { value: 1, label: 'robotProposal.status.accepted' },
          { value: 2, label: 'robotProposal.status.done' },
          { value: 3, label: 'robotProposal.status.declined' },
        ],
      },
    },
  ],
};
