// The console's one way to describe a failure. A `Problem` is what a failed call leaves in
// state and toasts (serializable, STYLE.md #2); a `Message` is what a view shows: the server's
// own words, or a catalogue key (with its parameters and an optional hint) in the current language.
import { DEFAULT_LOCALE, translate } from '../../shared/i18n/registry';
import { ApiError } from '../api/types';

export interface Problem {
  status: number;
  msg: string;
  /** set when the console made the message itself, so it shows in the current language */
  key?: string;
}

export type Message = { key: string; params?: Record<string, string | number>; hint?: string } | { text: string };

/** Serializable form of a thrown error (ApiError keeps its status; anything else is 8008). */
export const toProblem = (e: unknown): Problem =>
  e instanceof ApiError ? { status: e.status, msg: e.message } : { status: 8008, msg: e instanceof Error ? e.message : String(e) };

/** A server's refusal as a problem; without a msg it says 未知错误 (document 002 §8). */
export const problemOf = (status: number, msg: string | undefined): Problem =>
  msg && msg.trim() ? { status, msg } : { status, msg: translate(DEFAULT_LOCALE, 'protocol.unknownError'), key: 'protocol.unknownError' };

/** What a refused or failed reply says: the server's msg, or 操作失败 when it has none. */
export const messageOf = (reply: { msg?: string }): Message => (reply.msg && reply.msg.trim() ? { text: reply.msg } : { key: 'common.operationFailed' });
