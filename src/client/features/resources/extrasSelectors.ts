// Reads of the collection screens' tools, related lists and tabs (extrasState.ts).
import { emptyExtras, ExtrasEntry, ResourceExtrasState } from './extrasState';

interface StateWithExtras {
  resourceExtras?: ResourceExtrasState;
}

/** what a screen whose tools were never used reads: one shared, never-changing entry */
const UNUSED: ExtrasEntry = Object.freeze(emptyExtras()) as ExtrasEntry;

export const selectExtras =
  (key: string) =>
  (state: StateWithExtras): ExtrasEntry =>
    state.resourceExtras?.byKey[key] ?? UNUSED;

/** the collection a route shows among several: the chosen one, else the first */
export const selectTab =
  (route: string, first: string) =>
  (state: StateWithExtras): string =>
    state.resourceExtras?.tabs[route] ?? first;
