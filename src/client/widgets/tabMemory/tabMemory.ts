// Per-session screen choices (document 002 §2): the active tab of a few screens is kept for the
// browser session, so coming back to the screen shows the tab the user left. Each starts on the
// basic page. Storage failures (private mode, quota) fall back to the default silently: a lost
// tab choice is not worth an error.
import { DEFAULT_REMEMBERED_TAB } from '../../../shared/domain/ui';

/** The screens whose tab is remembered, as the document lists them. */
export const REMEMBERED_TAB_KEYS = [
  'serviceClassify',
  'serviceOverview',
  'serviceScore',
  'serviceAccessRecord',
  'serviceCollectionStatistics',
  'visitCount',
  'visitLog',
  'waitHandleType',
] as const;
export type RememberedTabKey = (typeof REMEMBERED_TAB_KEYS)[number];

const STORAGE_PREFIX = 'console.tab.';
export const tabStorageKey = (key: RememberedTabKey): string => STORAGE_PREFIX + key;

export function readRememberedTab(key: RememberedTabKey, storage: Storage | undefined = safeSessionStorage()): string {
  try {
    return storage?.getItem(tabStorageKey(key)) || DEFAULT_REMEMBERED_TAB;
  } catch {
    return DEFAULT_REMEMBERED_TAB;
  }
}

export function rememberTab(key: RememberedTabKey, tab: string, storage: Storage | undefined = safeSessionStorage()): void {
  try {
    storage?.setItem(tabStorageKey(key), tab);
  } catch {
    // the choice simply is not remembered
  }
}

/** Reading `window.sessionStorage` itself throws where storage is blocked. */
function safeSessionStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
