// What the login page costs over HTTP: Chromium loads /login from the real server (as the
// browser tests do) and the bytes it received for every response are summed (CDP
// Network.loadingFinished: encodedDataLength, headers included), as a browser asks
// (`accept-encoding: gzip, deflate, br, zstd`). Beside it, each of those same requests asked
// again with brotli only, gzip only and no compression (the server's answer before it sent the
// build's compressed copies): the bodies' bytes.
import http from 'node:http';
import { launchBrowser, startServer } from '../test/e2e/harness';
import { BenchRow } from './report';

const BUDGET = 250 * 1024;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** the body's bytes as sent (not decompressed) for one GET with this accept-encoding */
function bodyBytes(url: string, acceptEncoding: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => (bytes += c.length));
      res.on('end', () => resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'none') }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

export async function transferRows(): Promise<BenchRow[]> {
  const [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const requests = new Map<string, { url: string; method: string; type?: string; encoding?: string }>();
    const received = new Map<string, number>();
    cdp.on('Network.requestWillBeSent', (e) => requests.set(e.requestId, { url: e.request.url, method: e.request.method, type: e.type }));
    cdp.on('Network.responseReceived', (e) => {
      const r = requests.get(e.requestId);
      const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
      if (r) r.encoding = String(headers['content-encoding'] ?? 'none');
    });
    cdp.on('Network.loadingFinished', (e) => received.set(e.requestId, e.encodedDataLength));
    await page.goto(`${server.url}/login`, { waitUntil: 'networkidle' });
    await page.waitForSelector('#login-tenant');
    await page.waitForLoadState('networkidle');

    const loaded = [...received].map(([id, bytes]) => ({ ...requests.get(id)!, bytes })).filter((r) => r.url.startsWith('http'));
    const browserTotal = loaded.reduce((s, r) => s + r.bytes, 0);
    const gets = loaded.filter((r) => r.method === 'GET');
    const asked = { plain: 0, gzip: 0, br: 0 };
    console.log('login page requests (browser bytes, encoding | plain / gzip / br body bytes):');
    for (const r of gets) {
      const [plain, gzip, br] = await Promise.all([bodyBytes(r.url, ''), bodyBytes(r.url, 'gzip'), bodyBytes(r.url, 'br')]);
      asked.plain += plain.bytes;
      asked.gzip += gzip.bytes;
      asked.br += br.bytes;
      const path = new URL(r.url).pathname;
      console.log(`  ${kb(r.bytes).padStart(9)} ${String(r.encoding).padEnd(5)} | ${kb(plain.bytes)} / ${kb(gzip.bytes)} / ${kb(br.bytes)}  ${path}`);
    }
    const byType = (pattern: RegExp) => loaded.filter((r) => pattern.test(new URL(r.url).pathname)).reduce((s, r) => s + r.bytes, 0);
    return [
      {
        flow: 'login page over HTTP',
        work: `transferred as Chromium asks (${loaded.length} responses, headers included)`,
        figure: kb(browserTotal),
        budget: '≤ 250 KB',
        pass: browserTotal <= BUDGET,
        data: { bytes: browserTotal, js: byType(/\.js$/), css: byType(/\.css$/), fonts: byType(/\.(woff2?|ttf|eot)$/), requests: loaded },
      },
      {
        flow: 'login page over HTTP',
        work: `bodies uncompressed (as served before: ${gets.length} GETs)`,
        figure: kb(asked.plain),
        budget: 'info',
        pass: true,
        data: { bytes: asked.plain },
      },
      {
        flow: 'login page over HTTP',
        work: 'bodies with accept-encoding: gzip',
        figure: kb(asked.gzip),
        budget: 'info',
        pass: true,
        data: { bytes: asked.gzip },
      },
      {
        flow: 'login page over HTTP',
        work: 'bodies with accept-encoding: br',
        figure: kb(asked.br),
        budget: '≤ 250 KB',
        pass: asked.br <= BUDGET,
        data: { bytes: asked.br },
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
