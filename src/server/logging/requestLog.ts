// One JSON line per request, written when it completes (fastify's LogController, whose two lines
// "incoming request" / "request completed" it replaces): the request id (reqId, requestId.ts),
// the tenant of the signed-in session, the method, the matched route's pattern (never the raw
// URL: its ids and query can carry an account or a name), the HTTP status, the envelope's status
// when the answer was one (envelopeStatus.ts) and the duration in ms. No header, body or query
// is ever logged; `redact` covers what a log call elsewhere could still hand pino.
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { routedPattern } from '../paths';

/** What a request line holds (besides pino's level, time, pid, hostname, reqId and msg). */
export interface RequestLine {
  tenant: string | null;
  method: string;
  route: string | null;
  status: number;
  envelope?: number;
  ms: number;
}

export function requestLineOf(request: FastifyRequest, reply: FastifyReply): RequestLine {
  const envelope = request.envelopeStatus;
  return {
    tenant: request.auth?.tenantId ?? null,
    method: request.method,
    route: routedPattern(request),
    status: reply.statusCode,
    ...(envelope === null ? {} : { envelope }),
    ms: Math.round(reply.elapsedTime * 10) / 10,
  };
}

export class RequestLogController extends LogController {
  /** the one line comes at the end */
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ ...requestLineOf(request, reply), err: error }, 'request errored');
    else reply.log.info(requestLineOf(request, reply), 'request');
  }

  /** fastify's says the raw URL; the request line already says 404 with no route */
  override routeNotFound(): void {}
}

/** Keys that name a secret or a person wherever a log call puts them (one or two levels down). */
const SECRET_KEYS = ['password', 'currentPassword', 'newPassword', 'token', 'accessToken', 'refreshToken', 'signingKey', 'secret', 'authorization', 'cookie'];
const PERSONAL_KEYS = ['account', 'name', 'userName', 'body', 'query', 'payload', 'headers'];
const REDACTED = [...SECRET_KEYS, ...PERSONAL_KEYS].flatMap((key) => [key, `*.${key}`]);

/** The logger's options: the level, redaction, and a request serializer that keeps a request to its
 *  method and route (fastify's default logs the URL with its query; its answer serializer keeps
 *  the status only). */
export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACTED, censor: '[redacted]' },
    serializers: {
      req: (request: FastifyRequest) => ({ method: request.method, route: request.routeOptions?.url ?? null }),
    },
  };
}
