// The writer of a designer call, from the session: the tenant always the token's, never the body's.
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../serviceCards/audit';
import { authOf } from '../../types';

export function actorOf(request: FastifyRequest): Actor {
  const auth = authOf(request);
  return { tenantId: auth.tenantId, account: auth.account, name: auth.userName };
}
