// Typed calls of /api/blade-auth. Sign-in and refresh travel unsigned (UNSIGNED_PATHS); logout,
// unlock and the password change are signed like every other call.
import { AUTH, CHANGE_PASSWORD_PATH, Envelope } from '../../shared/protocol';
import type { AreaDef } from '../../shared/routes';
import type { Api } from './types';

import { RIGHTS_PATH, SessionRights } from '../../shared/rights/api';

export const SIGN_IN_PATH = `${AUTH}/token`;
export const REFRESH_PATH = `${AUTH}/refresh`;
export const LOGOUT_PATH = `${AUTH}/logout`;
export const UNLOCK_PATH = `${AUTH}/unlock`;
export { CHANGE_PASSWORD_PATH };

export interface Credentials {
  tenantId: string;
  account: string;
  password: string;
}

/** User info as the server sends it (document 002 §3: account, user_name and tenant_id). */
export interface UserInfo {
  userId: string | number;
  account: string;
  user_name: string;
  tenant_id: string;
}

export interface TokenGrant {
  accessToken: string;
  refreshToken: string;
  /** seconds */
  expiresIn: number;
}

export interface SignInResult extends TokenGrant {
  signingKey: string;
  tenantId: string;
  userInfo: UserInfo;
  permission: string[];
  menu: AreaDef[];
  /** the password is a published or handed-out one: the console asks for a new one at once */
  mustChangePassword?: boolean;
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

export const signIn = (api: Api, credentials: Credentials): Promise<Envelope<SignInResult>> =>
  api.request<SignInResult>({ method: 'POST', url: SIGN_IN_PATH, data: credentials });

export const logout = (api: Api): Promise<Envelope<unknown>> => api.request({ method: 'POST', url: LOGOUT_PATH, data: {} });

export const unlock = (api: Api, password: string): Promise<Envelope<unknown>> => api.request({ method: 'POST', url: UNLOCK_PATH, data: { password } });

/** 1000: changed (other sessions ended); 1002: wrong current password or too many attempts;
 *  9009: the new password breaks the rule (result: the field errors). */
export const changePassword = (api: Api, change: PasswordChange): Promise<Envelope<unknown>> =>
  api.request({ method: 'POST', url: CHANGE_PASSWORD_PATH, data: change });

/** The session's current permission and menu (issue 36), asked again after a 1002. */
export const fetchRights = (api: Api): Promise<Envelope<SessionRights>> => api.request({ method: 'POST', url: RIGHTS_PATH, data: {} });
