// Which personal fields people see and may change in the app (/inforMationConfig): one record per
// field of the people lists and details (src/shared/people/api.ts PersonDetail), each visible or
// not, editable or not, and whether a change waits for the school's review. The app shows a field
// only when it is visible, and offers to change it only when it is also editable.
import type { DocumentDef } from '../types';
import labels from './labels';

/** The person's own fields the app can show, named as PersonDetail names them; photo is the ID photo. */
export const PERSONAL_FIELDS = ['name', 'gender', 'identifier', 'idNumber', 'phone', 'email', 'unitName', 'className', 'grade', 'photo'] as const;

const row = (field: string, visible: boolean, editable: boolean, review = false) => ({ field, visible, editable, review });

export const personalFields: DocumentDef = {
  key: 'personalFields',
  labels,
  demo: () => import('./demo'),
  route: '/inforMationConfig',
  scope: 'tenant',
  fields: [
    { name: 'selfEdit', column: 'self_edit', label: 'personalFields.selfEdit', type: 'switch' },
    {
      name: 'fields',
      column: 'fields',
      label: 'personalFields.fields',
      type: 'records',
      maxItems: PERSONAL_FIELDS.length,
      of: [
        {
          name: 'field',
          column: 'field',
          label: 'personalFields.field',
          type: 'select',
          required: true,
          options: { kind: 'static', items: PERSONAL_FIELDS.map((f) => ({ value: f, label: `personalFields.field.${f}` })) },
        },
        { name: 'visible', column: 'visible', label: 'personalFields.visible', type: 'switch', default: true },
        { name: 'editable', column: 'editable', label: 'personalFields.editable', type: 'switch', default: false },
        { name: 'review', column: 'review', label: 'personalFields.review', type: 'switch', default: false },
      ],
    },
    { name: 'editNotice', column: 'edit_notice', label: 'personalFields.editNotice', type: 'textarea', maxLength: 200 },
  ],
  defaults: {
    selfEdit: false,
    fields: [
      row('name', true, false),
      row('gender', true, false),
      row('identifier', true, false),
      row('idNumber', false, false),
      row('phone', true, false),
      row('email', true, false),
      row('unitName', true, false),
      row('className', true, false),
      row('grade', true, false),
      row('photo', true, false),
    ],
    editNotice: null,
  },
};
