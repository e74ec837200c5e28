// One typed call of src/client/api with the api of the saga's context. A failed call (a rejected
// promise: time-out, network, an unaccepted status) comes back as an envelope with its status and
// msg (and the request's id, which the error toast shows), so a worker branches once on `status`. Every feature's saga calls the server through it:
// `const reply: Envelope<X> = yield callAsk(fn, ...args)`, the effect `call(ask, fn, ...args)`
// with the arguments checked against fn's own parameters (tests provide it by `ask` and fn).
// A file download (a call answering a Blob) goes through `askFile` the same way: the file, or
// the problem that stopped it.
import type { SagaIterator } from 'redux-saga';
import { call, CallEffect, getContext } from 'redux-saga/effects';
import type { Envelope } from '../../shared/protocol';
import type { Api } from '../api/types';
import { Problem, toProblem } from './problem';

/** A call function of src/client/api: the api first, then its own arguments. */
export type ApiCall<A extends unknown[], T> = (api: Api, ...args: A) => Promise<Envelope<T>>;

export function* ask<A extends unknown[], T>(fn: ApiCall<A, T>, ...args: A): SagaIterator<Envelope<T>> {
  const api = (yield getContext('api')) as Api;
  try {
    return (yield call(fn, api, ...args)) as Envelope<T>;
  } catch (e) {
    const { status, msg, requestId } = toProblem(e);
    return { status, msg, result: null, ...(requestId ? { requestId } : {}) } as Envelope<T>;
  }
}

/** The effect `call(ask, fn, ...args)`, typed by fn. */
export const callAsk = <A extends unknown[], T>(fn: ApiCall<A, T>, ...args: A): CallEffect<Envelope<T>> => call(ask<A, T>, fn, ...args);

/** A download function of src/client/api: the api first, then its own arguments; answers the file. */
export type FileCall<A extends unknown[]> = (api: Api, ...args: A) => Promise<Blob>;

/** What a download gave: the file, or why it failed (never a throw). */
export type FileReply = { blob: Blob } | { problem: Problem };

export function* askFile<A extends unknown[]>(fn: FileCall<A>, ...args: A): SagaIterator<FileReply> {
  const api = (yield getContext('api')) as Api;
  try {
    return { blob: (yield call(fn, api, ...args)) as Blob };
  } catch (e) {
    return { problem: toProblem(e) };
  }
}

/** The effect `call(askFile, fn, ...args)`, typed by fn. */
export const callAskFile = <A extends unknown[]>(fn: FileCall<A>, ...args: A): CallEffect<FileReply> => call(askFile<A>, fn, ...args);
