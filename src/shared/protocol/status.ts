// Result statuses of document 002 §8 and PROTOCOL.md.
export const Status = {
  OK: 1000,
  REFUSED: 1002,
  EMPTY: 1004,
  INVALID: 9009,
  FAULT: 9999,
  LEGACY_OK: 200,
  UNAUTHORIZED: 401,
  /** Import/export polling: not ready yet (document 000 §4), ignored by pollers. */
  NOT_READY: 406,
  // Made by the console, never sent by the server.
  TIMEOUT: 8010,
  NETWORK: 8008,
  REQUEST_ID_MISMATCH: 7001,
  SIGNATURE_FAILED: 7003,
} as const;

/** Codes a call resolves with; anything else rejects (document 002 §4). */
export const ACCEPTED_STATUSES: readonly number[] = [1000, 1002, 1004, 9009, 9999, 200];

/** A message's catalogue key and parameters (src/shared/i18n), sent beside the text it gives in
 *  the caller's language, so the console says it again in whatever language it shows. */
export type MessageParams = Record<string, string | number>;

export interface Envelope<T = unknown> {
  status: number;
  msg: string;
  result: T;
  /** the key `msg` was made from, when the server made it from a catalogue */
  msgKey?: string;
  msgParams?: MessageParams;
  /** the id of the request this answered (never on the wire: the console's request layer takes it
   *  from X-Request-Id, or the id it signed), shown with an error so the server's log line is found */
  requestId?: string;
}

/** One rejected input, as a 9009 result lists them. */
export interface FieldError {
  field: string;
  reason: string;
  /** the key `reason` was made from, and its parameters */
  key?: string;
  params?: MessageParams;
}

export const isEnvelope = (x: unknown): x is Envelope => typeof x === 'object' && x !== null && typeof (x as Envelope).status === 'number' && 'msg' in x;
