// The route schemas' compilers (src/server/plugins/lazyCompilers.ts): fastify's own ajv and
// fast-json-stringify, run on a route's first call; what they accept, refuse and write is as before.
import Fastify, { FastifyInstance } from 'fastify';
import { lazyCompilers } from '../../../src/server/plugins/lazyCompilers';

function appWith(route: (app: FastifyInstance) => void): FastifyInstance {
  const app: FastifyInstance = Fastify({ schemaController: lazyCompilers(), ajv: { customOptions: { allowUnionTypes: true } } });
  route(app);
  return app;
}

const bodySchema = { type: 'object', properties: { n: { type: 'integer', minimum: 1 }, tag: { type: 'string', default: 'none' } }, required: ['n'] };
const replySchema = { 200: { type: 'object', properties: { n: { type: 'integer' }, tag: { type: 'string' } } } };

it('validates, coerces, fills defaults and names the failing property, as fastify’s own compilers do', async () => {
  const app = appWith((a) => {
    a.post('/b', { schema: { body: bodySchema, response: replySchema } }, async (req) => ({ ...(req.body as object), secret: 'not in the schema' }));
    a.get('/q', { schema: { querystring: { type: 'object', properties: { page: { type: 'integer' } } } } }, async (req) => req.query);
  });
  const ok = await app.inject({ method: 'POST', url: '/b', payload: { n: 2 } });
  expect(ok.statusCode).toBe(200);
  // the default filled in by ajv, the property outside the reply's schema left out by the serializer
  expect(ok.json()).toEqual({ n: 2, tag: 'none' });

  const bad = await app.inject({ method: 'POST', url: '/b', payload: { n: 0 } });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toMatch(/body\/n must be >= 1/);
  // the reasons are those of the failing call, not of an earlier one
  const missing = await app.inject({ method: 'POST', url: '/b', payload: {} });
  expect(missing.json().message).toMatch(/must have required property 'n'/);

  // a whole query string coerced (ajv replaces the request part through its parent)
  const q = await app.inject({ method: 'GET', url: '/q?page=3' });
  expect(q.json()).toEqual({ page: 3 });
  expect((await app.inject({ method: 'GET', url: '/q?page=x' })).statusCode).toBe(400);
  await app.close();
});

it('compiles a route’s schema on its first call, not at start', async () => {
  const app = appWith((a) => {
    // a schema ajv cannot compile: the start goes through, the route's first call fails
    a.post('/broken', { schema: { body: { type: 'object', properties: { x: { type: 'no such type' } } } } }, async () => 'never');
  });
  await app.ready();
  const res = await app.inject({ method: 'POST', url: '/broken', payload: { x: 1 } });
  expect(res.statusCode).toBe(500);
  await app.close();
});

it('refuses a header schema naming a header in capitals (Node gives them in lower case)', async () => {
  const app = appWith((a) => {
    a.post('/h', { schema: { headers: { type: 'object', properties: { 'Content-Type': { type: 'string' } } } } }, async () => 'x');
  });
  await expect(app.ready()).rejects.toThrow(/"Content-Type".*lower case/);
  const lower = appWith((a) => {
    a.post('/h', { schema: { headers: { type: 'object', properties: { 'x-tag': { type: 'string', pattern: '^a' } }, required: ['x-tag'] } } }, async () => 'x');
  });
  expect((await lower.inject({ method: 'POST', url: '/h', headers: { 'X-Tag': 'abc' } })).statusCode).toBe(200);
  expect((await lower.inject({ method: 'POST', url: '/h', headers: { 'X-Tag': 'b' } })).statusCode).toBe(400);
  await lower.close();
});
