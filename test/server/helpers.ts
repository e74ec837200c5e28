// Server test helpers (fastify/demo test/helper.ts style): a fresh database, the app on it with
// a small demo, a movable clock, and requests wrapped and signed exactly as the console does,
// with the shared protocol code. Digests come from node:crypto, as the server's do: the console's
// pure SHA-256 costs seconds over a file's thousands of calls and is checked against node's on its
// own (test/server/crypto.test.ts).
import type { VisitFilerPluginOptions } from '../../src/server/appCalls/visitFilerPlugin';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { ImportsOptions } from '../../src/server/imports/plugin';
import type { NewsOptions } from '../../src/server/news/plugin';
import { buildApp, BuildOptions } from '../../src/server/app';
import type { Db } from '../../src/server/db/schema';
import type { ResourceDef } from '../../src/shared/resources';
import { DEMO_PASSWORD } from '../../src/server/db/seed';
import {
  CHANGE_PASSWORD_PATH,
  Envelope,
  formatSignHeader,
  parseResponseSignHeader,
  responseSignature,
  sameSignature,
  UNSIGNED_PAYLOAD,
  unwrap,
  uuidV4,
  wrapBody,
} from '../../src/shared/protocol';
import { hashPassword } from '../../src/server/auth/passwords';
import { nodeCrypto } from '../../src/server/crypto';
import { makeTestDb, TestDb } from './testDb';
import { dataDirForSmallDemo } from '../templates/dataFolder';
import { BROWSER_ADMIN_PASSWORD } from '../templates/store';

export { makeTestDb } from './testDb';

// Loading a database copy and scrypt sign-ins outlast jest's 5 s default on a busy 2-core machine.
if (typeof jest !== 'undefined') jest.setTimeout(60_000);
export { DEMO_PASSWORD };
export const TENANT_A = '000000';
export const TENANT_B = '100001';

export interface Clock {
  now(): number;
  advance(ms: number): void;
}

