// One typed call of src/client/api with the saga context's api. A failed call (a rejected
// promise: time-out, network, an unaccepted status) comes back as an envelope with its status and
// msg, so a worker branches once on `status`. Shared by the picker, quick authorization and the
// monitors (exported from index.ts).
import { call, getContext } from 'redux-saga/effects';
import type { Envelope } from '../../../shared/protocol';
import { Api, toProblem } from '../../api/types';
import type { Message } from './state';

export function* ask<T>(fn: (api: Api, ...args: never[]) => Promise<Envelope<T>>, ...args: unknown[]) {
  const api: Api = yield getContext('api');
  try {
    return (yield call(fn as (api: Api, ...rest: unknown[]) => Promise<Envelope<T>>, api, ...args)) as Envelope<T>;
  } catch (e) {
    const { status, msg } = toProblem(e);
    return { status, msg, result: null } as Envelope<T>;
  }
}

/** What a refused or failed reply says: the server's msg, or 操作失败 when it has none. */
export const messageOf = (reply: Pick<Envelope, 'msg'>): Message => (reply.msg && reply.msg.trim() ? { text: reply.msg } : { key: 'common.operationFailed' });
