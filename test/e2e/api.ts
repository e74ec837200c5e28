// Calls to the running server from the test itself, as the console makes them (a wrapped body,
// a signed request): for what a browser test must arrange that no screen can type, such as a
// hostile HTML body sent straight to the server.
import { formatSignHeader, unwrap, uuidV4, wrapBody } from '../../src/shared/protocol';
import { DEMO } from './harness';

export interface ApiSession {
  accessToken: string;
  signingKey: string;
  tenantId: string;
}

export interface ApiAnswer<T> {
  http: number;
  status: number;
  msg: string;
  result: T;
}

async function answerOf<T>(res: Response): Promise<ApiAnswer<T>> {
  const envelope = (await res.json()) as { status: number; msg: string; result: unknown };
  const result = (typeof envelope.result === 'string' ? unwrap<T>(envelope.result) : envelope.result) as T;
  return { http: res.status, status: envelope.status, msg: envelope.msg, result };
}

export async function apiSignIn(baseUrl: string, credentials = DEMO): Promise<ApiSession> {
  const res = await fetch(`${baseUrl}/api/blade-auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: wrapBody({ tenantId: credentials.tenant, account: credentials.account, password: credentials.password }),
  });
  const a = await answerOf<ApiSession>(res);
  if (a.status !== 1000) throw new Error(`sign-in failed: ${a.status} ${a.msg}`);
  return a.result;
}

export async function signedPost<T = unknown>(baseUrl: string, session: ApiSession, path: string, body: Record<string, unknown>): Promise<ApiAnswer<T>> {
  const payload = wrapBody({ ...body, tenantId: session.tenantId });
  const sign = formatSignHeader(session.signingKey, { method: 'POST', path, t: Date.now(), id: uuidV4(), body: payload });
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.accessToken}`, 'x-sign': sign },
    body: payload,
  });
  return answerOf<T>(res);
}

export async function signedGet<T = unknown>(baseUrl: string, session: ApiSession, path: string): Promise<ApiAnswer<T>> {
  const sign = formatSignHeader(session.signingKey, { method: 'GET', path, t: Date.now(), id: uuidV4(), body: '' });
  const res = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${session.accessToken}`, 'x-sign': sign } });
  return answerOf<T>(res);
}
