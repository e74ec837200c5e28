// How the console is served: the build's brotli and gzip copies (scripts/compress.mjs, run here
// on a folder of files as the build runs it) sent to a browser that asks for them and the plain
// file otherwise; hashed bundles kept a year, the favicon a day, index.html and config.json
// revalidated (304); and
// the security headers on every answer: files, API answers, refusals, downloads.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { IMPORT_PATHS } from '../../../src/shared/imports';
import { buildTestApp, consoleGet, download, signIn, TENANT_A, TestApp } from '../helpers';

const BUNDLE = 'main.1a2b3c4d.js';
const STYLE = 'main.0badf00d.css';
const FONT = 'icons.12345678.woff2';

let t: TestApp;
let root: string;
let dist: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'campus-serving-'));
  dist = join(root, 'dist');
  const stat = join(root, 'static');
  mkdirSync(dist);
  mkdirSync(join(stat, 'images'), { recursive: true });
  // large enough to be worth compressing (the build leaves files under 1 KB alone)
  const words = Array.from({ length: 3000 }, (_, i) => `v${i % 97}`).join(',');
  writeFileSync(join(dist, 'index.html'), `<!doctype html><title>console</title><script type="module" src="/${BUNDLE}"></script><!-- ${'x'.repeat(2000)} -->`);
  writeFileSync(join(dist, BUNDLE), `export const list = [${words}];\n`);
  writeFileSync(join(dist, STYLE), `.a{color:red}\n`.repeat(400));
  writeFileSync(join(dist, FONT), Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)));
  writeFileSync(join(stat, 'config.json'), JSON.stringify({ projectName: '示范大学服务平台' }));
  writeFileSync(join(stat, 'images', 'avatar.png'), 'png');
  writeFileSync(join(stat, 'favicon.ico'), readFileSync('static/favicon.ico'));
  const compressed = spawnSync(process.execPath, [
    '--input-type=module',
    '-e',
    `import { compressDir } from './scripts/compress.mjs'; await compressDir(${JSON.stringify(dist)});`,
  ]);
  if (compressed.status !== 0) throw new Error(compressed.stderr.toString());
  t = await buildTestApp({ staticDirs: { dist, static: stat } });
});
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const plain = (file: string) => readFileSync(join(dist, file));

