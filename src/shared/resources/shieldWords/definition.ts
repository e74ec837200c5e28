// Alumni sensitive (shield) words, on the paths of document 000 §7. A word, the alumni actions
// it is checked on (action type list), and how a hit is dealt with (mechanism config).
import { ResourceDef } from '../types';
import labels from './labels';

export const shieldWords: ResourceDef = {
  key: 'shieldWords',
  labels,
  demo: () => import('./demo'),
  route: '/sensitiveWordManage',
  table: 'alumni_shield_words',
  base: '/api/blade-platform/platformalumniword',
  calls: {
    list: { method: 'POST', path: 'getAlumniWordList', shape: 'query' },
    save: { method: 'POST', path: 'save', shape: 'record' },
    update: { method: 'POST', path: 'update', shape: 'record' },
    remove: { method: 'POST', path: 'remove', shape: 'ids' },
  },
  orderBy: { column: 'updated_at', direction: 'desc' },
  maxRemove: 500,
  lookups: {
    actionTypes: { method: 'GET', path: 'getActionTypeList' },
    mechanisms: { method: 'GET', path: '/api/blade-platform/platformalumnimechanismconfig/list' },
  },
  // how each dealing mechanism treats a hit (document 000 §7: the dealing configuration is
  // fetched alongside the words)
  infoPanels: [{ lookup: 'mechanisms', title: 'shieldWord.mechanismInfo', nameKey: 'name', descriptionKey: 'description' }],
  fields: [
    { name: 'word', column: 'word', label: 'shieldWord.word', type: 'text', required: true, maxLength: 50, unique: true, filter: true, width: 220 },
    {
      name: 'actionType',
      column: 'action_type',
      label: 'shieldWord.actionType',
      type: 'select',
      required: true,
      filter: true,
      options: { kind: 'lookup', lookup: 'actionTypes', valueKey: 'code', labelKey: 'name', valueType: 'number' },
    },
    {
      name: 'mechanismId',
      column: 'mechanism_id',
      label: 'shieldWord.mechanism',
      type: 'select',
      required: true,
      filter: true,
      options: { kind: 'lookup', lookup: 'mechanisms', valueKey: 'id', labelKey: 'name', valueType: 'number' },
    },
    { name: 'enabled', column: 'enabled', label: 'shieldWord.enabled', type: 'switch', default: true, filter: true, width: 100 },
    { name: 'remark', column: 'remark', label: 'shieldWord.remark', type: 'textarea', maxLength: 200 },
  ],
};
