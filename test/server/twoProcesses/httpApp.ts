// The server test helpers (helpers.ts, the imports', exports' and photo imports' fixtures) call
// `app.inject` and `app.now`; this gives them a running server process instead, over real HTTP,
// so the same signed calls reach a child process on its port.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

export function httpApp(baseUrl: string): FastifyInstance {
  const inject = async (o: InjectOptions): Promise<LightMyRequestResponse> => {
    const res = await fetch(`${baseUrl}${o.url as string}`, {
      method: o.method ?? 'GET',
      headers: o.headers as Record<string, string>,
      body: o.payload === undefined ? undefined : typeof o.payload === 'string' ? o.payload : new Uint8Array(o.payload as Buffer),
    });
    const raw = Buffer.from(await res.arrayBuffer());
    const headers: Record<string, string> = {};
    res.headers.forEach((v, k) => (headers[k] = v));
    return {
      statusCode: res.status,
      headers,
      rawPayload: raw,
      payload: raw.toString('utf8'),
      body: raw.toString('utf8'),
      json: () => JSON.parse(raw.toString('utf8')),
    } as unknown as LightMyRequestResponse;
  };
  return { inject, now: () => Date.now() } as unknown as FastifyInstance;
}
