// Theme articles of the alumni circle (/AlumniDHTML, document 002 §7 themeArticle): a title
// (unique), a cover picture (file/upload), the body in rich text (kept to the allowlist by the
// server), an optional quoted public-account message chosen from richTextTitle/mpMessageList (the
// tenant's messages, migration 035), published, an order and the publish time. One call adds and
// edits (saveOrUpdate: an id present means edit); the list is a GET.
import { ResourceDef } from '../types';
import labels from './labels';

export const themeArticles: ResourceDef = {
  key: 'themeArticles',
  labels,
  demo: () => import('./demo'),
  route: '/AlumniDHTML',
  table: 'theme_articles',
  base: '/api/blade-platform/themeArticle',
  calls: {
    list: { method: 'GET', path: 'list', shape: 'query' },
    detail: { method: 'POST', path: 'detail' },
    submit: { method: 'POST', path: 'saveOrUpdate', shape: 'record' },
    remove: { method: 'POST', path: 'remove', shape: 'ids' },
  },
  orderBy: { column: 'sort', direction: 'asc' },
  maxRemove: 100,
  detailView: true,
  // published articles; the quoted public-account message is the console's reference, not the apps'
  publicRead: { fields: ['title', 'cover', 'body', 'publishedAt'], when: { field: 'published', value: true } },
  lookups: {
    mpMessages: { method: 'POST', path: 'richTextTitle/mpMessageList' },
  },
  fields: [
    { name: 'title', column: 'title', label: 'themeArticle.articleTitle', type: 'text', required: true, maxLength: 60, unique: true, filter: true, width: 240 },
    { name: 'cover', column: 'cover', label: 'themeArticle.cover', type: 'image', width: 100 },
    { name: 'body', column: 'body', label: 'themeArticle.body', type: 'richText', required: true, maxLength: 20000, list: false },
    {
      name: 'mpMessageId',
      column: 'mp_message_id',
      label: 'themeArticle.mpMessage',
      type: 'select',
      width: 220,
      options: { kind: 'lookup', lookup: 'mpMessages', valueKey: 'id', labelKey: 'title', valueType: 'number' },
    },
    { name: 'published', column: 'published', label: 'themeArticle.published', type: 'switch', default: false, filter: true, width: 90 },
    { name: 'sort', column: 'sort', label: 'themeArticle.sort', type: 'number', integer: true, min: 0, max: 999999, default: 0, width: 80 },
    { name: 'publishedAt', column: 'published_at', label: 'themeArticle.publishedAt', type: 'datetime', filter: true, width: 170 },
  ],
};
