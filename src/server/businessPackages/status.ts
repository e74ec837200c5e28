// The polling call's answer from the job row: its state, the share read, the package and version
// it recorded, and a failed job's reason in the reader's language.
import type { PackageJobStatus } from '../../shared/platform/businessPackages';
import type { Translate } from '../types';
import type { PackageJobRow } from './tables';

export function packageJobStatus(job: PackageJobRow, t: Translate): PackageJobStatus {
  const finished = job.state === 'finished';
  return {
    redisKey: job.key,
    state: job.state,
    finished: finished ? 1 : 0,
    finishRate: finished ? 1 : Math.round(Number(job.finish_rate) * 10000) / 10000,
    fileName: job.file_name,
    packageId: job.package_id,
    code: job.code,
    version: job.version,
    upgrade: job.upgrade,
    errorMsg: job.error_msg ? t(job.error_msg, job.error_params ?? undefined) : null,
  };
}
