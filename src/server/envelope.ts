// The response envelope of PROTOCOL.md, built in one place. `result` is wrapped on the way out
// by the protocol plugin, so handlers return plain values.
import { Envelope, FieldError, MessageParams, Status } from '../shared/protocol';
import type { Translate } from './types';

export const ok = <T>(result: T, msg = ''): Envelope<T> => ({ status: Status.OK, msg, result });

export const refused = (msg: string): Envelope<null> => ({ status: Status.REFUSED, msg, result: null });

/** A refusal said from the catalogue: its text in the caller's language, and its key and
 *  parameters so the console says it in the language it shows (src/client/lib/problem.ts). */
export const refusedAs = (t: Translate, key: string, params?: MessageParams): Envelope<null> => ({
  status: Status.REFUSED,
  msg: t(key, params),
  result: null,
  msgKey: key,
  ...(params ? { msgParams: params } : {}),
});

/** One rejected input said from the catalogue. */
export const fieldError = (t: Translate, field: string, key: string, params?: MessageParams): FieldError => ({
  field,
  reason: t(key, params),
  key,
  ...(params ? { params } : {}),
});

export const empty = <T>(result: T, msg: string): Envelope<T> => ({ status: Status.EMPTY, msg, result });

export const invalid = (t: Translate, errors: FieldError[]): Envelope<FieldError[]> =>
  errors.length === 1
    ? {
        status: Status.INVALID,
        msg: errors[0].reason,
        result: errors,
        ...(errors[0].key ? { msgKey: errors[0].key } : {}),
        ...(errors[0].params ? { msgParams: errors[0].params } : {}),
      }
    : { status: Status.INVALID, msg: t('protocol.invalidInput'), result: errors, msgKey: 'protocol.invalidInput' };

export const unauthorized = (msg: string): Envelope<null> => ({ status: Status.UNAUTHORIZED, msg, result: null });
