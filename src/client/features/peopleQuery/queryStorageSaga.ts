// Keeps the session's copy of each list's order and display (storage.ts) in step with the
// store: written after every save or reset, forgotten when the user signs out. The reading
// side is the screen's opening event, which carries what was stored.
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, select, takeEvery } from 'redux-saga/effects';
import type { Identity } from '../../../shared/domain/people';
import { signedOut } from '../session';
import { CHOICE_SAVING_EVENTS } from './actions';
import type { PeopleQueryState } from './state';
import { clearQueryChoices, saveQueryChoices } from './storage';

/** the query of a list, undefined when that list was never opened */
export type SelectQueryOf<S> = (identity: Identity) => (state: S) => PeopleQueryState | undefined;

export function* saveChoicesOf<S>(selectQueryOf: SelectQueryOf<S>, identity: Identity) {
  const query: PeopleQueryState | undefined = yield select(selectQueryOf(identity));
  if (query) yield call(saveQueryChoices, identity, { dataSortStr: query.dataSortStr, columns: query.columns });
}

export function* queryStorageSaga<S>(selectQueryOf: SelectQueryOf<S>) {
  yield all([
    // every save writes the state it left, so each one is written, in order (tiny, synchronous)
    takeEvery(CHOICE_SAVING_EVENTS, function* save(action: PayloadAction<{ identity: Identity }>) {
      yield* saveChoicesOf(selectQueryOf, action.payload.identity);
    }),
    takeEvery(signedOut.type, function* forget() {
      yield call(clearQueryChoices);
    }),
  ]);
}
