// Request schemas of a document's calls, made from its definition. The content takes the
// definition's field names only (anything else is dropped); the field rules answer the values
// with labelled 9009 reasons. Identity-scoped documents name one identity of DOMAIN.md.
import { IDENTITIES } from '../../shared/domain/people';
import type { DocumentDef } from '../../shared/documents';
import { bodySchema, getQuerySchema, INT_MAX, PAGE_INDEX, PAGE_SIZE } from '../schemas/request';

export const VERSION = { type: 'integer', minimum: 0, maximum: INT_MAX } as const;

const scoped = (def: DocumentDef): Record<string, object> => (def.scope === 'tenant' ? {} : { identity: { type: 'string', enum: [...IDENTITIES] } });
const need = (def: DocumentDef, ...names: string[]) => (def.scope === 'tenant' ? names : ['identity', ...names]);

const contentSchema = (def: DocumentDef) => ({
  type: 'object',
  properties: Object.fromEntries(def.fields.filter((f) => !f.readOnly).map((f) => [f.name, {}])),
  additionalProperties: false,
});

export const detailSchema = (def: DocumentDef) => bodySchema(scoped(def), need(def));
/** the detail read by GET (a documented path): the identity in the query */
export const detailQuerySchema = (def: DocumentDef) => getQuerySchema(scoped(def), need(def));

export const saveSchema = (def: DocumentDef) =>
  bodySchema({ ...scoped(def), baseVersion: VERSION, content: contentSchema(def), publish: { type: 'boolean' } }, need(def, 'baseVersion', 'content'));

export const publishSchema = (def: DocumentDef) => bodySchema({ ...scoped(def), baseVersion: VERSION }, need(def, 'baseVersion'));

export const historySchema = (def: DocumentDef) => bodySchema({ ...scoped(def), current: PAGE_INDEX, size: PAGE_SIZE }, need(def));

export const diffSchema = (def: DocumentDef) => bodySchema({ ...scoped(def), from: VERSION, to: VERSION }, need(def, 'from', 'to'));

export const restoreSchema = (def: DocumentDef) =>
  bodySchema({ ...scoped(def), version: { ...VERSION, minimum: 1 }, baseVersion: VERSION }, need(def, 'version', 'baseVersion'));
