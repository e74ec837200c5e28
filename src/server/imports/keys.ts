// Identifiers handed to the console: unguessable, so knowing one tenant's key never lets another
// tenant guess a neighbour (every lookup is also scoped by the caller's tenant).
import { randomBytes } from 'node:crypto';

const token = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;

export const newUploadId = () => token('up_');
export const newJobKey = () => token('imp_');
export const newErrorKey = () => token('err_');
