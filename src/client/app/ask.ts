// One typed call of src/client/api with the api of the saga's context. A failed call (a rejected
// promise: time-out, network, an unaccepted status) comes back as an envelope with its status and
// msg, so a worker branches once on `status`. Every feature's saga calls through it.
import { call, getContext } from 'redux-saga/effects';
import type { Envelope } from '../../shared/protocol';
import { Api, toProblem } from '../api/types';

export function* ask<T>(fn: (api: Api, ...args: never[]) => Promise<Envelope<T>>, ...args: unknown[]) {
  const api: Api = yield getContext('api');
  try {
    return (yield call(fn as (api: Api, ...rest: unknown[]) => Promise<Envelope<T>>, api, ...args)) as Envelope<T>;
  } catch (e) {
    const { status, msg } = toProblem(e);
    return { status, msg, result: null } as Envelope<T>;
  }
}
