// The sign-in and unlock forms' rules: every field required. Values are message keys.
// The change-password form adds the shared password rule (src/shared/auth/password.ts), the
// very function the server checks with.
import type { Credentials } from '../../api/auth';
import { PasswordProblem, passwordProblem } from '../../../shared/auth/password';

export type CredentialErrors = Partial<Record<keyof Credentials, string>>;

export function validateCredentials(c: Credentials): CredentialErrors {
  const errors: CredentialErrors = {};
  if (!c.tenantId.trim()) errors.tenantId = 'auth.tenantRequired';
  if (!c.account.trim()) errors.account = 'auth.accountRequired';
  if (!c.password) errors.password = 'auth.passwordRequired';
  return errors;
}

export const validateUnlock = (password: string): string | null => (password ? null : 'auth.passwordRequired');

export interface PasswordChangeForm {
  currentPassword: string;
  newPassword: string;
  repeatPassword: string;
}

/** Per field: a message key and its parameters. */
export type PasswordChangeErrors = Partial<Record<keyof PasswordChangeForm, PasswordProblem>>;

export function validatePasswordChange(form: PasswordChangeForm, account: string): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  if (!form.currentPassword) errors.currentPassword = { key: 'password.currentRequired' };
  const problem = passwordProblem(form.newPassword, { account, current: form.currentPassword || undefined });
  if (problem) errors.newPassword = problem;
  if (!form.repeatPassword) errors.repeatPassword = { key: 'password.repeatRequired' };
  else if (form.repeatPassword !== form.newPassword) errors.repeatPassword = { key: 'password.mismatch' };
  return errors;
}

/** The demo tenant the server seeds (shown as a hint on the sign-in page). */
