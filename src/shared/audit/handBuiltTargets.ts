// The audit targets of hand-built screens, which no collection or document definition describes:
// their key (the server's audit rows name it, as a collection unless `kind` says document), title
// and the fields their changes name, for the history screen's filter and difference view
// (labels: ../i18n/auditTargets.ts). The server names each row's object from its own table
// (src/server/audit/titles.ts), so a key here is a key there.
import type { AuditTargetKind } from '../documents/audit';
import { POST_AUDIT_KEY } from '../alumni/posts';
import type { FieldDef } from '../resources/types';
import { MEMBER_KINDS } from '../members/constants';
import { IDENTITIES } from '../domain/people';

export interface HandBuiltTarget {
  key: string;
  /** how its rows name it (default 'collection') */
  kind?: AuditTargetKind;
  title: string;
  fields: FieldDef[];
}

/** Every hand-built audit key, by what it records. */
export const HAND_BUILT_KEYS = {
  alumniPosts: POST_AUDIT_KEY,
  serviceCards: 'serviceCards',
  businessPackages: 'businessPackages',
  roleMembers: 'roleMembers',
  labelMembers: 'labelMembers',
  matrixMembers: 'matrixMembers',
  chatClassMembers: 'chatClassMembers',
  appKeys: 'appKeys',
  robotQuestionTypes: 'robotQuestionTypes',
  robotQuestions: 'robotQuestions',
  presetRoles: 'presetRoles',
  presetPeople: 'presetPeople',
  quickAuthorization: 'quickAuthorization',
  monitorApis: 'monitorApis',
  photos: 'photos',
  imports: 'imports',
  photoImports: 'photoImports',
  newsSync: 'newsSync',
  dictionaries: 'dictionaries',
  adminAccounts: 'adminAccounts',
} as const satisfies Record<string, string>;

/** the audit keys of the service-card designer and business packages (their writes name them) */
export const SERVICE_CARDS_AUDIT_KEY = HAND_BUILT_KEYS.serviceCards;
export const PACKAGE_AUDIT_KEY = HAND_BUILT_KEYS.businessPackages;

const field = (name: string, type: FieldDef['type'] = 'text', extra: Partial<FieldDef> = {}): FieldDef => ({
  name,
  column: name,
  label: `auditTarget.field.${name}`,
  type,
  ...extra,
});
const staticOptions = (values: readonly string[], label: (v: string) => string): FieldDef['options'] => ({
  kind: 'static',
  items: values.map((value) => ({ value, label: label(value) })),
});
const kindField = field('kind', 'select', { options: staticOptions(MEMBER_KINDS, (v) => `auditTarget.kind.${v}`) });
const identityField = field('identity', 'select', { options: staticOptions(IDENTITIES, (v) => `identity.${v}`) });
/** what became of a job the history records (queued by hand, cancelled, undone) */
const stateField = field('state', 'select', { options: staticOptions(['queued', 'cancelled', 'undone'], (v) => `auditTarget.state.${v}`) });
/** who joined or left a group: their names (with numbers), how many, of which kind */
const memberFields = [field('members', 'textarea'), field('count', 'number'), kindField];
const memberTarget = (key: string, title: string): HandBuiltTarget => ({ key, title, fields: memberFields });

export const HAND_BUILT_TARGETS: HandBuiltTarget[] = [
  { key: POST_AUDIT_KEY, title: 'auditTarget.alumniPosts', fields: [field('status'), field('blockReason'), field('reports', 'number')] },
  { key: SERVICE_CARDS_AUDIT_KEY, title: 'auditTarget.serviceCards', fields: [field('name')] },
  { key: PACKAGE_AUDIT_KEY, title: 'auditTarget.businessPackages', fields: [field('name'), field('code'), field('version')] },
  memberTarget(HAND_BUILT_KEYS.roleMembers, 'auditTarget.roleMembers'),
  memberTarget(HAND_BUILT_KEYS.labelMembers, 'auditTarget.labelMembers'),
  memberTarget(HAND_BUILT_KEYS.matrixMembers, 'auditTarget.matrixMembers'),
  memberTarget(HAND_BUILT_KEYS.chatClassMembers, 'auditTarget.chatClassMembers'),
  { key: HAND_BUILT_KEYS.appKeys, title: 'auditTarget.appKeys', fields: [field('secret')] },
  { key: HAND_BUILT_KEYS.robotQuestionTypes, title: 'auditTarget.robotQuestionTypes', fields: [field('name'), field('sort', 'number')] },
  {
    key: HAND_BUILT_KEYS.robotQuestions,
    title: 'auditTarget.robotQuestions',
    fields: [field('question'), field('answer', 'textarea'), field('type'), field('similar', 'textarea'), field('enabled', 'switch')],
  },
  { key: HAND_BUILT_KEYS.presetRoles, title: 'auditTarget.presetRoles', fields: [field('services', 'textarea')] },
  {
    key: HAND_BUILT_KEYS.presetPeople,
    title: 'auditTarget.presetPeople',
    fields: [field('services', 'textarea'), field('mode'), field('members', 'textarea'), field('count', 'number'), kindField],
  },
  {
    key: HAND_BUILT_KEYS.quickAuthorization,
    title: 'auditTarget.quickAuthorization',
    // one row per entry and person: the three ticks of document 001 §7
    fields: [field('lookPerm', 'switch'), field('updateDataPerm', 'switch'), field('updateTablePerm', 'switch')],
  },
  { key: HAND_BUILT_KEYS.monitorApis, title: 'auditTarget.monitorApis', fields: [field('apis', 'textarea'), field('count', 'number')] },
  { key: HAND_BUILT_KEYS.photos, title: 'auditTarget.photos', fields: [field('members', 'textarea'), field('count', 'number'), identityField] },
  {
    key: HAND_BUILT_KEYS.imports,
    title: 'auditTarget.imports',
    fields: [field('file'), field('target'), stateField, field('removed', 'number'), field('restored', 'number')],
  },
  { key: HAND_BUILT_KEYS.photoImports, title: 'auditTarget.photoImports', fields: [field('file'), identityField, stateField] },
  { key: HAND_BUILT_KEYS.newsSync, kind: 'document', title: 'auditTarget.newsSync', fields: [stateField] },
  { key: HAND_BUILT_KEYS.dictionaries, title: 'auditTarget.dictionaries', fields: [field('entries', 'textarea')] },
  {
    key: HAND_BUILT_KEYS.adminAccounts,
    title: 'auditTarget.adminAccounts',
    fields: [field('account'), field('userName'), field('role'), field('enabled', 'switch'), field('password'), field('locked', 'switch')],
  },
];

/** The hand-built target of an audit row (its kind as the rows name it). */
export const handBuiltTarget = (key: string, kind: AuditTargetKind = 'collection') =>
  HAND_BUILT_TARGETS.find((t) => t.key === key && (t.kind ?? 'collection') === kind);
