// The electronic ID card of one identity (/EIdConfigNewStudent, /EIdConfigSTUDENT,
// /EIdConfigGRADUATE_STUDENT, /EIdConfigTEACHER, /EIdConfigOTHER): whether people of that
// identity have it, what the card shows and how it looks, and how often its code refreshes. One
// per-identity document; each route opens it on its own identity. The app reads the published
// card with ?identity=; the e-ID as a whole (code type, offline use) is eIdGeneral.
import type { DocumentDef } from '../types';
import labels from './labels';

/** The person's fields a card can show, named as the people list row names them (PersonRow). */
export const CARD_FIELDS = ['name', 'gender', 'identifier', 'unitName', 'className', 'grade', 'validUntil'] as const;
export type CardField = (typeof CARD_FIELDS)[number];

export const REFRESH_MIN_SECONDS = 10;
export const REFRESH_MAX_SECONDS = 300;

export const eIdCard: DocumentDef = {
  key: 'eIdCard',
  labels,
  demo: () => import('./demo'),
  ownTitle: 'eIdCard.title',
  route: '/EIdConfigNewStudent',
  identityRoutes: {
    '/EIdConfigNewStudent': 'NEW_STUDENT',
    '/EIdConfigSTUDENT': 'STUDENT',
    '/EIdConfigGRADUATE_STUDENT': 'GRADUATE_STUDENT',
    '/EIdConfigTEACHER': 'TEACHER',
    '/EIdConfigOTHER': 'OTHER',
  },
  scope: 'tenantIdentity',
  face: 'eIdCard',
  fields: [
    { name: 'enabled', column: 'enabled', label: 'eIdCard.enabled', type: 'switch' },
    { name: 'cardTitle', column: 'card_title', label: 'eIdCard.cardTitle', type: 'text', required: true, maxLength: 20 },
    {
      name: 'shownFields',
      column: 'shown_fields',
      label: 'eIdCard.shownFields',
      type: 'multiSelect',
      required: true,
      options: { kind: 'static', items: CARD_FIELDS.map((f) => ({ value: f, label: `eIdCard.field.${f}` })) },
    },
    { name: 'showPhoto', column: 'show_photo', label: 'eIdCard.showPhoto', type: 'switch' },
    { name: 'background', column: 'background', label: 'eIdCard.background', type: 'image' },
    { name: 'themeColor', column: 'theme_color', label: 'eIdCard.themeColor', type: 'color', required: true },
    {
      name: 'refreshSeconds',
      column: 'refresh_seconds',
      label: 'eIdCard.refreshSeconds',
      type: 'number',
      required: true,
      integer: true,
      min: REFRESH_MIN_SECONDS,
      max: REFRESH_MAX_SECONDS,
    },
    { name: 'validityText', column: 'validity_text', label: 'eIdCard.validityText', type: 'text', maxLength: 40 },
  ],
  defaults: {
    enabled: false,
    cardTitle: '电子校园卡',
    shownFields: ['name', 'identifier', 'unitName'],
    showPhoto: true,
    background: null,
    themeColor: '#1f5fa8',
    refreshSeconds: 30,
    validityText: null,
  },
};
