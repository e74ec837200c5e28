// The tenant's packages: the list (newest first, searched by name or code), one package's
// versions (newest first), the edit of its name, description and status, applying one of its
// versions, and the removal of the package with its versions and their archives. Every lookup is
// scoped by the tenant, so another tenant's id answers like an unknown one; every write leaves an
// audit row in the same transaction.
import { compareVersions } from '../../shared/platform/businessPackages';
import type { PackageListBody, PackageRow, PackageSaveBody, PackageUpdateBody, PackageVersionRow } from '../../shared/platform/businessPackages';
import type { FieldChange } from '../../shared/documents/types';
import { recordAudit } from '../audit/record';
import type { Db } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { refuse } from '../refusal';
import { PACKAGE_AUDIT_KEY } from '../../shared/audit/handBuiltTargets';
import { packageRowOf, versionRowOf, VersionSize } from './rows';
import type { PackageStore } from './store';
import { packageDb, PackageDb, PackageTx } from './tables';

export interface Actor {
  account: string;
  name: string;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

async function findPackage(db: PackageDb | PackageTx, tenantId: string, id: number, lock = false) {
  let q = db.selectFrom('business_packages').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id);
  if (lock) q = q.forUpdate();
  return (await q.executeTakeFirst()) ?? refuse('businessPackages.refused.notFound');
}

/** each package's versions with their archives' sizes (the list shows the one in use's) */
async function versionsOf(db: PackageDb | PackageTx, packageIds: number[]): Promise<Map<number, VersionSize[]>> {
  const out = new Map<number, VersionSize[]>();
  if (packageIds.length === 0) return out;
  const rows = await db.selectFrom('business_package_versions').select(['package_id', 'version', 'size']).where('package_id', 'in', packageIds).execute();
  for (const r of rows) out.set(r.package_id, [...(out.get(r.package_id) ?? []), { version: r.version, size: Number(r.size) }]);
  return out;
}

export async function listPackages(
  raw: Db,
  tenantId: string,
  body: PackageListBody,
  index: number,
  size: number,
): Promise<{ data: PackageRow[]; total: number }> {
  const db = packageDb(raw);
  const search = body.name?.trim();
  let q = db.selectFrom('business_packages').where('tenant_id', '=', tenantId);
  if (search) {
    const like = `%${escapeLike(search)}%`;
    q = q.where((eb) => eb.or([eb('name', 'ilike', like), eb('code', 'ilike', like)]));
  }
  const { total } = await q.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await q
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(size)
    .offset((index - 1) * size)
    .execute();
  const versions = await versionsOf(
    db,
    rows.map((r) => r.id),
  );
  return { data: rows.map((r) => packageRowOf(r, versions.get(r.id) ?? [])), total: Number(total) };
}

export async function listVersions(raw: Db, tenantId: string, id: number): Promise<PackageVersionRow[]> {
  const db = packageDb(raw);
  const pkg = await findPackage(db, tenantId, id);
  const rows = await db
    .selectFrom('business_package_versions')
    .select(['id', 'version', 'description', 'file_name', 'size', 'entry_count', 'created_by', 'created_at'])
    .where('package_id', '=', pkg.id)
    .where('tenant_id', '=', tenantId)
    .execute();
  return rows.map((r) => versionRowOf(r, pkg.version)).sort((a, b) => compareVersions(b.version, a.version));
}

async function rowAfter(tx: PackageDb | PackageTx, tenantId: string, id: number): Promise<PackageRow> {
  const pkg = await findPackage(tx, tenantId, id);
  return packageRowOf(pkg, (await versionsOf(tx, [id])).get(id) ?? []);
}

export function updatePackage(raw: Db, tenantId: string, body: PackageUpdateBody, actor: Actor, now: Date): Promise<PackageRow> {
  const next = { name: body.name.trim(), description: body.description.trim(), status: body.status };
  if (!next.name) refuse('businessPackages.refused.nameRequired', undefined, { field: 'name' });
  return inTransaction(raw, async (rawTx) => {
    const tx = packageDb(rawTx);
    const before = await findPackage(tx, tenantId, body.id, true);
    const changes: FieldChange[] = (['name', 'description', 'status'] as const)
      .filter((f) => before[f] !== next[f])
      .map((f) => ({ path: f, before: before[f], after: next[f] }));
    if (changes.length > 0) {
      await tx
        .updateTable('business_packages')
        .set({ ...next, updated_by: actor.account, updated_at: now })
        .where('id', '=', before.id)
        .where('tenant_id', '=', tenantId)
        .execute();
      await recordAudit(rawTx, { tenantId, actor, action: 'update', target: { kind: 'collection', key: PACKAGE_AUDIT_KEY, id: before.id }, changes, at: now });
    }
    return rowAfter(tx, tenantId, before.id);
  });
}

/** Applies one of the package's versions (an upgrade, or back to an older one). */
export function applyVersion(raw: Db, tenantId: string, body: PackageSaveBody, actor: Actor, now: Date): Promise<PackageRow> {
  return inTransaction(raw, async (rawTx) => {
    const tx = packageDb(rawTx);
    const before = await findPackage(tx, tenantId, body.id, true);
    const version = await tx
      .selectFrom('business_package_versions')
      .selectAll()
      .where('id', '=', body.versionId)
      .where('package_id', '=', before.id)
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst();
    if (!version) return refuse('businessPackages.refused.versionNotFound', undefined, { field: 'versionId' });
    if (version.version !== before.version) {
      await tx
        .updateTable('business_packages')
        .set({
          version: version.version,
          manifest: JSON.stringify(version.manifest),
          file_name: version.file_name,
          stored_name: version.stored_name,
          updated_by: actor.account,
          updated_at: now,
        })
        .where('id', '=', before.id)
        .where('tenant_id', '=', tenantId)
        .execute();
      await recordAudit(rawTx, {
        tenantId,
        actor,
        action: 'save',
        target: { kind: 'collection', key: PACKAGE_AUDIT_KEY, id: before.id },
        changes: [{ path: 'version', before: before.version, after: version.version }],
        at: now,
      });
    }
    return rowAfter(tx, tenantId, before.id);
  });
}

/** Removes the package and its versions; their archives go once the removal is committed. */
export async function removePackage(raw: Db, store: PackageStore, tenantId: string, id: number, actor: Actor, now: Date): Promise<void> {
  const files = await inTransaction(raw, async (rawTx) => {
    const tx = packageDb(rawTx);
    const pkg = await findPackage(tx, tenantId, id, true);
    const versions = await tx.selectFrom('business_package_versions').select('stored_name').where('package_id', '=', pkg.id).execute();
    await tx.deleteFrom('business_packages').where('id', '=', pkg.id).where('tenant_id', '=', tenantId).execute();
    await recordAudit(rawTx, {
      tenantId,
      actor,
      action: 'remove',
      target: { kind: 'collection', key: PACKAGE_AUDIT_KEY, id: pkg.id, title: pkg.name },
      changes: [
        { path: 'name', before: pkg.name, after: null },
        { path: 'code', before: pkg.code, after: null },
        { path: 'version', before: pkg.version, after: null },
      ],
      at: now,
    });
    return versions.map((v) => v.stored_name).filter((n): n is string => !!n);
  });
  for (const name of files) await store.remove(name);
}
