// Save, publish and restore of one document, each one transaction that first locks the
// document's row (created on the first save) with SELECT … FOR UPDATE: two writes from the
// same base run one after the other, and the second finds its base stale and is refused with
// the changes it did not see. Every write that changes something leaves its audit row in the
// same transaction.
import type { DocumentConflict, DocumentState, FieldChange } from '../../shared/documents';
import { diffContent } from '../../shared/documents/diff';
import type { FieldError } from '../../shared/protocol';
import { recordAudit } from '../audit/record';
import type { Db } from '../db/schema';
import { inTransaction, Tx } from '../db/transaction';
import type { Translate } from '../types';
import { prepareContent } from './content';
import { DocumentRow, DocumentTarget, normalise, stateOf, versionContent } from './store';
import { docDb } from './tables';

export interface WriteContext {
  /** the database, or a transaction already open (the seed) that the write joins */
  db: Db | Tx;
  t: Translate;
  actor: { account: string; name: string };
  /** the time the version and the audit row carry */
  now: Date;
}

export type WriteOutcome =
  | { ok: true; state: DocumentState; msg: string; written: boolean }
  | { ok: false; conflict: DocumentConflict }
  | { ok: false; errors: FieldError[] }
  | { ok: false; missingVersion: number };

/** Runs the write in its own transaction, or in the caller's when given one. */
const transaction = <T>(db: Db | Tx, work: (tx: Tx) => Promise<T>): Promise<T> => (db.isTransaction ? work(db as Tx) : inTransaction(db as Db, work));

interface Locked {
  row: DocumentRow;
  /** the newest version's content (the defaults before the first save) */
  newest: Record<string, unknown>;
}

/**
 * The document's row locked FOR UPDATE, then its newest content read by a second statement. Not
 * one joined query: on PostgreSQL a save that waited for the lock re-reads the locked row only, so
 * a version committed meanwhile came back with the new number and no content (a conflict answer
 * showed an empty document).
 */
async function selectLocked(tx: Tx, target: DocumentTarget): Promise<Locked | undefined> {
  const row = await docDb(tx)
    .selectFrom('documents')
    .select(['id', 'latest_version', 'published_version'])
    .where('tenant_id', '=', target.tenantId)
    .where('key', '=', target.def.key)
    .where('identity', '=', target.identity)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return undefined;
  const content = row.latest_version > 0 ? await versionContent(tx, target, row, row.latest_version) : null;
  return { row, newest: normalise(target.def, content) };
}

/** Locks the document's row, creating it (version 0) on its first write. */
async function lockDocument(tx: Tx, target: DocumentTarget): Promise<Locked> {
  const existing = await selectLocked(tx, target);
  if (existing) return existing;
  await docDb(tx)
    .insertInto('documents')
    .values({ tenant_id: target.tenantId, key: target.def.key, identity: target.identity })
    .onConflict((oc) => oc.columns(['tenant_id', 'key', 'identity']).doNothing())
    .execute();
  const created = await selectLocked(tx, target);
  if (!created) throw new Error(`document ${target.def.key} could not be created`);
  return created;
}

/** A base other than the newest version: the current state and what changed since the base. */
async function staleBase(tx: Tx, target: DocumentTarget, row: DocumentRow, newest: Record<string, unknown>, base: number): Promise<WriteOutcome | null> {
  if (base === row.latest_version) return null;
  const from = (await versionContent(tx, target, row, base)) ?? normalise(target.def, null);
  return { ok: false, conflict: { conflict: true, current: stateOf(target, row, newest), changes: diffContent(target.def.fields, from, newest) } };
}

const auditOf = (target: DocumentTarget, ctx: WriteContext, action: 'save' | 'publish' | 'restore', changes: FieldChange[]) => ({
  tenantId: target.tenantId,
  actor: ctx.actor,
  action,
  target: { kind: 'document' as const, key: target.def.key, id: target.identity || null },
  changes,
  at: ctx.now,
});

