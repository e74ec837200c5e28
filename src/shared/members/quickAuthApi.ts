// The wire contract of quick authorization (document 001 §3 "Member authorization", §7): the
// data directory of directories and tables, its members' ticks, and the save array. Conventions
// as in api.ts.
import { WORKBENCH } from '../protocol/constants';
import type { Paging } from './api';
import type { DirectoryType } from './constants';

export const AUTH_PATHS = {
  /** DirectoryListBody → Page<DirectoryRow> (ours) */
  directoryList: `${WORKBENCH}/dataDirectory/list`,
  /** AuthUserListBody → Page<AuthUserRow> (document 001 §7 quick authorization list; path ours) */
  authUserList: `${WORKBENCH}/dataDirectory/authUserList`,
  /** AuthSaveItem[] → {saved} (document 001 §7 quick authorization save; path ours) */
  authSave: `${WORKBENCH}/dataDirectory/authSave`,
} as const;

export interface DirectoryRow {
  id: number;
  parentId: number | null;
  type: DirectoryType;
  name: string;
  note: string | null;
  /** entries directly below (0 for FILE) */
  childCount: number;
  /** members holding any permission on it */
  authorizedCount: number;
  createdAt: string;
}
/** Without parentId: the top level; with name: matching entries at any level. */
export interface DirectoryListBody extends Paging {
  tenantId?: string;
  parentId?: number;
  name?: string;
  type?: DirectoryType;
}

/**
 * The quick authorization list (document 001 §7): the tenant's members who can be granted
 * (teachers and other users, account = work number or account), with their ticks on the entry.
 * dataSortStr: 'field ORDER,...' over account and realName.
 */
export interface AuthUserListBody extends Paging {
  tenantId?: string;
  businessDataId: number;
  dataSortStr?: string;
  /** at most 30 characters: start of the account */
  account?: string;
  /** at most 30 characters: part of the name */
  name?: string;
}
export interface AuthUserRow {
  id: number;
  account: string;
  realName: string;
  lookPerm: boolean;
  updateDataPerm: boolean;
  updateTablePerm: boolean;
}
/** One item of the save array (document 001 §7); all false removes the member's grant. */
export interface AuthSaveItem {
  businessDataId: number;
  userId: number;
  lookPerm: boolean;
  updateDataPerm: boolean;
  updateTablePerm: boolean;
}
export const AUTH_SAVE_MAX = 200;
