// node:crypto in place of the shared pure-TypeScript SHA-256/HMAC (same results, tested
// against each other): the server hashes every body and should not spend its CPU doing so in JS.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SignCrypto } from '../shared/protocol';

export const nodeCrypto: SignCrypto = {
  sha256Hex: (text) => createHash('sha256').update(text, 'utf8').digest('hex'),
  hmacBase64Url: (key, message) => createHmac('sha256', key).update(message, 'utf8').digest('base64url'),
};

export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

export const sha256Hex = (text: string): string => nodeCrypto.sha256Hex(text);

/** Constant-time equality of two strings (false at once when the lengths differ). */
export function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}
