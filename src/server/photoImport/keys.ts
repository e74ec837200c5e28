// Keys handed to the console (the dialog's redisKey): unguessable, and every lookup is also scoped
// by the caller's tenant, so another tenant's key answers like an unknown one.
import { randomBytes } from 'node:crypto';

export const newPhotoJobKey = () => `pim_${randomBytes(12).toString('hex')}`;
export const newPhotoErrorKey = () => `pie_${randomBytes(12).toString('hex')}`;
export const PHOTO_JOB_KEY_PATTERN = '^pim_[0-9a-f]{24}$';
export const PHOTO_ERROR_KEY_PATTERN = '^pie_[0-9a-f]{24}$';
