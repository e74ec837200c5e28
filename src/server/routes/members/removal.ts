// A member removal as the three member routes read it (MemberRemoveSelection): the picks, or
// select all with its exclusions and the member list's filters; the tenant and the actor are the
// token's. `extra` is the filter only the screen's own list has (a role's member group, a
// department's level).
import type { FastifyRequest } from 'fastify';
import type { MemberRemoveSelection } from '../../../shared/members/api';
import type { RemoveRequest } from '../../members/memberList';
import type { TargetRef } from '../../members/targets';
import { authOf } from '../../types';
import { textOf } from './answer';

/** who writes (the history names them) */
export const memberActor = (request: FastifyRequest) => ({ account: authOf(request).account, name: authOf(request).userName });

export function removalOf(request: FastifyRequest, target: TargetRef, body: MemberRemoveSelection, extra?: number): RemoveRequest {
  const auth = authOf(request);
  const isAll = body.isAll === true;
  const q = body.query ?? {};
  return {
    tenantId: auth.tenantId,
    target,
    isAll,
    ids: body.ids,
    filters: isAll ? { kind: q.kind || undefined, name: textOf(q.name), extra } : {},
    actor: memberActor(request),
  };
}
