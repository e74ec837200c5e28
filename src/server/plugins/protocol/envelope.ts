// Every JSON answer {status, msg, result} leaves with `result` wrapped like a request body, so a
// result is always a wrapped string on the wire (PROTOCOL.md). Every /api route also gets the
// envelope as its response schema, which makes serialization fast and the shape certain.
import type { FastifyInstance } from 'fastify';
import { isEnvelope, wrap } from '../../../shared/protocol';
import { isApiPath } from '../../paths';

export const ENVELOPE_SCHEMA = {
  type: 'object',
  required: ['status', 'msg', 'result'],
  properties: {
    status: { type: 'integer' },
    msg: { type: 'string' },
    result: { type: 'string' },
  },
} as const;

export function registerEnvelope(app: FastifyInstance): void {
  app.addHook('preSerialization', async (_request, _reply, payload) => {
    if (!isEnvelope(payload)) return payload;
    const { status, msg, result } = payload;
    return { status, msg: msg ?? '', result: wrap(JSON.stringify(result ?? null)) };
  });
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return;
    const schema = (route.schema ??= {});
    schema.response ??= { 200: ENVELOPE_SCHEMA };
  });
}
