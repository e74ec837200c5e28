// The password rule, one function for the console (the change-password dialog checks as the
// user types) and the server (the change call, the first administrator from the environment),
// so both refuse the same passwords with the same message keys.
//
// A new password needs at least PASSWORD_MIN_LENGTH characters (code points) and at least three
// of four kinds: lower-case letters, upper-case letters, digits, and anything else (symbols,
// spaces, Chinese characters…). It must not contain the account name (case-insensitive; a
// short account of one or two characters only must not equal it), must not be a published
// password (the demo one printed in the README), and must differ from the current one.

export const PASSWORD_MIN_LENGTH = 8;
/** The sign-in and change calls accept at most this many characters. */
export const PASSWORD_MAX_LENGTH = 128;
/** The demo tenants' administrator password, printed in the README and on the demo login page. */
export const DEMO_PASSWORD = 'Campus@2026';
/** Passwords anyone can read somewhere: never accepted as a new password. */
export const PUBLISHED_PASSWORDS: readonly string[] = [DEMO_PASSWORD];
/** How many of the four kinds a new password needs. */
export const PASSWORD_MIN_KINDS = 3;

export interface PasswordProblem {
  /** a message key of src/shared/i18n (password.*) */
  key: string;
  params?: Record<string, number>;
}

export interface PasswordContext {
  /** the account the password is for */
  account: string;
  /** the password it replaces, when known */
  current?: string;
}

/** Which of the four kinds the text uses: lower, upper, digit, other. */
export function passwordKinds(password: string): number {
  let lower = false;
  let upper = false;
  let digit = false;
  let other = false;
  for (const ch of password) {
    if (/\p{Ll}/u.test(ch)) lower = true;
    else if (/\p{Lu}/u.test(ch)) upper = true;
    else if (/\p{Nd}/u.test(ch)) digit = true;
    else other = true;
  }
  return Number(lower) + Number(upper) + Number(digit) + Number(other);
}

/** The first problem of a new password, or null when it is acceptable. */
export function passwordProblem(password: string, context: PasswordContext): PasswordProblem | null {
  if (!password) return { key: 'password.newRequired' };
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return { key: 'password.tooShort', params: { min: PASSWORD_MIN_LENGTH } };
  if (length > PASSWORD_MAX_LENGTH) return { key: 'password.tooLong', params: { max: PASSWORD_MAX_LENGTH } };
  if (passwordKinds(password) < PASSWORD_MIN_KINDS) return { key: 'password.tooSimple', params: { kinds: PASSWORD_MIN_KINDS } };
  const lowered = password.normalize('NFC').toLowerCase();
  const account = context.account.trim().normalize('NFC').toLowerCase();
  if (account && (account.length >= 3 ? lowered.includes(account) : lowered === account)) return { key: 'password.containsAccount' };
  if (PUBLISHED_PASSWORDS.some((p) => p.toLowerCase() === lowered)) return { key: 'password.published' };
  if (context.current !== undefined && context.current === password) return { key: 'password.sameAsCurrent' };
  return null;
}
