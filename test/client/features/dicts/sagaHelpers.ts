// Shared fixtures of the dicts saga tests: a time source, a fake api, and a provider that
// answers every delay at once while counting them.
import { combineReducers } from '@reduxjs/toolkit';
import { delay } from 'redux-saga/effects';
import type { Api } from '../../../../src/client/api/types';
import dicts from '../../../../src/client/features/dicts/dictsSlice';

export const rootReducer = combineReducers({ dicts });
export type TestState = ReturnType<typeof rootReducer>;

// The function every delay effect calls; found from an effect rather than imported.
const DELAY_FN = (delay(1) as unknown as { payload: { fn: unknown } }).payload.fn;

export function countDelays() {
  const waited: number[] = [];
  const provider = {
    call(effect: { fn: unknown; args: unknown[] }, next: () => unknown) {
      if (effect.fn !== DELAY_FN) return next();
      waited.push(effect.args[0] as number);
      return undefined;
    },
  };
  return { waited, provider };
}

export function fakeApi(answer: (options: unknown) => Promise<unknown>): Api {
  return {
    request: jest.fn(answer) as unknown as Api['request'],
    upload: jest.fn() as unknown as Api['upload'],
    download: jest.fn() as unknown as Api['download'],
  };
}

export const DICT_ENTRIES = [
  { dictKey: '1', dictValue: '在职' },
  { dictKey: '2', dictValue: '离职' },
];
export const DICT_OPTIONS = [
  { label: '在职', value: '1' },
  { label: '离职', value: '2' },
];
