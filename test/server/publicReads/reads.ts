// The apps' public reads as an app makes them: a plain GET, no sign-in, no signature.
import type { FastifyInstance } from 'fastify';

export async function publicGet<T = unknown>(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url, headers });
  return { res, http: res.statusCode, etag: res.headers.etag as string | undefined, body: (res.payload ? res.json() : null) as T };
}

/** The strong tag every public read sends. */
export const STRONG_ETAG = /^"[A-Za-z0-9_-]{20,}"$/;
