// A checked archive becomes a version, in one transaction with its job's end and its audit row:
// a first code creates the package on that version; a known code adds the version as an upgrade
// (higher than every version recorded, else refused), which `save` applies. The archive now
// belongs to the version (the job forgets its name), so a failure here leaves no version and the
// job's end removes the archive.
import { compareVersions, PackageManifest } from '../../shared/platform/businessPackages';
import { recordAudit } from '../audit/record';
import type { Db } from '../db/schema';
import { inTransaction, isUniqueViolation } from '../db/transaction';
import { refuse } from '../refusal';
import { PACKAGE_AUDIT_KEY } from '../../shared/audit/handBuiltTargets';
import { packageDb, PackageJobRow } from './tables';

export interface CheckedArchive {
  manifest: PackageManifest;
  entryCount: number;
  size: number;
}

export async function recordVersion(db: Db, job: PackageJobRow, workerId: string, archive: CheckedArchive, now: Date): Promise<void> {
  const { manifest } = archive;
  const actor = { account: job.account, name: job.user_name };
  try {
    await inTransaction(db, async (raw) => {
      const tx = packageDb(raw);
      const existing = await tx
        .selectFrom('business_packages')
        .select(['id', 'version'])
        .where('tenant_id', '=', job.tenant_id)
        .where('code', '=', manifest.code)
        .forUpdate()
        .executeTakeFirst();
      let packageId: number;
      if (!existing) {
        const inserted = await tx
          .insertInto('business_packages')
          .values({
            tenant_id: job.tenant_id,
            code: manifest.code,
            name: manifest.name,
            description: manifest.description ?? '',
            version: manifest.version,
            status: 1,
            manifest: JSON.stringify(manifest),
            file_name: job.file_name,
            stored_name: job.stored_name,
            created_by: job.account,
            created_at: now,
            updated_by: job.account,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        packageId = inserted.id;
      } else {
        packageId = existing.id;
        const newest = await tx.selectFrom('business_package_versions').select('version').where('package_id', '=', packageId).execute();
        const highest = newest.map((v) => v.version).reduce((a, b) => (compareVersions(a, b) >= 0 ? a : b), existing.version);
        if (compareVersions(manifest.version, highest) <= 0)
          refuse('businessPackages.refused.versionNotHigher', { code: manifest.code, version: manifest.version, highest });
      }
      await tx
        .insertInto('business_package_versions')
        .values({
          package_id: packageId,
          tenant_id: job.tenant_id,
          version: manifest.version,
          description: manifest.description ?? '',
          manifest: JSON.stringify(manifest),
          file_name: job.file_name,
          stored_name: job.stored_name,
          size: archive.size,
          entry_count: archive.entryCount,
          created_by: job.account,
          created_at: now,
        })
        .execute();
      const ended = await tx
        .updateTable('business_package_jobs')
        .set({
          state: 'finished',
          finish_rate: 1,
          finished_at: now,
          stored_name: null,
          package_id: packageId,
          code: manifest.code,
          version: manifest.version,
          upgrade: !!existing,
        })
        .where('key', '=', job.key)
        .where('worker_id', '=', workerId)
        .executeTakeFirst();
      // taken over by another worker meanwhile: this one records nothing
      if (Number(ended.numUpdatedRows) !== 1) throw new Error(`package job ${job.key} is no longer this worker's`);
      await recordAudit(raw, {
        tenantId: job.tenant_id,
        actor,
        action: 'create',
        target: { kind: 'collection', key: PACKAGE_AUDIT_KEY, id: packageId },
        changes: [
          { path: 'code', before: null, after: manifest.code },
          { path: 'version', before: existing?.version ?? null, after: manifest.version },
        ],
        at: now,
      });
    });
  } catch (e) {
    // the same code uploaded twice at once: one of them is recorded, the other refused
    if (isUniqueViolation(e))
      refuse('businessPackages.refused.versionNotHigher', { code: manifest.code, version: manifest.version, highest: manifest.version });
    throw e;
  }
}
