// The business packages' state (/cardsPackageConfig): the list (searched, paged), and four
// dialogs, each a status machine: the upload-and-follow flow (document 001 §4 "Import"), a
// package's versions, the edit, and the removal's confirm. Files stay in the file registry
// (STYLE.md #2): the flow holds the chosen zip's FileRef.
import { DEFAULT_PAGE_SIZE } from '../../../shared/paging';
import type { PackageJobStatus, PackageRow, PackageStatus, PackageVersionRow } from '../../../shared/platform/businessPackages';
import type { FileRef } from '../../lib/fileRegistry';
import type { Message, Problem } from '../../lib/problem';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface PackageListState {
  status: LoadStatus;
  rows: PackageRow[];
  total: number;
  problem: Problem | null;
  searchDraft: string;
  search: string;
  pageIndex: number;
  pageSize: number;
}

/**
 * closed → choosing (the upload dialog) → uploading (wait overlay) → polling (the progress
 * dialog; its close disabled) → finished | failed (close enabled) → closed. An upload the server
 * turns down goes back to choosing with its message.
 */
export type UploadStatus = 'closed' | 'choosing' | 'uploading' | 'polling' | 'finished' | 'failed';

export interface UploadFlowState {
  status: UploadStatus;
  /** a new version of a package (opened from its versions: blade-brick's upload), else a new
   *  package (the screen's button: blade-platform's upload); document 000 §7 lists both */
  upgrade: boolean;
  file: FileRef | null;
  /** why the picked files or the upload were turned down */
  fileProblem: Message | null;
  redisKey: string | null;
  progress: PackageJobStatus | null;
  /** why processing failed: the server's message */
  problem: Message | null;
}

export interface VersionsState {
  /** the package whose versions are shown; null: closed */
  packageId: number | null;
  packageName: string;
  status: LoadStatus | 'applying';
  rows: PackageVersionRow[];
  problem: Problem | null;
}

export interface EditDraft {
  name: string;
  description: string;
  status: PackageStatus;
}

export interface EditState {
  packageId: number | null;
  draft: EditDraft;
  saving: boolean;
  problem: Message | null;
}

export interface RemoveState {
  packageId: number | null;
  name: string;
  removing: boolean;
}

export interface BusinessPackagesState {
  list: PackageListState;
  upload: UploadFlowState;
  versions: VersionsState;
  edit: EditState;
  remove: RemoveState;
}

/** every list's default (document 002 §2) */
export const PAGE_SIZE = DEFAULT_PAGE_SIZE;

export const initialUploadFlow: UploadFlowState = {
  status: 'closed',
  upgrade: false,
  file: null,
  fileProblem: null,
  redisKey: null,
  progress: null,
  problem: null,
};

export const initialBusinessPackagesState: BusinessPackagesState = {
  list: { status: 'idle', rows: [], total: 0, problem: null, searchDraft: '', search: '', pageIndex: 1, pageSize: PAGE_SIZE },
  upload: initialUploadFlow,
  versions: { packageId: null, packageName: '', status: 'idle', rows: [], problem: null },
  edit: { packageId: null, draft: { name: '', description: '', status: 1 }, saving: false, problem: null },
  remove: { packageId: null, name: '', removing: false },
};
