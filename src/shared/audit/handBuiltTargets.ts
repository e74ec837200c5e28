// The audit targets of hand-built screens, which no collection or document definition describes:
// their key (the server's audit rows name it as a collection), title and the fields their
// changes name, for the history screen's filter and difference view (labels: ../i18n/auditTargets.ts).
import { POST_AUDIT_KEY } from '../alumni/posts';
import type { FieldDef } from '../resources/types';

export interface HandBuiltTarget {
  key: string;
  title: string;
  fields: FieldDef[];
}

/** the audit keys of the service-card designer and business packages (their writes name them) */
export const SERVICE_CARDS_AUDIT_KEY = 'serviceCards';
export const PACKAGE_AUDIT_KEY = 'businessPackages';

const field = (name: string, type: FieldDef['type'] = 'text'): FieldDef => ({ name, column: name, label: `auditTarget.field.${name}`, type });

export const HAND_BUILT_TARGETS: HandBuiltTarget[] = [
  { key: POST_AUDIT_KEY, title: 'auditTarget.alumniPosts', fields: [field('status'), field('blockReason'), field('reports', 'number')] },
  { key: SERVICE_CARDS_AUDIT_KEY, title: 'auditTarget.serviceCards', fields: [] },
  { key: PACKAGE_AUDIT_KEY, title: 'auditTarget.businessPackages', fields: [] },
];

export const handBuiltTarget = (key: string) => HAND_BUILT_TARGETS.find((t) => t.key === key);
