// The web portal's service hall (/serviceCenterConfig): its layout, the search box, the recently
// used, favourite and hot services sections, and the service categories it shows, in order. The
// apps' services tab is /AppServiceSetting's. The portal reads the published version.
import type { DocumentDef } from '../types';
import labels from './labels';

export const serviceCenter: DocumentDef = {
  key: 'serviceCenter',
  labels,
  demo: () => import('./demo'),
  route: '/serviceCenterConfig',
  scope: 'tenant',
  fields: [
    {
      name: 'layout',
      column: 'layout',
      label: 'serviceCenter.layout',
      type: 'select',
      required: true,
      default: 'grid',
      options: {
        kind: 'static',
        items: [
          { value: 'grid', label: 'serviceCenter.layoutGrid' },
          { value: 'list', label: 'serviceCenter.layoutList' },
        ],
      },
    },
    { name: 'columnsPerRow', column: 'columns_per_row', label: 'serviceCenter.columnsPerRow', type: 'number', required: true, integer: true, min: 3, max: 8 },
    { name: 'showSearch', column: 'show_search', label: 'serviceCenter.showSearch', type: 'switch', default: true },
    { name: 'searchPlaceholder', column: 'search_placeholder', label: 'serviceCenter.searchPlaceholder', type: 'text', maxLength: 30 },
    { name: 'showRecentlyUsed', column: 'show_recently_used', label: 'serviceCenter.showRecentlyUsed', type: 'switch', default: true },
    { name: 'showFavourites', column: 'show_favourites', label: 'serviceCenter.showFavourites', type: 'switch', default: true },
    {
      name: 'hotServicesCount',
      column: 'hot_services_count',
      label: 'serviceCenter.hotServicesCount',
      type: 'number',
      required: true,
      integer: true,
      min: 0,
      max: 20,
    },
    { name: 'openExternalInNewTab', column: 'open_external_in_new_tab', label: 'serviceCenter.openExternalInNewTab', type: 'switch', default: true },
    {
      name: 'categories',
      column: 'categories',
      label: 'serviceCenter.categories',
      type: 'records',
      maxItems: 30,
      of: [
        {
          name: 'code',
          column: 'code',
          label: 'serviceCenter.categoryCode',
          type: 'text',
          required: true,
          maxLength: 32,
          pattern: { source: '^[A-Za-z][A-Za-z0-9_-]*$', message: 'serviceCenter.categoryCode.pattern' },
        },
        { name: 'name', column: 'name', label: 'serviceCenter.categoryName', type: 'text', required: true, maxLength: 10 },
        { name: 'order', column: 'order', label: 'serviceCenter.categoryOrder', type: 'number', required: true, integer: true, min: 1, max: 99 },
        { name: 'enabled', column: 'enabled', label: 'serviceCenter.categoryEnabled', type: 'switch', default: true },
      ],
    },
  ],
  defaults: {
    layout: 'grid',
    columnsPerRow: 6,
    showSearch: true,
    searchPlaceholder: '搜索服务',
    showRecentlyUsed: true,
    showFavourites: true,
    hotServicesCount: 8,
    openExternalInNewTab: true,
    categories: [],
  },
};
