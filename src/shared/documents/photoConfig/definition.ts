// The photo settings of /userImgManage (document 000 "User image: config"): what the zip import
// accepts, the largest photo, the smallest picture and the formats. A document with its own
// screen: the photo screen's settings dialog keeps its form and makes the documented calls
// (`calls`), which read and save this document (src/server/photos/config.ts); the import follows
// its published version. Versions, history, the generic calls and the public read come with the
// mechanism.
import { DEFAULT_PHOTO_CONFIG, PHOTO_PATHS } from '../../photos/api';
import type { DocumentDef } from '../types';
import labels from './labels';

/** the largest photo a tenant may allow, in KB */
export const PHOTO_MAX_KB = 20_480;
/** the largest smallest width or height, in pixels */
export const PHOTO_MAX_SIDE = 10_000;
export const PHOTO_FORMATS = ['jpeg', 'png'] as const;

export const photoConfig: DocumentDef = {
  key: 'photoConfig',
  labels,
  demo: () => import('./demo'),
  ownTitle: 'photoConfig.title',
  route: '/userImgManage',
  ownScreen: true,
  serverRoutes: 'photoConfig',
  scope: 'tenant',
  fields: [
    { name: 'maxSizeKb', column: 'max_size_kb', label: 'photoConfig.maxSizeKb', type: 'number', integer: true, required: true, min: 1, max: PHOTO_MAX_KB },
    { name: 'minWidth', column: 'min_width', label: 'photoConfig.minWidth', type: 'number', integer: true, required: true, min: 0, max: PHOTO_MAX_SIDE },
    { name: 'minHeight', column: 'min_height', label: 'photoConfig.minHeight', type: 'number', integer: true, required: true, min: 0, max: PHOTO_MAX_SIDE },
    {
      name: 'formats',
      column: 'formats',
      label: 'photoConfig.formats',
      type: 'multiSelect',
      required: true,
      options: { kind: 'static', items: PHOTO_FORMATS.map((f) => ({ value: f, label: `photoConfig.format.${f}` })) },
    },
  ],
  defaults: {
    maxSizeKb: DEFAULT_PHOTO_CONFIG.maxSizeKb,
    minWidth: DEFAULT_PHOTO_CONFIG.minWidth,
    minHeight: DEFAULT_PHOTO_CONFIG.minHeight,
    formats: [...DEFAULT_PHOTO_CONFIG.formats],
  },
  calls: {
    /** POST {} → PhotoConfig: the published settings (the defaults before any) */
    config: { method: 'POST', path: PHOTO_PATHS.config, kind: 'read' },
    /** PhotoConfig → PhotoConfig: saved and published at once */
    saveConfig: { method: 'POST', path: PHOTO_PATHS.saveConfig, kind: 'write' },
  },
};
