// Body wrapping of document 002 §7 ("encrypted and wrapped in a data field"), as fixed by
// PROTOCOL.md: a 10-digit length prefix, then the base64 of the UTF-8 text with one random
// digit inserted after every full run of 100 characters. Obfuscation, not secrecy.
import { base64ToBytes, bytesToBase64, utf8Decode, utf8Encode } from './base64';

export const LENGTH_DIGITS = 10;
export const RUN_LENGTH = 100;

export class MalformedBodyError extends Error {
  constructor(reason: string) {
    super(`malformed wrapped body: ${reason}`);
    this.name = 'MalformedBodyError';
  }
}

export type DigitSource = () => number;
const randomDigit: DigitSource = () => Math.floor(Math.random() * 10);

export function wrap(text: string, digit: DigitSource = randomDigit): string {
  const b = bytesToBase64(utf8Encode(text));
  const parts: string[] = [String(b.length).padStart(LENGTH_DIGITS, '0')];
  for (let i = 0; i < b.length; i += RUN_LENGTH) {
    const run = b.slice(i, i + RUN_LENGTH);
    parts.push(run);
    if (run.length === RUN_LENGTH) parts.push(String(digit() % 10));
  }
  return parts.join('');
}

export function unwrapText(s: unknown): string {
  if (typeof s !== 'string') throw new MalformedBodyError('not a string');
  const head = s.slice(0, LENGTH_DIGITS);
  if (!/^\d{10}$/.test(head)) throw new MalformedBodyError('length prefix');
  const length = Number(head);
  const runs: string[] = [];
  let taken = 0;
  let i = LENGTH_DIGITS;
  while (taken < length) {
    const run = s.slice(i, i + Math.min(RUN_LENGTH, length - taken));
    if (run.length === 0) throw new MalformedBodyError('shorter than its length');
    runs.push(run);
    taken += run.length;
    i += run.length;
    if (run.length === RUN_LENGTH) {
      if (!/^\d$/.test(s.charAt(i))) throw new MalformedBodyError('missing inserted digit');
      i += 1;
    }
  }
  if (i !== s.length) throw new MalformedBodyError('longer than its length');
  const bytes = base64ToBytes(runs.join(''));
  if (!bytes) throw new MalformedBodyError('not base64');
  const text = utf8Decode(bytes);
  if (text === null) throw new MalformedBodyError('not UTF-8');
  return text;
}

export function unwrap<T = unknown>(s: unknown): T {
  const text = unwrapText(s);
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new MalformedBodyError('not JSON');
  }
}

/** A request body as it travels: {"data": wrap(JSON.stringify(body))}. */
export const wrapBody = (body: unknown, digit?: DigitSource): string => JSON.stringify({ data: wrap(JSON.stringify(body ?? null), digit) });
