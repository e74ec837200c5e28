// The electronic ID as a whole (/EIdConfiguration): the master switch, the kind of code the
// cards show, whether a card may be shown offline and for how long, and the anti-screenshot
// watermark. What each identity's card shows is that identity's eIdCard.
import type { DocumentDef } from '../types';
import labels from './labels';

export const CODE_TYPES = ['qr', 'barcode'] as const;

export const eIdGeneral: DocumentDef = {
  key: 'eIdGeneral',
  labels,
  demo: () => import('./demo'),
  route: '/EIdConfiguration',
  scope: 'tenant',
  fields: [
    { name: 'enabled', column: 'enabled', label: 'eIdGeneral.enabled', type: 'switch' },
    {
      name: 'codeType',
      column: 'code_type',
      label: 'eIdGeneral.codeType',
      type: 'select',
      required: true,
      options: { kind: 'static', items: CODE_TYPES.map((c) => ({ value: c, label: `eIdGeneral.codeType.${c}` })) },
    },
    { name: 'offlineAllowed', column: 'offline_allowed', label: 'eIdGeneral.offlineAllowed', type: 'switch' },
    { name: 'offlineHours', column: 'offline_hours', label: 'eIdGeneral.offlineHours', type: 'number', required: true, integer: true, min: 1, max: 72 },
    { name: 'watermark', column: 'watermark', label: 'eIdGeneral.watermark', type: 'switch' },
    { name: 'watermarkText', column: 'watermark_text', label: 'eIdGeneral.watermarkText', type: 'text', maxLength: 20 },
    { name: 'notice', column: 'notice', label: 'eIdGeneral.notice', type: 'textarea', maxLength: 300 },
  ],
  defaults: { enabled: false, codeType: 'qr', offlineAllowed: false, offlineHours: 24, watermark: true, watermarkText: null, notice: null },
};
