// A resource screen's option lists: each lookup of its definition on its own, the ones a bundle
// call answers together (lookupBundle), and the organisation tree for treeSelect fields; read
// again in the new language after a language switch.
import { all, call, put, select } from 'redux-saga/effects';
import { Envelope, Status } from '../../../shared/protocol/status';
import { ResourceDef, resourceByKey } from '../../../shared/resources';
import { lookupBundleCall, lookupCall } from '../../api/collections';
import { fetchOrgTree } from '../../api/org';
import { callAsk } from '../../lib/ask';
import { Problem, problemOf } from '../../lib/problem';
import { succeeded } from '../../lib/reply';
import { localeSwitched, refuse } from '../ui';
import { ORG_UNITS_LOOKUP } from './displayValues';
import type { KeyedAction } from './keyedEffects';
import type { ResourceState } from './resourceState';
import { lookupsFailed, lookupsLoaded } from './resourcesSlice';

interface LookupOutcome {
  name: string;
  items?: unknown[];
  problem?: Problem;
}

/** One lookup call; never throws, so one failing lookup leaves the others loaded. */
export function* fetchLookup(def: ResourceDef, name: string) {
  const envelope: Envelope = yield callAsk(lookupCall, def, name);
  if (envelope.status === Status.EMPTY) return { name, items: [] } as LookupOutcome;
  if (!succeeded(envelope)) return { name, problem: problemOf(envelope) } as LookupOutcome;
  const result = envelope.result as unknown;
  const items = Array.isArray(result) ? result : Array.isArray((result as { data?: unknown })?.data) ? (result as { data: unknown[] }).data : [];
  return { name, items } as LookupOutcome;
}

/** The lookups one bundle call answers (ResourceDef.lookupBundle, getAllServerDict): each named
 *  lookup's items under its name; a failed call fails them all, and never throws. */
export function* fetchLookupBundle(def: ResourceDef) {
  const names = def.lookupBundle?.answers ?? [];
  const envelope: Envelope = yield callAsk(lookupBundleCall, def);
  if (envelope.status === Status.EMPTY) return names.map((name): LookupOutcome => ({ name, items: [] }));
  if (!succeeded(envelope)) return [{ name: names.join(','), problem: problemOf(envelope) } as LookupOutcome];
  const result = (envelope.result ?? {}) as Record<string, unknown>;
  return names.map((name): LookupOutcome => ({ name, items: Array.isArray(result[name]) ? (result[name] as unknown[]) : [] }));
}

/** The organisation tree a treeSelect field picks from, as one more lookup. */
export function* fetchOrgUnits() {
  const envelope: Envelope = yield callAsk(fetchOrgTree, 'units');
  if (envelope.status === Status.EMPTY) return { name: ORG_UNITS_LOOKUP, items: [] } as LookupOutcome;
  if (!succeeded(envelope)) return { name: ORG_UNITS_LOOKUP, problem: problemOf(envelope) } as LookupOutcome;
  return { name: ORG_UNITS_LOOKUP, items: Array.isArray(envelope.result) ? envelope.result : [] } as LookupOutcome;
}

export function* loadLookups({ payload: { key } }: KeyedAction) {
  const def = resourceByKey(key);
  if (!def) return;
  // the lookups a bundle answers are read through it, in one call, never on their own
  const bundled = new Set(def.lookupBundle?.answers ?? []);
  const reads = Object.keys(def.lookups ?? {})
    .filter((name) => !bundled.has(name))
    .map((name) => call(fetchLookup, def, name));
  if (def.fields.some((f) => f.type === 'treeSelect')) reads.push(call(fetchOrgUnits) as unknown as (typeof reads)[number]);
  if (def.lookupBundle) reads.push(call(fetchLookupBundle, def) as unknown as (typeof reads)[number]);
  if (reads.length === 0) return;
  const outcomes = ((yield all(reads)) as (LookupOutcome | LookupOutcome[])[]).flat();
  const loaded = Object.fromEntries(outcomes.filter((o) => o.items).map((o) => [o.name, o.items as unknown[]]));
  if (Object.keys(loaded).length > 0) yield put(lookupsLoaded({ key, lookups: loaded }));
  const failed = outcomes.find((o) => o.problem);
  if (failed?.problem) {
    yield* refuse(lookupsFailed({ key, problem: failed.problem }));
  }
}

/** Lookup names come back in the caller's language (e.g. action types), so a language switch
 *  reads them again for every screen that has them loaded. */
export function* reloadLookupsForLocale() {
  const all_: Record<string, ResourceState> = yield select((state: { resources: Record<string, ResourceState> }) => state.resources);
  const keys = Object.entries(all_)
    .filter(([, entry]) => Object.keys(entry.lookups).length > 0)
    .map(([key]) => key);
  yield all(keys.map((key) => call(loadLookups, { type: localeSwitched.type, payload: { key } })));
}
