// The one refusal type (src/server/refusal.ts) thrown from anywhere below a route is answered by
// the central error handler: 1002 with the message in the caller's language, 9009 naming the
// field when it has one, HTTP 200 unless it names another status; the envelope is the routes'.
import type { FastifyInstance } from 'fastify';
import { refuse } from '../../../src/server/refusal';
import { envelopeResponse } from '../../../src/server/schemas/response';
import { translate } from '../../../src/shared/i18n';
import { Status } from '../../../src/shared/protocol';
import { buildTestApp, readAnswer, TestApp } from '../helpers';

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
  });

  it('answers 9009 naming the field', async () => {
    const a = await get('/test/refuse/field');
    const reason = translate('en', 'robot.type.nameRequired');
    expect([a.http, a.envelope.status, a.envelope.msg, a.result]).toEqual([200, Status.INVALID, reason, [{ field: 'name', reason }]]);
  });

  it('keeps the HTTP status a refusal names', async () => {
    const a = await get('/test/refuse/status');
    expect([a.http, a.envelope.status, a.envelope.msg]).toEqual([413, Status.REFUSED, translate('en', 'photoImport.tooLarge')]);
  });
});