async function addVersion(
  tx: Tx,
  target: DocumentTarget,
  row: DocumentRow,
  ctx: WriteContext,
  v: { content: Record<string, unknown>; changes: FieldChange[]; publish: boolean; restoredFrom: number | null },
): Promise<DocumentRow> {
  const version = row.latest_version + 1;
  const d = docDb(tx);
  await d
    .insertInto('document_versions')
    .values({
      document_id: row.id,
      tenant_id: target.tenantId,
      version,
      state: v.publish ? 'published' : 'draft',
      content: JSON.stringify(v.content),
      by_account: ctx.actor.account,
      by_name: ctx.actor.name,
      at: ctx.now,
      published_at: v.publish ? ctx.now : null,
      restored_from: v.restoredFrom,
      changes: JSON.stringify(v.changes),
    })
    .execute();
  const published = v.publish ? version : row.published_version;
  await d
    .updateTable('documents')
    .set({ latest_version: version, published_version: published, updated_at: ctx.now })
    .where('id', '=', row.id)
    .where('tenant_id', '=', target.tenantId)
    .execute();
  return { id: row.id, latest_version: version, published_version: published };
}

/**
 * What stops the newest version being published: it is checked again by today's rules, since a
 * draft may be a restored old version, or hold an image since removed or a value a rule now
 * refuses. The apps never read content the form would not accept.
 */
async function publishProblems(tx: Tx, target: DocumentTarget, newest: Record<string, unknown>, ctx: WriteContext): Promise<WriteOutcome | null> {
  const checked = await prepareContent(target.def, newest, newest, { db: tx, tenantId: target.tenantId, t: ctx.t });
  return checked.ok ? null : checked;
}

/** Marks the newest version published; the audit row holds what the apps now see differently. */
async function publishNewest(tx: Tx, target: DocumentTarget, row: DocumentRow, newest: Record<string, unknown>, ctx: WriteContext): Promise<DocumentRow> {
  const before = (await versionContent(tx, target, row, row.published_version ?? 0)) ?? normalise(target.def, null);
  const d = docDb(tx);
  await d
    .updateTable('document_versions')
    .set({ state: 'published', published_at: ctx.now })
    .where('document_id', '=', row.id)
    .where('tenant_id', '=', target.tenantId)
    .where('version', '=', row.latest_version)
    .execute();
  await d
    .updateTable('documents')
    .set({ published_version: row.latest_version, updated_at: ctx.now })
    .where('id', '=', row.id)
    .where('tenant_id', '=', target.tenantId)
    .execute();
  await recordAudit(tx, auditOf(target, ctx, 'publish', diffContent(target.def.fields, before, newest)));
  return { ...row, published_version: row.latest_version };
}

export function saveDocument(
  target: DocumentTarget,
  body: { baseVersion: number; content: Record<string, unknown>; publish?: boolean },
  ctx: WriteContext,
): Promise<WriteOutcome> {
  return transaction(ctx.db, async (tx): Promise<WriteOutcome> => {
    const { row, newest } = await lockDocument(tx, target);
    const stale = await staleBase(tx, target, row, newest, body.baseVersion);
    if (stale) return stale;
    const prepared = await prepareContent(target.def, newest, body.content, { db: tx, tenantId: target.tenantId, t: ctx.t });
    if (!prepared.ok) return prepared;
    const changes = diffContent(target.def.fields, newest, prepared.content);
    if (changes.length === 0 && row.latest_version > 0) {
      // nothing new to keep; a save-and-publish of an unpublished newest version still publishes it
      if (body.publish && row.published_version !== row.latest_version) {
        const invalid = await publishProblems(tx, target, newest, ctx);
        if (invalid) return invalid;
        const published = await publishNewest(tx, target, row, newest, ctx);
        return { ok: true, state: stateOf(target, published, newest), msg: ctx.t('document.published'), written: true };
      }
      return { ok: true, state: stateOf(target, row, newest), msg: ctx.t('document.unchanged'), written: false };
    }
    const before = body.publish ? ((await versionContent(tx, target, row, row.published_version ?? 0)) ?? normalise(target.def, null)) : null;
    const saved = await addVersion(tx, target, row, ctx, { content: prepared.content, changes, publish: !!body.publish, restoredFrom: null });
    await recordAudit(tx, auditOf(target, ctx, 'save', changes));
    if (before) await recordAudit(tx, auditOf(target, ctx, 'publish', diffContent(target.def.fields, before, prepared.content)));
    return { ok: true, state: stateOf(target, saved, prepared.content), msg: ctx.t(body.publish ? 'document.published' : 'common.saved'), written: true };
  });
}

