// Listing marks (/ListingMarkManagementIndex): the badges ("new", "hot", ...) the apps show on a
// service: a name (unique), a colour and an order the administrator drags. The calls are ours;
// baseService/getShelfLabel (document 000 §7, GET) answers the marks as the services' options and
// as the apps get them, shown above the list (a summary of chips).
// A mark still shown on a service cannot be removed.
import { CATALOGUE_PATHS } from '../../services/catalogue';
import { ResourceDef } from '../types';
import { orderedListParts, sortField } from '../orderedList';
import labels from './labels';

export const listingMarks: ResourceDef = {
  key: 'listingMarks',
  labels,
  demo: () => import('./demo'),
  route: '/ListingMarkManagementIndex',
  table: 'listing_marks',
  base: '/api/blade-platform/listingMark',
  ...orderedListParts(),
  publicRead: { fields: ['name', 'color'] },
  inUse: [{ table: 'services', column: 'mark_ids', array: true, message: 'listingMark.inUse' }],
  // the marks as the apps receive them (getShelfLabel: in their order, with their colours), above
  // the list as the screen opens and after each change
  tools: [
    {
      key: 'appBadges',
      label: 'listingMark.appBadges',
      kind: 'summary',
      call: { method: 'GET', path: CATALOGUE_PATHS.shelfLabels },
      onOpen: true,
      chips: (result) =>
        (Array.isArray(result) ? (result as { name?: unknown; color?: unknown }[]) : []).map((m) => ({
          text: String(m.name ?? ''),
          color: String(m.color ?? ''),
        })),
    },
  ],
  fields: [
    { name: 'name', column: 'name', label: 'listingMark.name', type: 'text', required: true, maxLength: 8, unique: true, filter: true, width: 160 },
    { name: 'color', column: 'color', label: 'listingMark.color', type: 'color', required: true, default: '#e03e2d', width: 120 },
    sortField('listingMark'),
  ],
};
