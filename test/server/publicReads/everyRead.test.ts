// Every public read, as the root README's table lists it (one row a read, with its example
// request): each example answers 200 in plain JSON (never the envelope) with a strong ETag and
// no-cache, 304 with no body to its own tag, and 404 { error } for an unknown tenant. The table
// names every public GET the app registers.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { PUBLIC_PREFIXES } from '../../../src/server/paths';
import { buildTestApp, TENANT_A, TestApp } from '../helpers';
import { publicGet, STRONG_ETAG } from './reads';

const README = readFileSync(path.join(__dirname, '../../../README.md'), 'utf8');

/** The example requests of the README's table of public reads. */
function documentedReads(): string[] {
  const start = README.indexOf("## The apps' public reads");
  const section = README.slice(start, README.indexOf('\n## ', start + 1));
  return [...section.matchAll(/^\| [^|]+ \| `GET ([^`]+)`/gm)].map((m) => encodeURI(m[1]));
}

/** A route pattern matches a path (its `:params` any one segment). */
const matches = (pattern: string, url: string) =>
  new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/?]+')}(\\?|$)`).test(url);

describe('every public read', () => {
  let t: TestApp;
  const routes: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp({
      extend: (app) => {
        app.addHook('onRoute', (route: RouteOptions) => {
          const methods = Array.isArray(route.method) ? route.method : [route.method];
          if (methods.includes('GET') && PUBLIC_PREFIXES.some((p) => route.url.startsWith(p))) routes.push(route.url);
        });
      },
    });
  });
  afterAll(() => t.close());

  it('is in the README table, one row a read with an example', () => {
    const reads = documentedReads();
    expect(reads.length).toBeGreaterThanOrEqual(13);
    expect(routes.length).toBeGreaterThanOrEqual(7);
    expect(routes.filter((r) => !reads.some((url) => matches(r, url)))).toEqual([]);
  });

  it.each(documentedReads())('%s answers plain JSON with a strong ETag and 304 to it', async (url) => {
    const r = await publicGet<Record<string, unknown>>(t.app, url);
    expect(r.http).toBe(200);
    expect(r.res.headers['content-type']).toMatch(/^application\/json/);
    expect(r.res.headers['cache-control']).toBe('no-cache');
    expect(r.etag).toMatch(STRONG_ETAG);
    expect(r.body).not.toEqual(expect.objectContaining({ status: expect.anything(), result: expect.anything() }));
    const again = await publicGet(t.app, url, { 'if-none-match': r.etag! });
    expect([again.http, again.res.payload, again.etag]).toEqual([304, '', r.etag]);
  });

  it.each(documentedReads())('%s answers 404 { error } for an unknown tenant', async (url) => {
    const r = await publicGet<{ error: string }>(t.app, url.replace(`/${TENANT_A}`, '/999999'), { 'accept-language': 'en' });
    expect(r.http).toBe(404);
    expect(Object.keys(r.body)).toEqual(['error', 'key']);
    expect(r.body.error).toMatch(/^No such/);
  });
});
