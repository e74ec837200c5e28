// "Answer OK or say the refusal": the one reading of a reply's status in the sagas. The
// predicates name the statuses a call accepts (OK; OK or the legacy 200; OK or "no rows"), and
// the sagas `resultOrRefusal` / `okOrRefusal` give what an OK reply carries or put the refusal,
// said by problemOf (the server's words and key, else 未知错误), with the owner's failure event.
import type { Action } from 'redux';
import { put, PutEffect } from 'redux-saga/effects';
import type { Envelope } from '../../shared/protocol';
import { Status } from '../../shared/protocol/status';
import { Problem, problemOf, Said } from './problem';

type WithStatus = Pick<Said, 'status'>;

/** The server answered OK. */
export const isOk = (reply: WithStatus): boolean => reply.status === Status.OK;

/** OK, or the legacy OK (200) some calls still answer. */
export const succeeded = (reply: WithStatus): boolean => reply.status === Status.OK || reply.status === Status.LEGACY_OK;

/** OK, or "no rows" (1004): a list read that may come back empty. */
export const answered = (reply: WithStatus): boolean => reply.status === Status.OK || reply.status === Status.EMPTY;

/** OK, the legacy OK or "no rows". */
export const listed = (reply: WithStatus): boolean => succeeded(reply) || reply.status === Status.EMPTY;

/** What an OK reply carries, when it carries something; else null. */
export const okResult = <T>(reply: Envelope<T>): T | null => (reply.status === Status.OK && reply.result ? reply.result : null);

/** Saga (`yield*`): what an OK reply carries; else puts `refused(problem)` (the refusal said) and
 *  gives null. */
export function* resultOrRefusal<T>(reply: Envelope<T>, refused: (problem: Problem) => Action): Generator<PutEffect, T | null, unknown> {
  const result = okResult(reply);
  if (result === null) yield put(refused(problemOf(reply)));
  return result;
}

/** Saga (`yield*`): whether the reply is OK; else puts `refused(problem)` first. */
export function* okOrRefusal(reply: Said, refused: (problem: Problem) => Action): Generator<PutEffect, boolean, unknown> {
  if (isOk(reply)) return true;
  yield put(refused(problemOf(reply)));
  return false;
}
