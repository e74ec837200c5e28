// Function proposals from people (/robotFucSuggest, document 000 §7 question/propose/list,
// /remove): title, content, who proposed it, when, and its status. Read-only.
import { ResourceDef } from '../types';
import labels from './labels';

export const robotProposals: ResourceDef = {
  key: 'robotProposals',
  labels,
  demo: () => import('./demo'),
  title: 'robotProposal.title',
  route: '/robotFucSuggest',
  table: 'robot_proposals',
  base: '/api/blade-platform/question/propose',
  calls: {
    list: { method: 'POST', path: 'list', shape: 'query' },
    remove: { method: 'POST', path: 'remove', shape: 'ids' },
  },
  readOnly: true,
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
