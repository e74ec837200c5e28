// The order and column display of each people list, kept for the browser session (document 001
// §7: "Field display and sort choices are kept only on the client, in session storage"), one
// entry per identity. What is read back is checked: an order over fields the list cannot be
// ordered by, or a malformed display, is dropped rather than sent or shown.
import { IDENTITIES, Identity } from '../../../shared/domain/people';
import { peopleFields } from '../../../shared/people/query';
import { readJSON, removeItem, writeJSON } from '../../api/storage';
import { sanitiseColumns } from './columnChoices';
import { sanitiseDataSortStr } from './orderRows';
import type { StoredQueryChoices } from './state';

/** the name under the console's storage prefix (`campus-peopleQuery.STUDENT`) */
export const queryStorageName = (identity: Identity) => `peopleQuery.${identity}`;

export function readQueryChoices(identity: Identity): StoredQueryChoices | null {
  const stored = readJSON<Record<string, unknown>>(queryStorageName(identity), 'session');
  if (!stored || typeof stored !== 'object') return null;
  return { dataSortStr: sanitiseDataSortStr(stored.dataSortStr, peopleFields(identity)), columns: sanitiseColumns(stored.columns) };
}

/** Writes the choices; the defaults (no order, default display) leave nothing behind. */
export function saveQueryChoices(identity: Identity, choices: StoredQueryChoices): void {
  if (choices.dataSortStr === '' && choices.columns === null) removeItem(queryStorageName(identity), 'session');
  else writeJSON(queryStorageName(identity), choices, 'session');
}

/** Another administrator signing in in this tab starts from the defaults. */
export function clearQueryChoices(): void {
  for (const identity of IDENTITIES) removeItem(queryStorageName(identity), 'session');
}
