// What an audit entry's target is, read from the definitions: the collections
// (src/shared/resources), the configuration documents (src/shared/documents) and the hand-built
// screens' targets (src/shared/audit/handBuiltTargets.ts), each titled by its definition, with
// its fields for the difference view; and what names an entry's object (issue 29): its title
// the server kept (a record's name), a document's identity. Only this screen's chunk loads it.
import type { AuditEntry, AuditTargetKind } from '../../../shared/documents/audit';
import type { T } from '../../i18n';
import { documentByKey } from '../../../shared/documents';
import { DOCUMENTS } from '../../../shared/documents/list';
import { RESOURCES, resourceByKey } from '../../../shared/resources';
import type { FieldDef } from '../../../shared/resources/types';
import { handBuiltTarget, HAND_BUILT_TARGETS } from '../../../shared/audit/handBuiltTargets';
import { definitionTitle } from '../../../shared/definitionTitle';

export interface TargetOption {
  /** 'collection:<key>' or 'document:<key>' (the slice's target filter) */
  value: string;
  /** i18n key of the definition's title */
  title: string;
}

/** every collection and document as a target choice */
export const auditTargets = (): TargetOption[] => [
  ...RESOURCES.map((r) => ({ value: `collection:${r.key}`, title: definitionTitle(r) })),
  ...DOCUMENTS.map((d) => ({ value: `document:${d.key}`, title: definitionTitle(d) })),
  // the writes of hand-built screens (alumni moderation, the card designer, members, app keys…)
  ...HAND_BUILT_TARGETS.map((h) => ({ value: `${h.kind ?? 'collection'}:${h.key}`, title: h.title })),
];

const definitionOf = (kind: AuditTargetKind, key: string) => (kind === 'collection' ? resourceByKey(key) : documentByKey(key));

/** The title's i18n key (a target no definition knows any more: its key as it is). */
export function targetTitle(kind: AuditTargetKind, key: string): string {
  const handBuilt = handBuiltTarget(key, kind);
  if (handBuilt) return handBuilt.title;
  const def = definitionOf(kind, key);
  return def ? definitionTitle(def) : key;
}

/** What an entry is about, in the reader's language: the target's title and the object's name
 *  ("服务分类 · 学习"), a document per identity with its identity; never an id. */
export function entryName(t: T, e: AuditEntry): string {
  const what = t(targetTitle(e.target.kind, e.target.key));
  if (e.title) return `${what} · ${e.title}`;
  if (e.target.kind === 'document' && e.target.id && documentByKey(e.target.key)) return `${what} · ${t(`identity.${e.target.id}`)}`;
  return what;
}

/** A removal that kept its record: every change is a field as it was (before), nothing after. */
export const isSnapshot = (e: AuditEntry): boolean => e.action === 'remove' && e.changes.length > 0 && e.changes.every((c) => c.after === null);

/** The fields that name a change's path ([] for an unknown target: the path shows as it is). */
export const targetFields = (kind: AuditTargetKind, key: string): FieldDef[] => definitionOf(kind, key)?.fields ?? [];