export function makeClock(start = Date.now()): Clock {
  let offset = 0;
  return { now: () => start + offset, advance: (ms) => void (offset += ms) };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  clock: Clock;
  testDb: TestDb;
  /** the app's DATA_DIR (uploads under files/), a temporary folder removed at close */
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  seed?: boolean;
  /** both demo administrators still hold the published password, as in a fresh demo (the
   *  template holds them after their first sign-in: test/templates/build.ts) */
  publishedPasswords?: boolean;
  bodyLimit?: number;
  staticDirs?: { dist?: string; static?: string };
  /** adds test-only routes before the app is ready */
  extend?: (app: FastifyInstance) => void;
  /** import runner settings; the runner starts only when `runner` is true */
  imports?: Omit<ImportsOptions, 'dataDir'>;
  /** news synchronisation settings; its runner starts only when asked (app.news.start) */
  news?: NewsOptions;
  /** the visit filer; it starts only when `start` is true (tests file with app.visitFiler.fileAll) */
  visitFiler?: VisitFilerPluginOptions;
  /** the collections the app serves (buildApp's `resources`: RESOURCES when omitted) */
  resources?: readonly ResourceDef[];
  /** logs (at info) into this stream: the request lines' tests read what the server wrote */
  logStream?: { write(line: string): void };
  /** METRICS_TOKEN (test/server/operations) */
  metricsToken?: string;
  /** a data-folder lock for /readyz to check (test/server/operations) */
  dataLock?: BuildOptions['dataLock'];
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  // a copy of the run's template (test/templates): migrated, and seeded unless `seed: false`
  const testDb = await makeTestDb({ seed: options.seed === false ? 'migrated' : 'small' });
  const clock = makeClock();
  const dataDir = options.seed === false ? mkdtempSync(path.join(tmpdir(), 'campus-test-data-')) : dataDirForSmallDemo('campus-test-data-');
  const app = buildApp({
    db: testDb.db,
    now: clock.now,
    bodyLimit: options.bodyLimit,
    staticDirs: options.staticDirs,
    dataDir,
    imports: { singleProcess: testDb.kind === 'pglite', ...options.imports },
    news: options.news && { singleProcess: testDb.kind === 'pglite', ...options.news },
    visitFiler: options.visitFiler,
    resources: options.resources,
    ...(options.logStream ? { logger: true, logStream: options.logStream } : {}),
    metricsToken: options.metricsToken,
    dataLock: options.dataLock,
    // the intake's shedding by event-loop lag is a matter of timing, measured by the bench
    // (bench/alumniPosts.ts); tests see the intake's own limit (intakeGate.ts)
    appCalls: { intake: { maxEventLoopDelayMs: 0 } },
  });
  // a test's own routes (/api/test/…, a test document /api/config/test…) need a session and no
  // screen right (src/server/rights)
  app.addHook('onRoute', (route) => {
    if (/^\/api\/(test\/|config\/test)/.test(route.url) && !route.config?.right) route.config = { ...route.config, right: 'signedIn' };
  });
  options.extend?.(app);
  await app.ready();
  if (options.publishedPasswords) for (const tenantId of [TENANT_A, TENANT_B]) await publishedPasswordAgain(testDb.db, tenantId);
  return {
    app,
    db: testDb.db,
    clock,
    testDb,
    dataDir,
    async close() {
      await app.close();
      await testDb.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Session {
  accessToken: string;
  refreshToken: string;
  signingKey: string;
  tenantId: string;
  expiresIn: number;
  userInfo: { userId: number; account: string; user_name: string; tenant_id: string };
  permission: string[];
  menu: { key: string }[];
}

export interface Answer<T = unknown> {
  res: LightMyRequestResponse;
  http: number;
  envelope: Envelope<T>;
  /** the result as the console sees it: a wrapped string unwrapped */
  result: T;
}

export function readAnswer<T = unknown>(res: LightMyRequestResponse): Answer<T> {
  const envelope = res.json() as Envelope<unknown>;
  const result = typeof envelope.result === 'string' ? unwrap<T>(envelope.result) : (envelope.result as T);
  return { res, http: res.statusCode, envelope: envelope as Envelope<T>, result };
}

/** An unsigned call with a wrapped body (sign-in, refresh). */
export async function unsignedPost<T = unknown>(app: FastifyInstance, url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'POST', url, payload: wrapBody(body), headers: { 'content-type': 'application/json', ...headers } });
  return readAnswer<T>(res);
}

/** The password a demo administrator takes at the first sign-in of a test app (the published
 *  demo password opens only the password change until it is changed: issue 33); the browser
 *  tests' prepared folder holds the same (test/templates/store.ts). */
export const CHANGED_PASSWORD = BROWSER_ADMIN_PASSWORD;
/**
 * The account as a fresh demo has it: the published demo password, to be changed at the first
 * sign-in (the small template holds the changed one: test/templates/build.ts).
 */
export async function publishedPasswordAgain(db: Db, tenantId: string, account = 'admin'): Promise<void> {
  await db
    .updateTable('admin_users')
    .set({ password_hash: await hashPassword(DEMO_PASSWORD), must_change_password: true })
    .where('tenant_id', '=', tenantId)
    .where('account', '=', account)
    .execute();
}

/**
 * Signs in. Without a password: as the administrator who changed the published demo password at
 * the first sign-in (the template's accounts have; one that still must is changed here through
 * the password change, so the session may call everything). With a password: exactly as given
 * (a must-change session stays one).
 */
export async function signIn(app: FastifyInstance, tenantId: string, account = 'admin', password?: string): Promise<Session> {
  const attempt = (pw: string) => unsignedPost<Session & { mustChangePassword?: boolean }>(app, '/api/blade-auth/token', { tenantId, account, password: pw });
  // which password the account holds: its row says, when the app's database is at hand (a
  // server in another process is asked with the published one first)
  const db = (app as Partial<Pick<FastifyInstance, 'db'>>).db;
  const user = db
    ? await db.selectFrom('admin_users').select('must_change_password').where('tenant_id', '=', tenantId).where('account', '=', account).executeTakeFirst()
    : undefined;
  const changed = user !== undefined && !user.must_change_password;
  // (a server in another process: the changed password first, as the prepared folders hold it)
  let a = await attempt(password ?? (changed || !db ? CHANGED_PASSWORD : DEMO_PASSWORD));
  if (password === undefined && !db && a.envelope.status !== 1000) a = await attempt(DEMO_PASSWORD);
  if (a.envelope.status !== 1000) throw new Error(`sign-in failed: ${a.envelope.status} ${a.envelope.msg}`);
  if (password === undefined && a.result.mustChangePassword) {
    const change = await call(app, a.result, { url: CHANGE_PASSWORD_PATH, body: { currentPassword: DEMO_PASSWORD, newPassword: CHANGED_PASSWORD } });
    if (change.envelope.status !== 1000) throw new Error(`password change at first sign-in failed: ${change.envelope.status} ${change.envelope.msg}`);
  }
  return a.result;
}

export interface CallOptions {
  method?: 'GET' | 'POST';
  url: string;
  /** JSON body; wrapped (tenantId added like the console unless `noTenant`) */
  body?: unknown;
  noTenant?: boolean;
  /** the exact text sent, instead of wrapping `body` */
  rawPayload?: string;
  /** override the signature's time or id, or the path it names */
  t?: number;
  id?: string;
  signedPath?: string;
  /** alter the payload after signing (tampering tests) */
  tamper?: (payload: string) => string;
  headers?: Record<string, string>;
  noSignature?: boolean;
}

export function prepareCall(app: FastifyInstance, session: Session, o: CallOptions): InjectOptions & { signId: string } {
  const method = o.method ?? 'POST';
  const body = o.noTenant || typeof o.body !== 'object' || o.body === null || 'tenantId' in o.body ? o.body : { ...o.body, tenantId: session.tenantId };
  const payload = method === 'GET' ? '' : (o.rawPayload ?? wrapBody(body ?? { tenantId: session.tenantId }));
  const id = o.id ?? uuidV4();
  const headers: Record<string, string> = { authorization: `Bearer ${session.accessToken}`, ...o.headers };
  if (!o.noSignature) {
    headers['x-sign'] = formatSignHeader(session.signingKey, { method, path: o.signedPath ?? o.url, t: o.t ?? app.now(), id, body: payload }, nodeCrypto);
  }
  if (method !== 'GET') headers['content-type'] = 'application/json';
  return { method, url: o.url, headers, payload: method === 'GET' ? undefined : o.tamper ? o.tamper(payload) : payload, signId: id };
}

/** A signed call as the console makes it; the answer's signature is checked when present. */
export async function call<T = unknown>(app: FastifyInstance, session: Session, o: CallOptions): Promise<Answer<T> & { signId: string }> {
  const { signId, ...inject } = prepareCall(app, session, o);
  const res = await app.inject(inject);
  return { ...readAnswer<T>(res), signId };
}

/** Verifies X-Response-Sign with the shared code, as the console's response interceptor does. */
export function responseSignatureValid(res: LightMyRequestResponse, signingKey: string, requestId: string): boolean {
  const parsed = parseResponseSignHeader(res.headers['x-response-sign']);
  if (!parsed || parsed.id !== requestId) return false;
  return sameSignature(responseSignature(signingKey, parsed.id, parsed.t, res.payload, nodeCrypto), parsed.sig);
}

/** A console-style GET url: the query the console adds to every GET. */
export const consoleGet = (path: string, params: Record<string, string> = {}) => {
  const q = new URLSearchParams({ ...params, _t: String(Date.now()), account: 'admin', name: '系统管理员' });
  return `${path}${path.includes('?') ? '&' : '?'}${q.toString()}`;
};

export type MultipartPart = { name: string; value: string } | { name: string; fileName: string; content: Buffer; contentType?: string };

/** A multipart/form-data body, as a browser's FormData sends it. */
export function multipartBody(parts: MultipartPart[]): { payload: Buffer; contentType: string } {
  const boundary = `----campusTest${uuidV4().replace(/-/g, '')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('content' in p) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${p.name}"; filename="${p.fileName}"\r\nContent-Type: ${p.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
      );
      chunks.push(p.content);
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}`));
    }
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A signed multipart call: the signature covers UNSIGNED-PAYLOAD in place of the body (PROTOCOL.md). */
export async function callMultipart<T = unknown>(
  app: FastifyInstance,
  session: Session,
  url: string,
  parts: MultipartPart[],
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const { payload, contentType } = multipartBody(parts);
  const id = uuidV4();
  const res = await app.inject({
    method: 'POST',
    url,
    payload,
    headers: {
      authorization: `Bearer ${session.accessToken}`,
      'content-type': contentType,
      'x-sign': formatSignHeader(session.signingKey, { method: 'POST', path: url, t: app.now(), id, body: UNSIGNED_PAYLOAD }),
      ...headers,
    },
  });
  return readAnswer<T>(res);
}

/** A signed call whose answer is a file (template, error report, original upload). */
export async function download(app: FastifyInstance, session: Session, o: CallOptions): Promise<LightMyRequestResponse> {
  const { signId: _id, ...inject } = prepareCall(app, session, o);
  return app.inject(inject);
}
