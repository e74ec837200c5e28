// Export job keys (the dialog's redisKey): random, so one tenant's key never lets another guess
// a neighbour; every lookup is also scoped by the caller's tenant.
import { randomBytes } from 'node:crypto';

export const EXPORT_KEY_PATTERN = '^exp_[0-9a-f]{24}$';

export const newExportKey = (): string => `exp_${randomBytes(12).toString('hex')}`;
