// Conformance of the documents' calls (issue 31): every call of document 000 §7, 001 §7 and 002 §7
// (test/support/documentedCalls.ts) is registered with its documented method and path, with a
// request and a response schema; answers a signed call of the demo administrator with 1000 or the
// documented refusal its sample asks for (never 404, never 500); and is named by the console's
// code for its screen (read from the source, test/support/namedPaths.ts), or declared by the
// collection or document definition the console builds that screen from.
import type { FastifyInstance, RouteOptions } from 'fastify';
import { DOCUMENTS } from '../../../src/shared/documents';
import { documentCallsOf } from '../../../src/shared/documents/calls';
import { RESOURCES } from '../../../src/shared/resources';
import { collectionCallsOf } from '../../../src/shared/resources/callList';
import { DOCUMENTED_CALLS, DocumentedCall } from '../../support/documentedCalls';
import { pathsNamedIn } from '../../support/namedPaths';
import { photoPng, writeZip } from '../photoImport/makeZip';
import { buildTestApp, call, callMultipart, consoleGet, download, Session, signIn, TENANT_A, TestApp } from '../helpers';

type Schema = Record<string, unknown> | undefined;
interface Registered {
  body?: Schema;
  querystring?: Schema;
  headers?: Schema;
  response?: Schema;
}

let t: TestApp;
let s: Session;
const routes = new Map<string, Registered>();
const key = (c: Pick<DocumentedCall, 'method' | 'path'>) => `${c.method} ${c.path}`;

beforeAll(async () => {
  t = await buildTestApp({
    extend: (app: FastifyInstance) => {
      app.addHook('onRoute', (route: RouteOptions) => {
        for (const method of Array.isArray(route.method) ? route.method : [route.method])
          routes.set(`${method} ${route.url}`, (route.schema ?? {}) as Registered);
      });
    },
  });
  s = await signIn(t.app, TENANT_A);
});
afterAll(() => t?.close());

describe('the table', () => {
  it('names each documented call once, with the documents’ prefixes', () => {
    const keys = DOCUMENTED_CALLS.map(key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const c of DOCUMENTED_CALLS) expect(c.path).toMatch(/^\/api\/(blade-platform|blade-brick|blade-workbench|im)\//);
    expect(DOCUMENTED_CALLS.length).toBeGreaterThanOrEqual(170);
  });
});

describe('the server', () => {
  it.each(DOCUMENTED_CALLS.map((c) => [key(c), c] as const))('registers %s with a request and a response schema', (_k, c) => {
    const route = routes.get(key(c));
    expect(route).toBeDefined();
    expect(route!.response).toBeDefined();
    // a GET reads its query; a POST its body, or its multipart parts (checked by their content type)
    if (c.method === 'GET') expect(route!.querystring).toBeDefined();
    else expect(route!.body ?? route!.headers).toBeDefined();
  });

  it.each(DOCUMENTED_CALLS.map((c) => [key(c), c] as const))('answers %s to the demo administrator', async (_k, c) => {
    const sample = c.sample ?? {};
    const expected = sample.answers ?? [1000, 1004];
    if (sample.upload) {
      // a zip holds one photo named by a student's ID number (a photo import queues it)
      const picture = await photoPng(8, 8);
      const content = sample.upload.kind === 'png' ? picture : ((await writeZip([{ name: '110101200001011234.png', content: picture }])) as Buffer);
      const file = {
        name: sample.upload.field,
        fileName: `sample.${sample.upload.kind}`,
        content,
        contentType: sample.upload.kind === 'png' ? 'image/png' : 'application/zip',
      };
      const parts = [...Object.entries(sample.upload.parts ?? {}).map(([name, value]) => ({ name, value })), file];
      const a = await callMultipart(t.app, s, c.path, parts);
      expect(a.http).not.toBe(404);
      expect(`${a.envelope.status} ${a.envelope.msg}`).toMatch(new RegExp(`^(${expected.join('|')}) `));
      return;
    }
    if (sample.file) {
      const res = await download(t.app, s, { method: c.method, url: c.path, body: sample.body ?? {} });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['content-type'])).not.toMatch(/json/);
      expect(res.rawPayload.length).toBeGreaterThan(0);
      return;
    }
    const a =
      c.method === 'GET'
        ? await call(t.app, s, { method: 'GET', url: consoleGet(c.path, sample.query) })
        : await call(t.app, s, { url: c.path, body: sample.body ?? (c.path.toLowerCase().includes('list') ? { pageIndex: 1, pageSize: 10 } : {}) });
    expect(a.http).not.toBe(404);
    expect(a.http).toBeLessThan(500);
    expect(`${a.envelope.status} ${a.envelope.msg}`).toMatch(new RegExp(`^(${expected.join('|')}) `));
  });
});

describe('the console', () => {
  const declaredBy = (c: DocumentedCall): Pick<DocumentedCall, 'method' | 'path'>[] => {
    if ('collection' in c.caller) {
      const def = RESOURCES.find((r) => r.key === (c.caller as { collection: string }).collection);
      return def ? collectionCallsOf(def) : [];
    }
    if ('document' in c.caller) {
      const def = DOCUMENTS.find((d) => d.key === (c.caller as { document: string }).document);
      return def ? documentCallsOf(def) : [];
    }
    return [...pathsNamedIn(c.caller.file)].map((path) => ({ method: c.method, path }));
  };

  it.each(DOCUMENTED_CALLS.map((c) => [key(c), c.screen, c] as const))('calls %s from %s', (_k, _screen, c) => {
    expect(declaredBy(c).map(key)).toContain(key(c));
  });
});
