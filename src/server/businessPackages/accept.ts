// The upload call's work once the body is read: judge the archive (inspect.ts: a zip by content,
// every entry safe, no bomb), keep it under its generated name and queue its job. Nothing stays
// behind when the archive is refused.
import type { PackageUploadResult } from '../../shared/platform/businessPackages';
import type { Db } from '../db/schema';
import { displayName } from '../imports/upload/acceptUpload';
import { inspectPackage } from './inspect';
import { newPackageJobKey } from './keys';
import type { ReceivedPackage } from './receive';
import type { PackageStore } from './store';
import { packageDb } from './tables';

export interface UploadContext {
  db: Db;
  store: PackageStore;
  tenantId: string;
  userId: number;
  account: string;
  userName: string;
  now: Date;
}

export async function acceptPackage(ctx: UploadContext, received: ReceivedPackage): Promise<PackageUploadResult> {
  const stored = received.storedName;
  try {
    await inspectPackage(received.staged.path);
    await received.staged.keep();
    const key = newPackageJobKey();
    await packageDb(ctx.db)
      .insertInto('business_package_jobs')
      .values({
        key,
        tenant_id: ctx.tenantId,
        user_id: ctx.userId,
        account: ctx.account,
        user_name: ctx.userName,
        file_name: displayName(received.fileName) || 'package.zip',
        stored_name: stored,
        state: 'queued',
        package_id: null,
        code: null,
        version: null,
        worker_id: null,
        heartbeat_at: null,
        started_at: null,
        finished_at: null,
        error_msg: null,
        error_params: null,
        created_at: ctx.now,
      })
      .execute();
    return { redisKey: key };
  } catch (e) {
    await received.staged.discard();
    await ctx.store.remove(stored);
    throw e;
  }
}
