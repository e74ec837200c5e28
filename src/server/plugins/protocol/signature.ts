// Request signatures (PROTOCOL.md, "Signing"): every protected call carries
// X-Sign: t,id,path,sig over METHOD\npath\nt\nid\nsha256hex(body as sent) with the session's
// signing key. Checked after the body is parsed (the hash needs the raw text) and before
// validation and the handler; the answer to a verified call is signed in turn.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  formatResponseSignHeader,
  MAX_CLOCK_SKEW_MS,
  parseSignHeader,
  requestSignature,
  RESPONSE_SIGN_HEADER,
  SIGN_HEADER,
  UNSIGNED_PAYLOAD,
} from '../../../shared/protocol';
import { nodeCrypto, sameText } from '../../crypto';
import { unauthorized } from '../../envelope';
import { needsSession } from '../../paths';
import { createReplayGuard } from './replay';

const isMultipart = (request: FastifyRequest) => (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');

function refuse(reply: FastifyReply, msgKey: string) {
  return reply.code(401).send(unauthorized(reply.request.t(msgKey)));
}

export function registerSignatureCheck(app: FastifyInstance): void {
  const replay = createReplayGuard(app.db);
  app.decorateRequest('signedWith', null);

  app.addHook('preValidation', async (request, reply) => {
    // which calls are signed is decided by the matched route (paths.ts); what the signature
    // names is the target exactly as sent (always origin-form here: requestTarget.ts)
    if (!needsSession(request) || !request.auth) return;
    const header = parseSignHeader(request.headers[SIGN_HEADER]);
    if (!header) return refuse(reply, 'protocol.signatureMissing');
    if (header.path !== request.url) return refuse(reply, 'protocol.signaturePathMismatch');
    const key = request.auth.signingKey;
    const body = isMultipart(request) ? UNSIGNED_PAYLOAD : (request.rawBody ?? '');
    const expected = requestSignature(key, { method: request.method, path: header.path, t: header.t, id: header.id, body }, nodeCrypto);
    if (!sameText(expected, header.sig)) return refuse(reply, 'protocol.badSignature');
    const now = app.now();
    if (Math.abs(now - header.t) > MAX_CLOCK_SKEW_MS) return refuse(reply, 'protocol.staleRequest');
    if (!(await replay.firstSighting(header.id, now))) return refuse(reply, 'protocol.replayedRequest');
    request.signedWith = { id: header.id, key };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const signed = request.signedWith;
    if (!signed) return payload;
    // the signature hashes text; a file (buffer or stream) is signed as an unsigned payload
    const body = typeof payload === 'string' ? payload : UNSIGNED_PAYLOAD;
    reply.header(RESPONSE_SIGN_HEADER, formatResponseSignHeader(signed.key, signed.id, app.now(), body, nodeCrypto));
    return payload;
  });
}
