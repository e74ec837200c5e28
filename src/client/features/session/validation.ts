// The sign-in and unlock forms' rules: every field required. Values are message keys.
import type { Credentials } from '../../api/auth';

export type CredentialErrors = Partial<Record<keyof Credentials, string>>;

export function validateCredentials(c: Credentials): CredentialErrors {
  const errors: CredentialErrors = {};
  if (!c.tenantId.trim()) errors.tenantId = 'auth.tenantRequired';
  if (!c.account.trim()) errors.account = 'auth.accountRequired';
  if (!c.password) errors.password = 'auth.passwordRequired';
  return errors;
}

export const validateUnlock = (password: string): string | null => (password ? null : 'auth.passwordRequired');

/** The demo tenant the server seeds (shown as a hint on the sign-in page). */
