// Who may read /metrics: with METRICS_TOKEN set, a caller sending `Authorization: Bearer <it>`
// (compared in constant time); without one, a caller on this machine only: a loopback address,
// with no X-Forwarded-For or Forwarded header (a reverse proxy on this machine forwards outside
// callers from loopback). Everyone else is refused without a word about why.
import type { FastifyRequest } from 'fastify';
import { sameText } from '../../crypto';

export type MetricsAccess = 'allowed' | 'noToken' | 'notLocal';

const isLoopback = (ip: string) => ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');

export function metricsAccess(request: FastifyRequest, token: string | undefined): MetricsAccess {
  if (token) {
    const m = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '');
    return m && sameText(m[1], token) ? 'allowed' : 'noToken';
  }
  const proxied = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !proxied && isLoopback(request.socket.remoteAddress ?? '') && isLoopback(request.ip) ? 'allowed' : 'notLocal';
}
