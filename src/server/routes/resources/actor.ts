// Who a collection's write is made by, for its audit row: the tenant and person of the token.
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../resources/audited';
import { authOf } from '../../types';

export function actorOf(request: FastifyRequest): Actor {
  const auth = authOf(request);
  return { tenantId: auth.tenantId, account: auth.account, name: auth.userName };
}