export function publishDocument(target: DocumentTarget, body: { baseVersion: number }, ctx: WriteContext): Promise<WriteOutcome> {
  return transaction(ctx.db, async (tx): Promise<WriteOutcome> => {
    const { row, newest } = await lockDocument(tx, target);
    const stale = await staleBase(tx, target, row, newest, body.baseVersion);
    if (stale) return stale;
    if (row.latest_version === 0 || row.published_version === row.latest_version) {
      return { ok: true, state: stateOf(target, row, newest), msg: ctx.t('document.nothingToPublish'), written: false };
    }
    const invalid = await publishProblems(tx, target, newest, ctx);
    if (invalid) return invalid;
    const published = await publishNewest(tx, target, row, newest, ctx);
    return { ok: true, state: stateOf(target, published, newest), msg: ctx.t('document.published'), written: true };
  });
}

export function restoreDocument(target: DocumentTarget, body: { version: number; baseVersion: number }, ctx: WriteContext): Promise<WriteOutcome> {
  return transaction(ctx.db, async (tx): Promise<WriteOutcome> => {
    const { row, newest } = await lockDocument(tx, target);
    const stale = await staleBase(tx, target, row, newest, body.baseVersion);
    if (stale) return stale;
    const old = body.version >= 1 ? await versionContent(tx, target, row, body.version) : null;
    if (!old) return { ok: false, missingVersion: body.version };
    const changes = diffContent(target.def.fields, newest, old);
    const restored = await addVersion(tx, target, row, ctx, { content: old, changes, publish: false, restoredFrom: body.version });
    await recordAudit(tx, auditOf(target, ctx, 'restore', changes));
    return { ok: true, state: stateOf(target, restored, old), msg: ctx.t('document.restored', { version: body.version }), written: true };
  });
}

/**
 * "Discard draft": the newest version is a draft over a published one, and the document returns to
 * the published content as a new version marked published (the history keeps the draft; the apps
 * see nothing change). Recorded as a restore of the published version. Nothing published, or no
 * draft: a no-op answer.
 */
export function discardDraft(target: DocumentTarget, body: { baseVersion: number }, ctx: WriteContext): Promise<WriteOutcome> {
  return transaction(ctx.db, async (tx): Promise<WriteOutcome> => {
    const { row, newest } = await lockDocument(tx, target);
    const stale = await staleBase(tx, target, row, newest, body.baseVersion);
    if (stale) return stale;
    const published = row.published_version;
    if (published === null || published === row.latest_version)
      return { ok: true, state: stateOf(target, row, newest), msg: ctx.t('document.noDraft'), written: false };
    const content = (await versionContent(tx, target, row, published)) ?? normalise(target.def, null);
    const changes = diffContent(target.def.fields, newest, content);
    const back = await addVersion(tx, target, row, ctx, { content, changes, publish: true, restoredFrom: published });
    await recordAudit(tx, auditOf(target, ctx, 'restore', changes));
    return { ok: true, state: stateOf(target, back, content), msg: ctx.t('document.draftDiscarded', { version: published }), written: true };
  });
}