function expectSecurityHeaders(res: LightMyRequestResponse) {
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toMatch(/script-src 'self'(;|$)/);
  expect(csp).toContain("img-src 'self' data: blob:");
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain('report-uri /api/public/cspReport');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe('precompressed files', () => {
  it('the build writes .br and .gz beside text files, not beside a woff2 (compressed already)', () => {
    for (const f of [BUNDLE, STYLE, 'index.html']) {
      expect(brotliDecompressSync(readFileSync(join(dist, `${f}.br`)))).toEqual(plain(f));
      expect(gunzipSync(readFileSync(join(dist, `${f}.gz`)))).toEqual(plain(f));
    }
    expect(existsSync(join(dist, `${FONT}.br`))).toBe(false);
  });

  it('sends brotli to a browser that accepts it, decompressing to the very file', async () => {
    const res = await get(`/${BUNDLE}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(plain(BUNDLE).length / 3);
    expect(brotliDecompressSync(res.rawPayload)).toEqual(plain(BUNDLE));
  });

  it('sends gzip to a browser that accepts only gzip', async () => {
    const res = await get(`/${STYLE}`, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^text\/css/);
    expect(gunzipSync(res.rawPayload)).toEqual(plain(STYLE));
  });

  it('sends the plain file when no encoding is asked for, still varying on it', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const res = await get(`/${BUNDLE}`, headers);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.rawPayload).toEqual(plain(BUNDLE));
    }
  });

  it('sends index.html compressed too, for / and for a console route', async () => {
    for (const url of ['/', '/login']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.rawPayload)).toEqual(plain('index.html'));
    }
  });
});

describe('caching', () => {
  it('keeps content-hashed files a year, whichever encoding is sent', async () => {
    for (const [url, enc] of [
      [`/${BUNDLE}`, 'br'],
      [`/${BUNDLE}`, 'gzip'],
      [`/${BUNDLE}`, ''],
      [`/${FONT}`, 'br'],
    ]) {
      const res = await get(url, enc ? { 'accept-encoding': enc } : {});
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('revalidates index.html at every load and answers 304 while it is unchanged', async () => {
    for (const [url, enc] of [
      ['/', ''],
      ['/login', 'br'],
      ['/index.html', 'gzip'],
    ]) {
      const headers: Record<string, string> = enc ? { 'accept-encoding': enc } : {};
      const first = await get(url, headers);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.headers.etag).toBeTruthy();
      expect(first.headers['last-modified']).toBeTruthy();
      const again = await get(url, { ...headers, 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.payload).toBe('');
      expectSecurityHeaders(again);
    }
  });

  it('revalidates config.json with its ETag (304 when unchanged, the config when not)', async () => {
    const first = await get('/config.json');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.json()).toEqual({ baseURL: '', projectName: '示范大学服务平台' });
    const again = await get('/config.json', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect((await get('/config.json', { 'if-none-match': '"older"' })).statusCode).toBe(200);
  });

  it('revalidates the runtime folder’s files (not hashed)', async () => {
    const res = await get('/images/avatar.png');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeTruthy();
  });

  it('serves /favicon.ico (the runtime folder’s) kept a day, revalidated with its ETag', async () => {
    const res = await get('/favicon.ico');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/icon/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.rawPayload).toEqual(readFileSync('static/favicon.ico'));
    // an .ico: reserved 0, type 1, two images (16 and 32 px)
    expect([...res.rawPayload.subarray(0, 6)]).toEqual([0, 0, 1, 0, 2, 0]);
    expect((await get('/favicon.ico', { 'if-none-match': String(res.headers.etag) })).statusCode).toBe(304);
  });

  it('answers 404 for a bundle that is not there (an older build’s), not the page', async () => {
    const res = await get('/main.deadbeef.js', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(404);
    expect(res.payload).not.toContain('<title>console</title>');
    expectSecurityHeaders(res);
  });
});

describe('security headers on every answer', () => {
  it('on files, the page and config.json', async () => {
    for (const url of ['/', '/login', `/${BUNDLE}`, `/${FONT}`, '/images/avatar.png', '/config.json'])
      expectSecurityHeaders(await get(url, { 'accept-encoding': 'br' }));
  });

  it('on API answers, refusals and the router’s own errors', async () => {
    const session = await signIn(t.app, TENANT_A);
    expect(session.accessToken).toBeTruthy();
    const signInAnswer = await t.app.inject({ method: 'POST', url: '/api/blade-auth/token', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expectSecurityHeaders(signInAnswer);
    const unsigned = await get('/api/blade-platform/nothing');
    expect(unsigned.statusCode).toBe(401);
    expectSecurityHeaders(unsigned);
    const malformed = await get('/api/%zz');
    expect(malformed.statusCode).toBe(400);
    expectSecurityHeaders(malformed);
  });

  it('on downloads, which stay attachments', async () => {
    const session = await signIn(t.app, TENANT_A);
    const res = await download(t.app, session, { method: 'GET', url: consoleGet(IMPORT_PATHS.template, { target: 'STUDENT' }) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=/);
    expectSecurityHeaders(res);
  });

  it('the page before login keeps its own stricter policy', async () => {
    const res = await get('/landing/000000');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('CSP violation reports', () => {
  const post = (contentType: string, payload: string) =>
    t.app.inject({ method: 'POST', url: '/api/public/cspReport', headers: { 'content-type': contentType }, payload });

  it('takes report-uri reports and Reporting API reports, unsigned', async () => {
    const legacy = await post(
      'application/csp-report',
      JSON.stringify({ 'csp-report': { 'document-uri': 'http://x/serviceList', 'effective-directive': 'script-src-elem', 'blocked-uri': 'inline' } }),
    );
    expect(legacy.statusCode).toBe(200);
    expect(legacy.json().status).toBe(1000);
    const modern = await post(
      'application/reports+json',
      JSON.stringify([{ type: 'csp-violation', body: { documentURL: 'http://x/', effectiveDirective: 'img-src' } }]),
    );
    expect(modern.statusCode).toBe(200);
  });

  it('refuses a body over 16 KB, another type and malformed JSON', async () => {
    expect((await post('application/csp-report', JSON.stringify({ 'csp-report': { sample: 'x'.repeat(17_000) } }))).statusCode).toBe(413);
    for (const [type, body] of [
      ['text/plain', 'hello'],
      ['application/json', '{"csp-report":{}}'],
      ['application/csp-report', '{not json'],
    ]) {
      const res = await post(type, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe(9009);
    }
  });
});
