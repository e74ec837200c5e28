// The message of a successful add: how many were added and, when some were members already, how many.
import type { FastifyRequest } from 'fastify';
import type { AddMembersResult } from '../../../shared/members/api';

export const addMessage = (request: FastifyRequest) => (r: AddMembersResult) =>
  r.skipped > 0 ? request.t('members.addedSkipped', { added: r.added, skipped: r.skipped }) : request.t('members.added', { added: r.added });
