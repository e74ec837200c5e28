// The response envelope of PROTOCOL.md, built in one place. `result` is wrapped on the way out
// by the protocol plugin, so handlers return plain values.
import { Envelope, FieldError, Status } from '../shared/protocol';
import type { Translate } from './types';

export const ok = <T>(result: T, msg = ''): Envelope<T> => ({ status: Status.OK, msg, result });

export const refused = (msg: string): Envelope<null> => ({ status: Status.REFUSED, msg, result: null });

export const empty = <T>(result: T, msg: string): Envelope<T> => ({ status: Status.EMPTY, msg, result });

export const invalid = (t: Translate, errors: FieldError[]): Envelope<FieldError[]> => ({
  status: Status.INVALID,
  msg: errors.length === 1 ? errors[0].reason : t('protocol.invalidInput'),
  result: errors,
});

export const unauthorized = (msg: string): Envelope<null> => ({ status: Status.UNAUTHORIZED, msg, result: null });
