// The one refusal type (src/server/refusal.ts) thrown from anywhere below a route is answered by
// the central error handler: 1002 with the message in the caller's language, 9009 naming the
// field when it has one, HTTP 200 unless it names another status; the envelope is the routes'.
// Every refusal names the catalogue key (and parameters) its words were said from (msgKey,
// msgParams; a field error's key, params), so the console says it in the language it shows.
import type { FastifyInstance } from 'fastify';
import { refuse } from '../../../src/server/refusal';
import { envelopeResponse } from '../../../src/server/schemas/response';
import { translate } from '../../../src/shared/i18n';
import { Status } from '../../../src/shared/protocol';
import { buildTestApp, readAnswer, TestApp } from '../helpers';
import { wrapBody } from '../../../src/shared/protocol';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    seed: false,
    extend: (app: FastifyInstance) => {
      app.register(async (scope) => {
        const schema = { response: envelopeResponse() };
        scope.get('/test/refuse/plain', { schema }, async () => refuse('validation.notFound'));
        scope.get('/test/refuse/field', { schema }, async () => refuse('robot.type.nameRequired', undefined, { field: 'name' }));
        scope.get('/test/refuse/status', { schema }, async () => refuse('photoImport.tooLarge', undefined, { httpStatus: 413 }));
        scope.get('/test/refuse/params', { schema }, async () => refuse('document.versionNotFound', { version: 7 }));
        scope.post(
          '/test/schema',
          { schema: { ...schema, body: { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 3 } } } } },
          async () => ({ status: Status.OK, msg: '', result: null }),
        );
      });
    },
  });
}, 120_000);
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } }).then(readAnswer);

describe('refusals', () => {
  it('answers 1002 with the localized message', async () => {
    const a = await get('/test/refuse/plain');
    expect([a.http, a.envelope.status, a.envelope.msg, a.result]).toEqual([200, Status.REFUSED, translate('en', 'validation.notFound'), null]);
    expect(a.envelope.msgKey).toBe('validation.notFound');
  });

  it('answers 9009 naming the field', async () => {
    const a = await get('/test/refuse/field');
    const reason = translate('en', 'robot.type.nameRequired');
    expect([a.http, a.envelope.status, a.envelope.msg, a.result]).toEqual([
      200,
      Status.INVALID,
      reason,
      [{ field: 'name', reason, key: 'robot.type.nameRequired' }],
    ]);
    expect(a.envelope.msgKey).toBe('robot.type.nameRequired');
  });

  it('keeps the HTTP status a refusal names', async () => {
    const a = await get('/test/refuse/status');
    expect([a.http, a.envelope.status, a.envelope.msg]).toEqual([413, Status.REFUSED, translate('en', 'photoImport.tooLarge')]);
  });
});

describe('the key and parameters beside the words', () => {
  it('names the parameters of a refusal', async () => {
    const a = await get('/test/refuse/params');
    expect([a.envelope.msg, a.envelope.msgKey, a.envelope.msgParams]).toEqual([
      translate('en', 'document.versionNotFound', { version: 7 }),
      'document.versionNotFound',
      { version: 7 },
    ]);
  });

  it('names the key of every schema failure, one per field', async () => {
    const a = await t.app
      .inject({
        method: 'POST',
        url: '/test/schema',
        payload: wrapBody({ name: 'too long' }),
        headers: { 'accept-language': 'en', 'content-type': 'application/json' },
      })
      .then(readAnswer);
    expect(a.envelope.status).toBe(Status.INVALID);
    expect(a.result).toEqual([
      {
        field: 'name',
        reason: translate('en', 'validation.maxLength', { field: 'name', max: 3 }),
        key: 'validation.maxLength',
        params: { field: 'name', max: 3 },
      },
    ]);
    expect([a.envelope.msgKey, a.envelope.msgParams]).toEqual(['validation.maxLength', { field: 'name', max: 3 }]);
  });
});
