// The resource saga's watchers, keyed by the resource key every resource action carries
// (src/client/lib/keyedEffects.ts holds the mechanism).
import { ActionPattern } from 'redux-saga/effects';
import { takeLatestBy, takeLeadingBy } from '../../lib/keyedEffects';

export interface KeyedAction {
  type: string;
  payload: { key: string };
}

type Worker<A> = (action: A) => Generator<unknown, unknown, unknown>;
const keyOf = (action: KeyedAction) => action.payload?.key;

export const takeLatestPerKey = <A extends KeyedAction>(pattern: ActionPattern, worker: Worker<A>) => takeLatestBy<A, string>(pattern, keyOf, worker);

export const takeLeadingPerKey = <A extends KeyedAction>(pattern: ActionPattern, worker: Worker<A>) => takeLeadingBy<A, string>(pattern, keyOf, worker);
