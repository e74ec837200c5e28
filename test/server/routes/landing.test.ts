// GET /landing/:tenantCode: the built page before login for a known school with a strict policy
// (nothing from anywhere else), a Chinese 404 page for an unknown or disabled one, and a 503 page
// while the console is not built.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LANDING_HTML } from '../../../src/server/routes/landing';
import { buildTestApp, TENANT_A, TestApp } from '../helpers';

const BUILT =
  '<!doctype html><html lang="zh-CN"><head><script type="module" src="/landing-assets/landingMain.1234.js"></script></head><body><div id="landing-root"></div></body></html>';

let t: TestApp;
let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'campus-dist-'));
  mkdirSync(path.join(distDir, path.dirname(LANDING_HTML)), { recursive: true });
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html>');
  writeFileSync(path.join(distDir, LANDING_HTML), BUILT);
  t = await buildTestApp({ staticDirs: { dist: distDir } });
}, 120_000);

afterAll(async () => {
  await t?.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('the page before login', () => {
  it('answers the built page for a known school, with a policy that allows only this server', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/landing/${TENANT_A}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
    expect(res.body).toBe(BUILT);
    expect(res.body).not.toMatch(/https?:\/\//);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toMatch(/https?:|\*/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-cache');
    // the four public reads start with the script
    expect(res.headers.link).toBe(
      ['preLoginPage', 'preLoginBottom', 'appearance', 'loginPrompt']
        .map((k) => `</api/public/config/${TENANT_A}/${k}>; rel=preload; as=fetch; crossorigin=anonymous`)
        .join(', '),
    );
  });

  it('answers a clear Chinese 404 page for an unknown school, its code escaped', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/landing/${encodeURIComponent('99<b>9')}` });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('lang="zh-CN"');
    expect(res.body).toContain('未找到该学校');
    expect(res.body).toContain('99&#60;b&#62;9');
    expect(res.body).not.toContain('<b>');
    expect(res.body).not.toMatch(/https?:\/\/|<script/);
  });

  it('answers 404 for a disabled school', async () => {
    await t.db.updateTable('tenants').set({ enabled: false }).where('id', '=', TENANT_A).execute();
    try {
      expect((await t.app.inject({ method: 'GET', url: `/landing/${TENANT_A}` })).statusCode).toBe(404);
    } finally {
      await t.db.updateTable('tenants').set({ enabled: true }).where('id', '=', TENANT_A).execute();
    }
  });

  it('says the page is not built when the build is missing', async () => {
    const bare = await buildTestApp({ seed: true });
    try {
      const res = await bare.app.inject({ method: 'GET', url: `/landing/${TENANT_A}` });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('尚未构建');
    } finally {
      await bare.close();
    }
  });
});
