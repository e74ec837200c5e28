// Every JSON answer {status, msg, result} leaves with `result` wrapped like a request body, so a
// result is always a wrapped string on the wire (PROTOCOL.md). Each route declares the envelope
// as its response schema (src/server/schemas/response.ts).
import type { FastifyInstance } from 'fastify';
import { isEnvelope, wrap } from '../../../shared/protocol';

export function registerEnvelope(app: FastifyInstance): void {
  app.addHook('preSerialization', async (_request, _reply, payload) => {
    if (!isEnvelope(payload)) return payload;
    const { status, msg, result, msgKey, msgParams } = payload;
    const said = msgKey ? { msgKey, ...(msgParams ? { msgParams } : {}) } : {};
    return { status, msg: msg ?? '', result: wrap(JSON.stringify(result ?? null)), ...said };
  });
}
