// Every route the app registers declares what it answers (schema.response, at least for 200):
// collected with an onRoute hook on the whole app, static files included. The only routes
// without one are @fastify/static's own (files sent as they are), named here one by one.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { SIGNED_LINK_PREFIXES } from '../../../src/server/paths';
import { PUBLIC_LATEST_ROUTE } from '../../../src/shared/home/api';
import { PUBLIC_SLIDES_ROUTE } from '../../../src/shared/slides/api';
import { APP_CALL_PATHS } from '../../../src/shared/appCalls/api';
import { ALUMNI_APP_PATHS } from '../../../src/shared/alumni/posts';
import { PUBLIC_NEWS_PATTERN } from '../../../src/shared/news/api';
import { PUBLIC_COLLECTION_PATTERN, PUBLIC_PRESETS_PATTERN, PUBLIC_ROBOT_ANSWER_PATTERN } from '../../../src/shared/publicReads/api';
import { PUBLIC_READ_PATTERN } from '../../../src/server/routes/documents/publicRead';
import { buildTestApp, TestApp } from '../helpers';

/** @fastify/static's routes: the files of dist and static, served as they are */
const STATIC_FILE_ROUTES = new Set(['GET /*', 'HEAD /*']);

let t: TestApp;
let staticDir: string;
let distDir: string;
const routes: { id: string; response: unknown }[] = [];

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'campus-static-'));
  distDir = mkdtempSync(path.join(tmpdir(), 'campus-dist-'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html>');
  t = await buildTestApp({
    seed: false,
    staticDirs: { dist: distDir, static: staticDir },
    extend: (app: FastifyInstance) => {
      app.addHook('onRoute', (route: RouteOptions) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) routes.push({ id: `${method} ${route.url}`, response: route.schema?.response });
      });
    },
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
  for (const dir of [staticDir, distDir]) rmSync(dir, { recursive: true, force: true });
});

describe('response schemas', () => {
  it('collects the routes of every family', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.map((r) => r.id)).toEqual(expect.arrayContaining(['GET /config.json', 'POST /api/blade-auth/token']));
  });

  it('every route declares its 200 answer', () => {
    const missing = routes
      .filter((r) => !STATIC_FILE_ROUTES.has(r.id))
      .filter((r) => !(r.response && typeof r.response === 'object' && '200' in r.response))
      .map((r) => r.id);
    expect(missing).toEqual([]);
  });

  it('describes the envelope of every /api answer with result as the wrapped string it is on the wire', () => {
    // not the envelope: the apps' public reads and batch calls (plain JSON) and the pictures behind links
    const plain = new Set([
      PUBLIC_LATEST_ROUTE,
      PUBLIC_SLIDES_ROUTE,
      PUBLIC_NEWS_PATTERN,
      PUBLIC_READ_PATTERN,
      PUBLIC_COLLECTION_PATTERN,
      PUBLIC_ROBOT_ANSWER_PATTERN,
      PUBLIC_PRESETS_PATTERN,
      ...Object.values(APP_CALL_PATHS),
      ...Object.values(ALUMNI_APP_PATHS),
    ]);
    const url = (id: string) => id.slice(id.indexOf(' ') + 1);
    const envelopes = routes.filter(
      ({ id }) => url(id).startsWith('/api/') && !plain.has(url(id)) && !SIGNED_LINK_PREFIXES.some((prefix) => url(id).startsWith(prefix)),
    );
    const wrong = envelopes
      .filter((r) => {
        const ok200 = (r.response as Record<string, { properties?: Record<string, { type?: string }> }> | undefined)?.[200];
        return ok200?.properties?.result?.type !== 'string' || ok200.properties.status?.type !== 'integer';
      })
      .map((r) => r.id);
    expect(wrong).toEqual([]);
  });
});
