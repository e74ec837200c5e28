// The tenant always comes from the token. A body or query naming another tenant is refused
// with 1002 权限不足 (PROTOCOL.md) before validation or the handler runs; nothing is done.
import fp from 'fastify-plugin';
import { refusedAs } from '../envelope';

function namedTenant(source: unknown): unknown {
  return typeof source === 'object' && source !== null && !Array.isArray(source) ? (source as { tenantId?: unknown }).tenantId : undefined;
}

const isBlank = (v: unknown) => v === undefined || v === null || v === '';

export default fp(
  async (app) => {
    // preValidation, after the signature check (registered earlier), before schemas strip fields
    app.addHook('preValidation', async (request, reply) => {
      const auth = request.auth;
      if (!auth) return;
      for (const named of [namedTenant(request.body), namedTenant(request.query)]) {
        if (!isBlank(named) && String(named) !== auth.tenantId) {
          request.log.warn({ tenant: auth.tenantId, named }, 'call named another tenant');
          return reply.code(200).send(refusedAs(request.t, 'protocol.forbidden'));
        }
      }
    });
  },
  { name: 'tenant-guard', dependencies: ['auth', 'protocol'] },
);
