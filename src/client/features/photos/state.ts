// The state of the user photo screen (state.photos): the identity tab, the list with its
// filters and checked rows, the picture being previewed, the removal notice and the settings
// dialog. Plain data only, so an action log replays to the same state.
//
//   list:     idle ─screenOpened / a search, page, tab, removal, photo import─> loading ─> ready | failed
//   removal:  idle ─removeClicked─> confirming ─removeConfirmed─> removing ─removed | removeFailed─> idle
//             idle ─removeAllClicked─> counting ─removeAllCounted (count > 0)─> confirming …
//             confirming ─removeCancelled─> idle          counting ─removeAllCounted (0) | removeFailed─> idle
//   config:   closed ─configOpened─> loading ─configLoaded─> editing ─configSubmitted─> saving
//             saving ─configRejected─> editing (reasons on the fields) │ ─configSaved─> closed
//             saving ─configSaveFailed─> editing   loading ─configLoadFailed─> closed   editing ─configClosed─> closed
import type { Identity } from '../../../shared/domain/people';
import type { PhotoConfig, PhotoRow } from '../../../shared/photos/api';
import { DEFAULT_PAGE_INDEX, DEFAULT_PAGE_SIZE } from '../../widgets/pagedTable/pagedQuery';
import { Problem } from '../../lib/problem';
import type { Message } from '../../lib/problem';

/** A message to show: a catalogue key (translated when shown) or a server's own words. */

/** The tabs, in the order the people screens list the identities. */
export const PHOTO_IDENTITIES: readonly Identity[] = ['NEW_STUDENT', 'STUDENT', 'GRADUATE_STUDENT', 'TEACHER', 'OTHER'];
export const DEFAULT_PHOTO_IDENTITY: Identity = 'NEW_STUDENT';

export interface PhotoFilters {
  name?: string;
  identifier?: string;
  /** 1 with a photo, 0 without; absent: both */
  hasPhoto?: 0 | 1;
}
export type PhotoFilterName = keyof PhotoFilters;

export type ListStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface PhotoListState {
  /** what the filter form shows, applied only when searched */
  filterDraft: PhotoFilters;
  /** the filters of the current list */
  filters: PhotoFilters;
  pageIndex: number;
  pageSize: number;
  rows: PhotoRow[];
  total: number;
  status: ListStatus;
  problem: Problem | null;
  /** checked person ids, of this page and others (cleared by a new search, tab or removal) */
  checked: string[];
}

export interface PreviewState {
  /** the signed link of the full photo */
  url: string;
  name: string;
}

export type RemovalStatus = 'idle' | 'counting' | 'confirming' | 'removing';

export interface RemovalState {
  status: RemovalStatus;
  /** 'rows': the photos of `ids`; 'all': every photo of the identity */
  scope: 'rows' | 'all';
  ids: string[];
  /** the person named when one row is removed; '' otherwise */
  name: string;
  /** 'all': how many photos the identity has, as the notice states */
  count: number;
}

/** The settings form as typed: numbers stay text until they are checked. */
export interface ConfigDraft {
  maxSizeKb: string;
  minWidth: string;
  minHeight: string;
  formats: PhotoConfig['formats'];
}
export type ConfigField = keyof ConfigDraft;
export const CONFIG_FIELDS: readonly ConfigField[] = ['maxSizeKb', 'minWidth', 'minHeight', 'formats'];

export type ConfigStatus = 'closed' | 'loading' | 'editing' | 'saving';

export interface ConfigState {
  status: ConfigStatus;
  values: ConfigDraft;
  /** a field's reason: the console's check (a key) or the server's 9009 reason (text) */
  errors: Partial<Record<ConfigField, Message>>;
}

export interface PhotosState {
  /** the screen is on show: events of a photo import or a removal only reload it then */
  opened: boolean;
  identity: Identity;
  list: PhotoListState;
  preview: PreviewState | null;
  removal: RemovalState;
  config: ConfigState;
}

export const draftOf = (config: PhotoConfig): ConfigDraft => ({
  maxSizeKb: String(config.maxSizeKb),
  minWidth: String(config.minWidth),
  minHeight: String(config.minHeight),
  formats: [...config.formats],
});

export const idleRemoval: RemovalState = { status: 'idle', scope: 'rows', ids: [], name: '', count: 0 };

export const initialList = (): PhotoListState => ({
  filterDraft: {},
  filters: {},
  pageIndex: DEFAULT_PAGE_INDEX,
  pageSize: DEFAULT_PAGE_SIZE,
  rows: [],
  total: 0,
  status: 'idle',
  problem: null,
  checked: [],
});

export const closedConfig = (): ConfigState => ({ status: 'closed', values: { maxSizeKb: '', minWidth: '', minHeight: '', formats: [] }, errors: {} });

export const initialPhotosState = (identity: Identity = DEFAULT_PHOTO_IDENTITY): PhotosState => ({
  opened: false,
  identity,
  list: initialList(),
  preview: null,
  removal: idleRemoval,
  config: closedConfig(),
});
