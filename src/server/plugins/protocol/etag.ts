// Entity tags for public reads: a strong tag over the exact JSON sent, and the If-None-Match
// test (a list of tags, weak or strong, or *), compared weakly as RFC 9110 §13.1.2 asks for GETs.
import { createHash } from 'node:crypto';

export const etagOf = (body: string): string => `"${createHash('sha256').update(body, 'utf8').digest('base64url').slice(0, 27)}"`;

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

export function matchesIfNoneMatch(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const text = Array.isArray(header) ? header.join(',') : header;
  if (text.trim() === '*') return true;
  return text.split(',').some((tag) => opaque(tag) === opaque(etag));
}
