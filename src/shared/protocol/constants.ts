// Request-layer constants of document 002 §9 and document 000 §9.
export const TIMEOUT_DEFAULT_MS = 30_000;
export const TIMEOUT_LONG_MS = 50_000;
export const TIMEOUT_UPLOAD_MS = 600_000;
/** Access token lifetime: the "token time setting" 3000 of document 000 §9, in seconds. */
export const ACCESS_TOKEN_SECONDS = 3000;
export const REFRESH_TOKEN_SECONDS = 7 * 24 * 3600;
export const TOKEN_STORAGE_SUFFIX = 'x-access-token';
export const API_BASE = '/api';
export const PLATFORM = '/api/blade-platform';
export const WORKBENCH = '/api/blade-workbench';
export const BRICK = '/api/blade-brick';
export const AUTH = '/api/blade-auth';
/** The signed-in user's password change (signed like every console call). */
export const CHANGE_PASSWORD_PATH = `${AUTH}/password`;
/** The signed-in user's sign-out. */
export const LOGOUT_PATH = `${AUTH}/logout`;
/** The lock screen's password check. */
export const UNLOCK_PATH = `${AUTH}/unlock`;
/** What a session may call while its user must still change a published or handed-out password
 *  (the demo's, a first ADMIN_PASSWORD): the change itself, the sign-out, and the lock screen's
 *  password check (a locked screen must open again to reach the change); everything else is
 *  refused (HTTP 403, 1002) until the password is changed. */
export const WHILE_PASSWORD_MUST_CHANGE: readonly string[] = [CHANGE_PASSWORD_PATH, LOGOUT_PATH, UNLOCK_PATH];
/** Paths reachable without a signature (PROTOCOL.md). */
export const UNSIGNED_PATHS = ['/api/blade-auth/token', '/api/blade-auth/refresh', '/config.json'];
