// General behaviour (/generalConfig): the language and date and time formats the apps and the
// portal start with, the school's time zone (every time the console and the server show, and every
// day a filter names, reads in it: src/server/time/tenantZone.ts, src/client/lib/timeZone.ts), how long a signed-in session may stay idle, the upload limits told to users,
// and the help desk users are pointed to. The apps and the portal read the published version; the
// picture limit also governs every picture uploaded to this server (src/server/files/imageLimit.ts).
import { DEFAULT_TIME_ZONE, TIME_ZONES } from '../../dateTime';
import { IMAGE_CEILING_MB } from '../../resources/files';
import type { DocumentDef } from '../types';
import labels from './labels';

export const generalSettings: DocumentDef = {
  key: 'generalSettings',
  labels,
  demo: () => import('./demo'),
  route: '/generalConfig',
  scope: 'tenant',
  fields: [
    {
      name: 'defaultLanguage',
      column: 'default_language',
      label: 'generalSettings.defaultLanguage',
      type: 'select',
      required: true,
      default: 'zh-CN',
      options: {
        kind: 'static',
        items: [
          { value: 'zh-CN', label: 'generalSettings.languageZh' },
          { value: 'en', label: 'generalSettings.languageEn' },
        ],
      },
    },
    {
      name: 'dateFormat',
      column: 'date_format',
      label: 'generalSettings.dateFormat',
      type: 'select',
      required: true,
      default: 'YYYY-MM-DD',
      options: {
        kind: 'static',
        items: [
          { value: 'YYYY-MM-DD', label: 'generalSettings.dateDashed' },
          { value: 'YYYY/MM/DD', label: 'generalSettings.dateSlashed' },
          { value: 'YYYY年M月D日', label: 'generalSettings.dateChinese' },
        ],
      },
    },
    {
      name: 'timeFormat',
      column: 'time_format',
      label: 'generalSettings.timeFormat',
      type: 'select',
      required: true,
      default: 'HH:mm',
      options: {
        kind: 'static',
        items: [
          { value: 'HH:mm', label: 'generalSettings.time24' },
          { value: 'hh:mm A', label: 'generalSettings.time12' },
        ],
      },
    },
    {
      name: 'timeZone',
      column: 'time_zone',
      label: 'generalSettings.timeZone',
      type: 'select',
      required: true,
      default: DEFAULT_TIME_ZONE,
      options: { kind: 'static', items: TIME_ZONES.map((zone) => ({ value: zone, label: `generalSettings.zone.${zone}` })) },
    },
    {
      name: 'sessionIdleMinutes',
      column: 'session_idle_minutes',
      label: 'generalSettings.sessionIdleMinutes',
      type: 'number',
      required: true,
      integer: true,
      min: 5,
      max: 1440,
    },
    {
      name: 'imageUploadMaxMb',
      column: 'image_upload_max_mb',
      label: 'generalSettings.imageUploadMaxMb',
      type: 'number',
      required: true,
      integer: true,
      min: 1,
      // the server's hard ceiling: a published limit is never more than an upload may be
      max: IMAGE_CEILING_MB,
    },
    {
      name: 'fileUploadMaxMb',
      column: 'file_upload_max_mb',
      label: 'generalSettings.fileUploadMaxMb',
      type: 'number',
      required: true,
      integer: true,
      min: 1,
      max: 500,
    },
    {
      name: 'servicePhone',
      column: 'service_phone',
      label: 'generalSettings.servicePhone',
      type: 'text',
      maxLength: 20,
      pattern: { source: '^[0-9][0-9 -]{4,18}[0-9]$', message: 'generalSettings.servicePhone.pattern' },
    },
    {
      name: 'serviceEmail',
      column: 'service_email',
      label: 'generalSettings.serviceEmail',
      type: 'text',
      maxLength: 60,
      pattern: { source: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', message: 'generalSettings.serviceEmail.pattern' },
    },
    { name: 'serviceHours', column: 'service_hours', label: 'generalSettings.serviceHours', type: 'text', maxLength: 40 },
  ],
  defaults: {
    defaultLanguage: 'zh-CN',
    dateFormat: 'YYYY-MM-DD',
    timeFormat: 'HH:mm',
    timeZone: DEFAULT_TIME_ZONE,
    sessionIdleMinutes: 30,
    imageUploadMaxMb: 10,
    fileUploadMaxMb: 50,
    servicePhone: null,
    serviceEmail: null,
    serviceHours: null,
  },
};
