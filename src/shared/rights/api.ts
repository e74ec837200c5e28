// The wire contract of the administrators' accounts and the session's rights (issue 36). The
// paths are ours: the documents name none.
import type { AreaDef } from '../routes';

/** POST {} → SessionRights: the caller's current permission and menu (declared 'signedIn') */
export const RIGHTS_PATH = '/api/blade-auth/rights';

export const ADMIN_BASE = '/api/blade-system/adminUser';
export const ADMIN_PATHS = {
  /** POST {pageIndex?, pageSize?, keyword?} → {data: AdminAccountRow[], total} */
  list: `${ADMIN_BASE}/list`,
  /** POST {} → {id, name, builtIn}[]: the roles an account may be given */
  roles: `${ADMIN_BASE}/roles`,
  /** POST AdminSaveBody → {id, password?} (password: the generated one, shown once) */
  save: `${ADMIN_BASE}/save`,
  /** POST {id, userName, roleId} → {id} */
  update: `${ADMIN_BASE}/update`,
  /** POST {id, enabled} → {id} */
  setEnabled: `${ADMIN_BASE}/setEnabled`,
  /** POST {id, password?} → {password?}: a typed or generated password, to change at next sign-in */
  resetPassword: `${ADMIN_BASE}/resetPassword`,
  /** POST {id} → {id}: the sign-in throttle of the account is cleared */
  unlock: `${ADMIN_BASE}/unlock`,
} as const;

export interface SessionRights {
  permission: string[];
  menu: AreaDef[];
}

export interface AdminAccountRow {
  id: number;
  account: string;
  userName: string;
  roleId: number | null;
  roleName: string | null;
  /** the role gives every right */
  fullRights: boolean;
  enabled: boolean;
  mustChangePassword: boolean;
  /** ISO instant, or null: never signed in */
  lastSignInAt: string | null;
  /** the sign-in throttle holds the account (no attempt allowed now) */
  locked: boolean;
  /** the caller's own account */
  self: boolean;
}

export interface AdminSaveBody {
  account: string;
  userName: string;
  roleId: number;
  /** typed, or absent: one is generated */
  password?: string;
}

export interface AdminRoleOption {
  id: number;
  name: string;
  builtIn: boolean;
}
