// What an audit entry's target is, read from the definitions: the collections
// (src/shared/resources) and the configuration documents (src/shared/documents), each titled by
// its definition, with its fields for the difference view. Only this screen's chunk loads it.
import type { AuditTargetKind } from '../../../shared/documents/audit';
import { documentByKey } from '../../../shared/documents';
import { DOCUMENTS } from '../../../shared/documents/list';
import { RESOURCES, resourceByKey } from '../../../shared/resources';
import type { FieldDef } from '../../../shared/resources/types';
import { handBuiltTarget, HAND_BUILT_TARGETS } from '../../../shared/audit/handBuiltTargets';

export interface TargetOption {
  /** 'collection:<key>' or 'document:<key>' (the slice's target filter) */
  value: string;
  /** i18n key of the definition's title */
  title: string;
}

/** every collection and document as a target choice */
export const auditTargets = (): TargetOption[] => [
  ...RESOURCES.map((r) => ({ value: `collection:${r.key}`, title: r.title })),
  ...DOCUMENTS.map((d) => ({ value: `document:${d.key}`, title: d.title })),
  // the writes of hand-built screens (alumni moderation, the card designer, business packages)
  ...HAND_BUILT_TARGETS.map((h) => ({ value: `collection:${h.key}`, title: h.title })),
];

const definitionOf = (kind: AuditTargetKind, key: string) => (kind === 'collection' ? (handBuiltTarget(key) ?? resourceByKey(key)) : documentByKey(key));

/** The title's i18n key (a target no definition knows any more: its key as it is). */
export const targetTitle = (kind: AuditTargetKind, key: string): string => definitionOf(kind, key)?.title ?? key;

/** The fields that name a change's path ([] for an unknown target: the path shows as it is). */
export const targetFields = (kind: AuditTargetKind, key: string): FieldDef[] => definitionOf(kind, key)?.fields ?? [];
