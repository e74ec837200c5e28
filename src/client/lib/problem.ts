// The console's one way to describe a failure and say it. A `Problem` is what a failed call leaves
// in state and toasts (serializable, STYLE.md #2); a `Message` is what a view shows. Both carry the
// catalogue key (and parameters) the words were said from — by the server (the envelope's msgKey,
// src/server/envelope.ts) or by the console — beside the words themselves, so a view says them in
// the language it shows now (`say`, `problemText`): the key when the console holds its catalogue,
// else the words as they came (the server's are in the language asked for by Accept-Language).
// Each keeps the failed request's id when the request layer knew it (X-Request-Id or the signed
// id), so the error toast shows it and a support desk finds the server's log line.
import type { MessageParams } from '../../shared/protocol';
import { DEFAULT_LOCALE, hasMessage, translate } from '../../shared/i18n/registry';
import { ApiError } from '../api/types';

export interface Problem {
  status: number;
  msg: string;
  /** the catalogue key `msg` was said from, so it shows in the current language */
  key?: string;
  params?: MessageParams;
  /** the failed request's id (src/client/api/responseInterceptor.ts), when known */
  requestId?: string;
}

/** The request id part of a problem, message or reply, when it has one. */
export const requestIdPart = (x: { requestId?: string }): { requestId?: string } => (x.requestId ? { requestId: x.requestId } : {});

/** What a view shows: a catalogue key (with its parameters, an optional hint and the words to fall
 *  back on), or words as they came. */
export type Message = ({ key: string; params?: MessageParams; hint?: string; text?: string } | { text: string }) & { requestId?: string };

type Translate = (key: string, params?: MessageParams) => string;

/** The words of a message in the current language. */
export function say(t: Translate, m: Message): string {
  if ('key' in m && (hasMessage(m.key) || m.text === undefined)) return t(m.key, m.params);
  return m.text ?? '';
}

/** The words of a problem in the current language. */
export const problemText = (t: Translate, p: Problem): string => (p.key && hasMessage(p.key) ? t(p.key, p.params) : p.msg);

/** A problem as a message a view shows. */
export const problemMessage = (p: Problem): Message =>
  p.key ? { key: p.key, params: p.params, text: p.msg, ...requestIdPart(p) } : { text: p.msg, ...requestIdPart(p) };

/** Serializable form of a thrown error (ApiError keeps its status and key; anything else is 8008). */
export const toProblem = (e: unknown): Problem =>
  e instanceof ApiError
    ? { status: e.status, msg: e.message, ...(e.key ? { key: e.key } : {}), ...(e.params ? { params: e.params } : {}), ...requestIdPart(e) }
    : { status: 8008, msg: e instanceof Error ? e.message : String(e) };

/** What a server answer said, as the envelope carries it. */
export interface Said {
  status: number;
  msg?: string;
  msgKey?: string;
  msgParams?: MessageParams;
  requestId?: string;
}

/** A server's refusal as a problem (its key kept); without a msg it says 未知错误 (document 002 §8). */
export function problemOf(reply: Said): Problem;
export function problemOf(status: number, msg: string | undefined): Problem;
export function problemOf(replyOrStatus: Said | number, text?: string): Problem {
  const reply: Said = typeof replyOrStatus === 'number' ? { status: replyOrStatus, msg: text } : replyOrStatus;
  if (!reply.msg || !reply.msg.trim())
    return { status: reply.status, msg: translate(DEFAULT_LOCALE, 'protocol.unknownError'), key: 'protocol.unknownError', ...requestIdPart(reply) };
  return {
    status: reply.status,
    msg: reply.msg,
    ...(reply.msgKey ? { key: reply.msgKey } : {}),
    ...(reply.msgParams ? { params: reply.msgParams } : {}),
    ...requestIdPart(reply),
  };
}

/** What a refused or failed reply says: the server's words (and key), or 操作失败 when it has none. */
export const messageOf = (reply: { msg?: string; msgKey?: string; msgParams?: MessageParams; requestId?: string }): Message =>
  reply.msg && reply.msg.trim()
    ? reply.msgKey
      ? { key: reply.msgKey, ...(reply.msgParams ? { params: reply.msgParams } : {}), text: reply.msg, ...requestIdPart(reply) }
      : { text: reply.msg, ...requestIdPart(reply) }
    : { key: 'common.operationFailed', ...requestIdPart(reply) };

/** A message as an error toast's words (src/client/features/ui: key and fallback words kept). */
export const messageToast = (m: Message): { kind: 'error'; key?: string; params?: MessageParams; text?: string; requestId?: string } =>
  'key' in m
    ? { kind: 'error', key: m.key, ...(m.params ? { params: m.params } : {}), ...(m.text !== undefined ? { text: m.text } : {}), ...requestIdPart(m) }
    : { kind: 'error', text: m.text, ...requestIdPart(m) };

/** What a reply said, as a problem, its words as they came (even none: the view then says its own). */
export const saidProblem = (reply: Said): Problem => ({
  status: reply.status,
  msg: reply.msg ?? '',
  ...(reply.msgKey ? { key: reply.msgKey } : {}),
  ...(reply.msgParams ? { params: reply.msgParams } : {}),
  ...requestIdPart(reply),
});
