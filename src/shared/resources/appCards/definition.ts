// The app's application cards (/cardsConfig, document 000 §7 ospApplicationCardConfig, under /api/blade-brick): the tiles
// the apps' home shows, each with a name and a code unique within the school (the apps find a card
// by its code), its kind and size on the home grid, an optional icon (an upload, judged by its
// bytes), where a tap leads (checked by the url rule; the form's 检查地址 asks the server), its
// order, whether it is shown, and a remark. Saving a name or code another card holds is refused
// naming the field; ospApplicationCardConfig/checkReuse asks the same before saving
// (src/server/routes/appCards: { field, value, id? } → { reused }).
import { fullPath, ResourceDef } from '../types';
import labels from './labels';

export const APP_CARD_KINDS = ['service', 'news', 'notice', 'schedule', 'data'] as const;
export const APP_CARD_SIZES = ['small', 'wide', 'large'] as const;

const BASE = '/api/blade-brick/ospApplicationCardConfig';

export const appCards: ResourceDef = {
  key: 'appCards',
  labels,
  demo: () => import('./demo'),
  route: '/cardsConfig',
  table: 'app_cards',
  base: BASE,
  calls: {
    list: { method: 'POST', path: 'page', shape: 'query' },
    save: { method: 'POST', path: 'save', shape: 'record' },
    update: { method: 'POST', path: 'update', shape: 'record' },
    remove: { method: 'POST', path: 'remove', shape: 'ids' },
  },
  // the form asks it for the card name and code before saving (features/resources saveRecord)
  reuseCheck: { method: 'POST', path: 'checkReuse' },
  orderBy: { column: 'sort', direction: 'asc' },
  maxRemove: 100,
  detailView: true,
  fields: [
    { name: 'cardName', column: 'card_name', label: 'appCard.cardName', type: 'text', required: true, unique: true, maxLength: 20, filter: true, width: 160 },
    {
      name: 'cardCode',
      column: 'card_code',
      label: 'appCard.cardCode',
      type: 'text',
      required: true,
      unique: true,
      maxLength: 40,
      filter: true,
      width: 160,
      pattern: { source: '^[a-z][a-z0-9_-]{1,39}$', message: 'appCard.cardCode.pattern' },
    },
    {
      name: 'cardKind',
      column: 'card_kind',
      label: 'appCard.cardKind',
      type: 'select',
      required: true,
      filter: true,
      default: 'service',
      width: 110,
      options: { kind: 'static', items: APP_CARD_KINDS.map((k) => ({ value: k, label: `appCard.cardKind.${k}` })) },
    },
    {
      name: 'cardSize',
      column: 'card_size',
      label: 'appCard.cardSize',
      type: 'select',
      required: true,
      default: 'small',
      width: 100,
      options: { kind: 'static', items: APP_CARD_SIZES.map((s) => ({ value: s, label: `appCard.cardSize.${s}` })) },
    },
    { name: 'icon', column: 'icon', label: 'appCard.icon', type: 'image', width: 80 },
    { name: 'targetUrl', column: 'target_url', label: 'appCard.targetUrl', type: 'url', maxLength: 500, width: 240 },
    { name: 'sort', column: 'sort', label: 'appCard.sort', type: 'number', integer: true, min: 0, max: 999999, default: 0, width: 80 },
    { name: 'enabled', column: 'enabled', label: 'appCard.enabled', type: 'switch', default: true, filter: true, width: 80 },
    { name: 'remark', column: 'remark', label: 'appCard.remark', type: 'textarea', maxLength: 200, list: false },
  ],
};

/** the reuse check of a card name or code (the unique fields), beside the collection's own calls */
export const APP_CARD_CHECK_REUSE_PATH = fullPath(appCards, appCards.reuseCheck!.path);
