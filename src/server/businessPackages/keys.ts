// Job keys handed to the console (the dialog's redisKey): unguessable, and every lookup is also
// scoped by the caller's tenant, so another tenant's key answers like an unknown one.
import { randomBytes } from 'node:crypto';

export const newPackageJobKey = () => `bpk_${randomBytes(12).toString('hex')}`;
export const PACKAGE_JOB_KEY_PATTERN = '^bpk_[0-9a-f]{24}$';
