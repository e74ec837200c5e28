// Platform-wide switches (/globalConfig): maintenance mode and its window (the apps then show
// the maintenance page of /APPAbnormalCondition; the portal its own), the viewer's watermark
// over pages showing personal data, grey (mourning) mode for a span of days, and the oldest app
// version still allowed to run. The apps and the portal read the published version when they
// start and on resume.
import type { DocumentDef } from '../types';
import labels from './labels';

export const globalSwitches: DocumentDef = {
  key: 'globalSwitches',
  labels,
  demo: () => import('./demo'),
  route: '/globalConfig',
  scope: 'tenant',
  fields: [
    { name: 'maintenanceEnabled', column: 'maintenance_enabled', label: 'globalSwitches.maintenanceEnabled', type: 'switch', default: false },
    { name: 'maintenanceStart', column: 'maintenance_start', label: 'globalSwitches.maintenanceStart', type: 'datetime' },
    { name: 'maintenanceEnd', column: 'maintenance_end', label: 'globalSwitches.maintenanceEnd', type: 'datetime' },
    { name: 'maintenanceAdminsAllowed', column: 'maintenance_admins_allowed', label: 'globalSwitches.maintenanceAdminsAllowed', type: 'switch', default: true },
    { name: 'watermarkEnabled', column: 'watermark_enabled', label: 'globalSwitches.watermarkEnabled', type: 'switch', default: false },
    {
      name: 'watermarkContent',
      column: 'watermark_content',
      label: 'globalSwitches.watermarkContent',
      type: 'select',
      required: true,
      default: 'nameAndAccount',
      options: {
        kind: 'static',
        items: [
          { value: 'nameAndAccount', label: 'globalSwitches.watermarkNameAndAccount' },
          { value: 'account', label: 'globalSwitches.watermarkAccount' },
          { value: 'name', label: 'globalSwitches.watermarkName' },
        ],
      },
    },
    { name: 'watermarkExtraText', column: 'watermark_extra_text', label: 'globalSwitches.watermarkExtraText', type: 'text', maxLength: 20 },
    { name: 'greyModeEnabled', column: 'grey_mode_enabled', label: 'globalSwitches.greyModeEnabled', type: 'switch', default: false },
    {
      name: 'greyModeScope',
      column: 'grey_mode_scope',
      label: 'globalSwitches.greyModeScope',
      type: 'select',
      required: true,
      default: 'home',
      options: {
        kind: 'static',
        items: [
          { value: 'home', label: 'globalSwitches.greyHome' },
          { value: 'all', label: 'globalSwitches.greyAll' },
        ],
      },
    },
    { name: 'greyModeStart', column: 'grey_mode_start', label: 'globalSwitches.greyModeStart', type: 'date' },
    { name: 'greyModeEnd', column: 'grey_mode_end', label: 'globalSwitches.greyModeEnd', type: 'date' },
    {
      name: 'minAppVersion',
      column: 'min_app_version',
      label: 'globalSwitches.minAppVersion',
      type: 'text',
      maxLength: 20,
      pattern: { source: '^\\d{1,4}(\\.\\d{1,4}){1,3}$', message: 'globalSwitches.minAppVersion.pattern' },
    },
  ],
  ranges: [
    { from: 'maintenanceStart', to: 'maintenanceEnd', message: 'globalSwitches.endBeforeStart' },
    { from: 'greyModeStart', to: 'greyModeEnd', message: 'globalSwitches.endBeforeStart' },
  ],
  defaults: {
    maintenanceEnabled: false,
    maintenanceStart: null,
    maintenanceEnd: null,
    maintenanceAdminsAllowed: true,
    watermarkEnabled: false,
    watermarkContent: 'nameAndAccount',
    watermarkExtraText: null,
    greyModeEnabled: false,
    greyModeScope: 'home',
    greyModeStart: null,
    greyModeEnd: null,
    minAppVersion: null,
  },
};
