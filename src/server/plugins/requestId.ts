// The request id (logging/requestId.ts) on every answer, in X-Request-Id, and the envelope's status
// noted for the request's log line (logging/requestLog.ts). Registered first, beside the security
// headers, so its hooks cover every plugin and route; the router's own refusals, which no hook
// sees, add the header in app.ts's frameworkErrors.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isEnvelope, REQUEST_ID_HEADER } from '../../shared/protocol';

export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('envelopeStatus', null);
    app.addHook('preSerialization', async (request, _reply, payload) => {
      if (isEnvelope(payload)) request.envelopeStatus = payload.status;
      return payload;
    });
    app.addHook('onSend', async (request, reply, payload) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      return payload;
    });
  },
  { name: 'request-id' },
);
