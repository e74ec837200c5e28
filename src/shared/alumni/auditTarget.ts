// The moderation decisions' audit target (collection 'alumniPosts'): its title and the fields a
// decision changes, for the history screen's filter and difference view.
import type { FieldDef } from '../resources/types';
import { POST_AUDIT_KEY } from './posts';

export const POST_AUDIT_TARGET: { key: string; title: string; fields: FieldDef[] } = {
  key: POST_AUDIT_KEY,
  title: 'alumniPosts.auditTitle',
  fields: [
    { name: 'status', column: 'status', label: 'alumniPosts.field.status', type: 'text' },
    { name: 'blockReason', column: 'block_reason', label: 'alumniPosts.field.blockReason', type: 'text' },
    { name: 'reports', column: 'open_reports', label: 'alumniPosts.field.reports', type: 'number' },
  ],
};
