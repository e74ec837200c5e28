// The built console and the runtime folder from one server, with the single-page fallback.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildTestApp, TestApp } from '../helpers';

describe('static files and the single-page fallback', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'campus-static-'));
    const dist = join(root, 'dist');
    const stat = join(root, 'static');
    mkdirSync(dist);
    mkdirSync(join(stat, 'images'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>console</title>');
    writeFileSync(join(dist, 'main.abc123.js'), 'console.log(1)');
    writeFileSync(join(stat, 'config.json'), JSON.stringify({ projectName: '示范大学服务平台' }));
    writeFileSync(join(stat, 'images', 'avatar.png'), 'png');
    t = await buildTestApp({ seed: false, staticDirs: { dist, static: stat } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves the console and its bundles', async () => {
    expect((await get('/')).payload).toContain('<title>console</title>');
    expect((await get('/main.abc123.js')).payload).toBe('console.log(1)');
  });

  it('answers index.html for any console route that is not a file', async () => {
    for (const route of ['/login', '/serviceList', '/wel/index']) {
      const res = await get(route);
      expect(res.statusCode).toBe(200);
      expect(res.payload).toContain('<title>console</title>');
    }
  });

  it('serves the runtime folder and reads config.json from it', async () => {
    expect((await get('/images/avatar.png')).payload).toBe('png');
    expect((await get('/config.json')).json()).toEqual({ baseURL: '', projectName: '示范大学服务平台' });
  });

  it('keeps /api out of the fallback', async () => {
    const res = await get('/api/blade-platform/nothing');
    expect(res.statusCode).toBe(401);
    expect(res.json().status).toBe(401);
  });
});
