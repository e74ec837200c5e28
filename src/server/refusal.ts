// The one refusal of the API: a call the server will not carry out, thrown anywhere below a
// route (inside a transaction it also rolls it back) and answered by the central error handler
// (plugins/protocol/errors.ts) in the caller's language: status 1002 with the message, or 9009
// naming the body field when `field` is given. The HTTP status is 200 unless `httpStatus` says
// otherwise (a photo zip over the limit answers 413).
import type { Envelope } from '../shared/protocol';
import { fieldError, invalid, refusedAs } from './envelope';
import type { Translate } from './types';

export type RefusalParams = Record<string, string | number>;

/** What a refusal says, as job reports keep it: an i18n key with its parameters. */
export interface Refusal {
  key: string;
  params?: RefusalParams;
}

export interface RefusalOptions {
  /** the body field at fault: answered 9009 naming it instead of 1002 */
  field?: string;
  /** the HTTP status of the answer (200 when absent) */
  httpStatus?: number;
}

export class Refused extends Error {
  constructor(
    readonly key: string,
    readonly params?: RefusalParams,
    readonly options: RefusalOptions = {},
  ) {
    super(key);
    this.name = 'Refused';
  }

  get refusal(): Refusal {
    return { key: this.key, params: this.params };
  }
}

export function refuse(key: string, params?: RefusalParams, options?: RefusalOptions): never {
  throw new Refused(key, params, options);
}

/** The envelope a refusal answers, its message in the caller's language. */
export function refusalAnswer(t: Translate, e: Refused): Envelope<unknown> {
  return e.options.field ? invalid(t, [fieldError(t, e.options.field, e.key, e.params)]) : refusedAs(t, e.key, e.params);
}
