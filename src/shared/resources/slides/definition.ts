// The app's slideshows (/slideshowConfig, SCREENS.md: slides with image, link, order, time
// window, previewed as a carousel): a title, an uploaded picture (file/upload, judged by its
// bytes), where a tap leads, the place in the apps that shows it, a time window (the end after
// the start; no end: until disabled), enabled (row and batch actions) and an order the
// administrator drags. The apps read the showing slides through GET /api/public/slides/:tenant
// (src/shared/slides/api.ts). No legacy calls exist for it; the paths are ours.
import { SLIDE_PLACEMENTS } from '../../slides/api';
import { ResourceDef } from '../types';
import { enableActions } from '../enableActions';
import labels from './labels';

export const slides: ResourceDef = {
  key: 'slides',
  labels,
  demo: () => import('./demo'),
  route: '/slideshowConfig',
  table: 'slides',
  base: '/api/blade-platform/platformSlideshow',
  calls: {
    list: { method: 'POST', path: 'list', shape: 'query' },
    detail: { method: 'POST', path: 'detail' },
    submit: { method: 'POST', path: 'submit', shape: 'record' },
    remove: { method: 'POST', path: 'remove', shape: 'ids' },
    adjustOrder: { method: 'POST', path: 'adjustOrder', shape: 'order' },
  },
  actions: enableActions('slide'),
  orderField: 'sort',
  orderBy: { column: 'sort', direction: 'asc' },
  maxRemove: 100,
  detailView: true,
  ranges: [{ from: 'startsAt', to: 'endsAt', message: 'slide.endsAt.afterStart' }],
  preview: 'slidesCarousel',
  fields: [
    { name: 'title', column: 'title', label: 'slide.slideTitle', type: 'text', required: true, maxLength: 30, filter: true, width: 180 },
    { name: 'image', column: 'image', label: 'slide.image', type: 'image', required: true, width: 120 },
    { name: 'linkUrl', column: 'link_url', label: 'slide.linkUrl', type: 'url', maxLength: 500, width: 220 },
    {
      name: 'placement',
      column: 'placement',
      label: 'slide.placement',
      type: 'select',
      required: true,
      filter: true,
      default: 'homeTop',
      width: 120,
      options: { kind: 'static', items: SLIDE_PLACEMENTS.map((p) => ({ value: p, label: `slide.placement.${p}` })) },
    },
    { name: 'startsAt', column: 'starts_at', label: 'slide.startsAt', type: 'datetime', required: true, filter: true, width: 170 },
    { name: 'endsAt', column: 'ends_at', label: 'slide.endsAt', type: 'datetime', width: 170 },
    { name: 'enabled', column: 'enabled', label: 'slide.enabled', type: 'switch', default: true, filter: true, width: 80 },
    { name: 'sort', column: 'sort', label: 'slide.sort', type: 'number', integer: true, min: 0, max: 999999, default: 0, width: 80 },
  ],
};
