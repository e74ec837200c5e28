// JSON bodies travel as {"data": wrap(JSON.stringify(body))} (PROTOCOL.md). The parser keeps the
// raw text for the signature's body hash and hands the unwrapped body to the route; anything
// else is a malformed body, refused before any hook or handler sees it.
import type { FastifyInstance } from 'fastify';
import { MalformedBodyError, unwrap } from '../../../shared/protocol';

export class MalformedRequestError extends Error {
  readonly statusCode = 400;
  readonly code = 'CAMPUS_MALFORMED_BODY';
  constructor(reason: string) {
    super(reason);
    this.name = 'MalformedRequestError';
  }
}

export function parseWrappedBody(raw: string): unknown {
  let outer: unknown;
  try {
    outer = JSON.parse(raw);
  } catch {
    throw new MalformedRequestError('not JSON');
  }
  if (typeof outer !== 'object' || outer === null || Array.isArray(outer)) throw new MalformedRequestError('not an object');
  const keys = Object.keys(outer);
  if (keys.length !== 1 || keys[0] !== 'data') throw new MalformedRequestError('expected exactly {"data": ...}');
  try {
    return unwrap((outer as { data: unknown }).data);
  } catch (e) {
    throw new MalformedRequestError(e instanceof MalformedBodyError ? e.message : 'unwrap failed');
  }
}

export function registerWrappedJsonParser(app: FastifyInstance): void {
  app.decorateRequest('rawBody', undefined);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const raw = body as string;
    request.rawBody = raw;
    try {
      done(null, parseWrappedBody(raw));
    } catch (e) {
      done(e as Error, undefined);
    }
  });
}
