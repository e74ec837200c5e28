// A sweep of every route the app registers (collected with an onRoute hook): for each property
// its schema declares (body, query, every path parameter, and one level into objects and arrays of
// objects), a call that is valid but for that property, which holds in turn 1e300, -1e300, 1.5,
// 2^31, "2147483648" and "1e300" as text, a NUL character, a lone surrogate, 10,000 characters
// or a nested object. Protected routes get signed calls with a live session, the unsigned ones
// unsigned calls, the uploads multipart calls with their text parts (the file part itself is not
// swept) and two forms no parser can read (no boundary, cut short: 400/9009); an export body is swept once per data range, since the range decides which fields are
// read. No answer may be HTTP 500 (nor 9999; a 503 is a route's own answer): bad input is a 9009 naming its field, or the
// route's own refusal. Then the advanced search's rows over every field and operator, and the
// people list's answers to the two cases of the issue (pageIndex 1e300, a NUL in a filter).
import type { FastifyInstance, RouteOptions } from 'fastify';
import { nodeCrypto } from '../../../src/server/crypto';
import { isProtected } from '../../../src/server/paths';
import { FILE_FIELD } from '../../../src/server/photoImport/receive';
import { uploadFields } from '../../../src/server/routes/import/schemas';
import { DATA_RANGES } from '../../../src/shared/exports/api';
import { IMPORT_PATHS } from '../../../src/shared/imports';
import { IDENTITIES } from '../../../src/shared/domain/people';
import { peopleListPath } from '../../../src/shared/people/api';
import { MAX_SEARCH_VALUE, PEOPLE_FIELD_KEYS, peopleFields, SEARCH_OPERATORS, VALUELESS_OPERATORS } from '../../../src/shared/people/query';
import { PHOTO_PATHS } from '../../../src/shared/photos/api';
import { formatSignHeader, UNSIGNED_PAYLOAD, unwrap, uuidV4, wrapBody } from '../../../src/shared/protocol';
import { hashPassword } from '../../../src/server/auth/passwords';
import { buildTestApp, call, CHANGED_PASSWORD, multipartBody, MultipartPart, prepareCall, Session, signIn, TENANT_A, TestApp } from '../helpers';
import { asQueryText, HOSTILE, sample, slotsOf, validates } from './sweepInputs';

type Schema = Record<string, unknown>;

interface SweptRoute {
  method: 'GET' | 'POST';
  url: string;
  body?: Schema;
  querystring?: Schema;
  params?: Schema;
  multipart: boolean;
}

/** the text parts of the two uploads (checked in code once the body is read, not by fastify);
 *  the photo import's `data` part is JSON whose own properties are swept too */
const MULTIPART_PARTS: Record<
  string,
  { fileField: string; fileName: string; fields: Record<string, unknown>; json?: { part: string; base: Record<string, unknown> } }
> = {
  [IMPORT_PATHS.upload]: { fileField: 'file', fileName: 'x.xlsx', fields: { target: sample(uploadFields.properties.target) } },
  [PHOTO_PATHS.importUpload]: {
    fileField: FILE_FIELD,
    fileName: 'x.zip',
    fields: {},
    json: { part: 'data', base: { identity: 'STUDENT', repeatRule: 1, errorRule: 1, namingRule: 1, jbDesc: 1 } },
  },
};

/** an upload the table above does not know yet: its file part alone */
const multipartSpec = (url: string) => MULTIPART_PARTS[url] ?? { fileField: 'file', fileName: 'x.bin', fields: {} };

let t: TestApp;
let s: Session;
const routes: SweptRoute[] = [];

beforeAll(async () => {
  t = await buildTestApp({
    extend: (app: FastifyInstance) => {
      app.addHook('onRoute', (route: RouteOptions) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        const schema = (route.schema ?? {}) as Record<string, Schema | undefined>;
        const headers = schema.headers as { properties?: Record<string, { pattern?: string }> } | undefined;
        for (const method of methods) {
          if (method !== 'GET' && method !== 'POST') continue;
          routes.push({
            method: method as 'GET' | 'POST',
            url: route.url,
            body: schema.body,
            querystring: schema.querystring,
            params: schema.params,
            multipart: !!headers?.properties?.['content-type']?.pattern?.includes('multipart'),
          });
        }
      });
    },
  });
  s = await signIn(t.app, TENANT_A);
}, 120_000);
afterAll(() => t.close());

/** a live session: the sweep signs out (logout), locks the account (unlock with bad passwords),
 *  and resets or disables administrators (adminUser/resetPassword, setEnabled: issue 36), so the
 *  tenant's administrators get their test password back and are enabled again */
async function ensureSession(): Promise<void> {
  const probe = await call(t.app, s, { url: '/api/blade-platform/dict/getDict', body: { code: 'gender' } });
  if (probe.http === 200) return;
  t.clock.advance(6 * 60_000);
  await t.db
    .updateTable('admin_users')
    .set({ password_hash: await hashPassword(CHANGED_PASSWORD), must_change_password: false, enabled: true })
    .where('tenant_id', '=', TENANT_A)
    .execute();
  s = await signIn(t.app, TENANT_A);
}

interface Sent {
  http: number;
  status?: number;
  msg?: string;
  result?: unknown;
}

/** the envelope of an answer, when it is one (a file route answers a file) */
function read(http: number, payload: string): Sent {
  try {
    const envelope = JSON.parse(payload) as { status?: number; msg?: string; result?: unknown };
    const result =
      typeof envelope.result === 'string'
        ? (() => {
            try {
              return unwrap(envelope.result as string);
            } catch {
              return envelope.result;
            }
          })()
        : envelope.result;
    return { http, status: envelope.status, msg: envelope.msg, result };
  } catch {
    return { http };
  }
}

/** the route's path parameters: each `:name`, and `*` for a wildcard */
const paramNames = (url: string): string[] => [...url.matchAll(/:(\w+)/g)].map((m) => m[1]).concat(url.endsWith('/*') ? ['*'] : []);

/** the path with each parameter's value put in, percent-encoded (a NUL goes as %00) */
function pathWith(route: SweptRoute, params: Record<string, unknown> = {}): string {
  // a path cannot carry a lone surrogate (URLSearchParams, below, sends U+FFFD for one likewise)
  const text = (v: unknown) => encodeURIComponent(asQueryText(v ?? 'x').replace(/[\ud800-\udfff]/g, '\ufffd'));
  return route.url.replace(/:(\w+)/g, (_m, name: string) => text(params[name])).replace(/\/\*$/, () => `/${text(params['*'])}`);
}

/** two multipart bodies no parser can read: no boundary, and cut short inside its file part */
const BROKEN_FORMS: [string, { contentType: string; payload: Buffer }][] = [
  ['no boundary', { contentType: 'multipart/form-data', payload: Buffer.from('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n') }],
  [
    'cut short',
    {
      contentType: 'multipart/form-data; boundary=sw33p',
      payload: Buffer.from(
        '--sw33p\r\nContent-Disposition: form-data; name="file"; filename="x.zip"\r\nContent-Type: application/zip\r\n\r\nPK\u0003\u0004 cut',
      ),
    },
  ],
];

async function send(
  route: SweptRoute,
  parts: { body?: unknown; query?: Record<string, unknown>; params?: Record<string, unknown>; rawForm?: { contentType: string; payload: Buffer } },
): Promise<Sent> {
  let url = pathWith(route, parts.params);
  if (parts.query) {
    const q = new URLSearchParams(
      Object.entries(parts.query)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, asQueryText(v)]),
    );
    if ([...q.keys()].length > 0) url += `?${q.toString()}`;
  }
  if (route.multipart) {
    const spec = multipartSpec(route.url);
    const fields = (parts.body ?? {}) as Record<string, unknown>;
    const textParts: MultipartPart[] = Object.entries(fields).map(([name, v]) => ({
      name,
      value: name === spec.json?.part && typeof v === 'object' ? JSON.stringify(v) : asQueryText(v),
    }));
    const { payload, contentType } =
      parts.rawForm ?? multipartBody([...textParts, { name: spec.fileField, fileName: spec.fileName, content: Buffer.from('not a spreadsheet') }]);
    const headers = {
      authorization: `Bearer ${s.accessToken}`,
      'content-type': contentType,
      'x-sign': formatSignHeader(s.signingKey, { method: 'POST', path: url, t: t.app.now(), id: uuidV4(), body: UNSIGNED_PAYLOAD }, nodeCrypto),
    };
    const res = await t.app.inject({ method: 'POST', url, payload, headers });
    return read(res.statusCode, res.payload);
  }
  if (!isProtected(route.url)) {
    const res =
      route.method === 'POST'
        ? await t.app.inject({ method: 'POST', url, payload: wrapBody(parts.body ?? {}), headers: { 'content-type': 'application/json' } })
        : await t.app.inject({ method: 'GET', url });
    return read(res.statusCode, res.payload);
  }
  const session = route.url.endsWith('/logout') ? await signIn(t.app, TENANT_A) : s;
  const { signId: _id, ...inject } = prepareCall(t.app, session, { method: route.method, url, body: parts.body, noTenant: true });
  const res = await t.app.inject(inject);
  return read(res.statusCode, res.payload);
}

/** a valid call's parts, naming the session's tenant wherever a tenant goes */
function baseOf(route: SweptRoute) {
  const withTenant = (schema: Schema | undefined) => {
    if (!schema) return undefined;
    const base = sample(schema);
    if (Array.isArray(base))
      return base.map((item) =>
        typeof item === 'object' && item && 'tenantId' in ((schema.items as Schema).properties as object) ? { ...item, tenantId: TENANT_A } : item,
      );
    const props = (schema.properties ?? {}) as object;
    return { ...(base as object), ...('tenantId' in props ? { tenantId: TENANT_A } : {}) } as Record<string, unknown>;
  };
  const spec = multipartSpec(route.url);
  const body = route.multipart ? { ...spec.fields, ...(spec.json ? { [spec.json.part]: spec.json.base } : {}), tenantId: TENANT_A } : withTenant(route.body);
  const query = withTenant(route.querystring) as Record<string, unknown> | undefined;
  // each path parameter: a value its schema admits (a tenant's code names the session's tenant)
  const paramSchemas = (route.params?.properties ?? {}) as Record<string, Schema>;
  const params = Object.fromEntries(
    paramNames(route.url).map((name) => [name, /tenant/i.test(name) ? TENANT_A : paramSchemas[name] ? sample(paramSchemas[name]) : 'x']),
  );
  return { body: body ?? (route.method === 'POST' ? {} : undefined), query, params };
}

type Parts = Parameters<typeof send>[1];

/** a fault: HTTP 500 (or any 5xx but 503, which a route answers on purpose: a page not built in a
 *  test app, an intake that is busy), or the envelope's 9999 */
const isFault = (a: Sent) => (a.http >= 500 && a.http !== 503) || a.status === 9999;

/** every place a hostile value can go in a call to this route, each with the base around it */
function targetsOf(route: SweptRoute, base: Parts): { field: string; make: (v: unknown) => Parts }[] {
  const targets: { field: string; make: (v: unknown) => Parts }[] = [];
  if (route.body && !Array.isArray(base.body) && !route.multipart) {
    for (const slot of slotsOf(route.body))
      targets.push({ field: slot.field, make: (v) => ({ ...base, body: slot.put(base.body as Record<string, unknown>, v) }) });
  }
  if (route.body && Array.isArray(base.body)) {
    // an array body: its items' properties, and the body itself
    const itemSlots = slotsOf((route.body.items ?? {}) as Schema);
    for (const slot of itemSlots)
      targets.push({ field: `0.${slot.field}`, make: (v) => ({ ...base, body: [slot.put((base.body as unknown[])[0] as Record<string, unknown>, v)] }) });
    targets.push({ field: '(body)', make: (v) => ({ ...base, body: v }) });
  }
  if (route.multipart) {
    const spec = multipartSpec(route.url);
    for (const field of Object.keys(base.body as object)) targets.push({ field, make: (v) => ({ ...base, body: { ...(base.body as object), [field]: v } }) });
    if (spec.json) {
      const { part, base: jsonBase } = spec.json;
      for (const key of Object.keys(jsonBase)) {
        targets.push({ field: `${part}.${key}`, make: (v) => ({ ...base, body: { ...(base.body as object), [part]: { ...jsonBase, [key]: v } } }) });
      }
    }
  }
  if (route.querystring) {
    for (const slot of slotsOf(route.querystring)) {
      if (slot.field.includes('.')) continue; // a query string is flat
      targets.push({ field: slot.field, make: (v) => ({ ...base, query: slot.put(base.query ?? {}, v) }) });
    }
  }
  for (const name of Object.keys(base.params ?? {}))
    targets.push({ field: name === '*' ? '*' : `:${name}`, make: (v) => ({ ...base, params: { ...base.params, [name]: v } }) });
  return targets;
}

interface Failure {
  route: string;
  field: string;
  value: string;
  http: number;
  status?: number;
  msg?: string;
}

it(
  'no route answers HTTP 500 to a hostile value in any property its schema declares',
  async () => {
    const seen = new Set<string>();
    const unique = routes.filter((r) => {
      const key = `${r.method} ${r.url}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    // the auth calls that end the session or lock the account go last
    const weight = (r: SweptRoute) => (/\/(logout|unlock)$/.test(r.url) ? 1 : 0);
    unique.sort((a, b) => weight(a) - weight(b));
    expect(unique.length).toBeGreaterThan(80);

    const failures: Failure[] = [];
    const invalidBases: string[] = [];
    let calls = 0;
    for (const route of unique) {
      const name = `${route.method} ${route.url}`;
      await ensureSession();
      // a body whose dataRange decides which other fields are read (the exports) is swept once per range
      const hasRange = !!(route.body?.properties as Record<string, unknown> | undefined)?.dataRange;
      for (const variant of hasRange ? DATA_RANGES.map((dataRange) => ({ dataRange })) : [{}]) {
        const plainBase = baseOf(route);
        const base = { ...plainBase, body: Object.keys(variant).length > 0 ? { ...(plainBase.body as object), ...variant } : plainBase.body };
        const label = hasRange ? `${name} (dataRange ${JSON.stringify(variant)})` : name;
        // the base call itself: valid (or refused by the route's own rules), never a 500
        const plain = await send(route, base);
        calls += 1;
        if (isFault(plain)) failures.push({ route: label, field: '(valid call)', value: '-', ...plain });
        if (plain.http === 400 && plain.status === 9009 && !route.multipart) invalidBases.push(`${label}: ${plain.msg}`);

        for (const target of targetsOf(route, base)) {
          for (const [valueLabel, value] of HOSTILE) {
            const answer = await send(route, target.make(value));
            calls += 1;
            if (isFault(answer)) failures.push({ route: label, field: target.field, value: valueLabel, ...answer });
          }
        }
        // a form no parser can read: refused as malformed (400/9009), not a fault
        if (route.multipart) {
          for (const [formLabel, rawForm] of BROKEN_FORMS) {
            const answer = await send(route, { ...base, rawForm });
            calls += 1;
            if (isFault(answer) || answer.status !== 9009) failures.push({ route: label, field: '(multipart body)', value: formLabel, ...answer });
          }
        }
      }
      if (/\/unlock$/.test(route.url)) t.clock.advance(6 * 60_000); // past the lock the bad passwords earned
    }
    console.info(`swept ${unique.length} routes with ${calls} calls; valid-call bases refused by a schema: ${invalidBases.length}\n${invalidBases.join('\n')}`);
    expect(failures).toEqual([]);
  },
  20 * 60_000,
);

describe('the people list names the field of a bad number or a NUL', () => {
  const LIST = peopleListPath('STUDENT');
  it.each([
    ['pageIndex', { pageIndex: 1e300 }],
    ['pageIndex', { pageIndex: 1_000_001 }],
    ['pageSize', { pageSize: 1e300 }],
    ['name', { name: 'a\u0000b' }],
    ['identifier', { identifier: '\u0000' }],
    ['advancedSearch.0.value', { advancedSearch: [{ join: 'and', field: 'name', operator: 'like', value: 'a\u0000' }] }],
  ])('%s', async (field, body) => {
    await ensureSession();
    const a = await call<{ field: string; reason: string }[]>(t.app, s, { url: LIST, body });
    expect(a.http).toBe(400);
    expect(a.envelope.status).toBe(9009);
    expect(a.result).toMatchObject([{ field, reason: expect.stringContaining(field), key: expect.any(String) }]);
  });

  it('says why in the caller’s language', async () => {
    await ensureSession();
    const zh = await call<{ field: string; reason: string }[]>(t.app, s, { url: LIST, body: { name: 'a\u0000' } });
    expect(zh.envelope.msg).toBe('name不能包含空字符（NUL）');
    const en = await call<{ field: string; reason: string }[]>(t.app, s, { url: LIST, body: { name: 'a\u0000' }, headers: { 'accept-language': 'en' } });
    expect(en.envelope.msg).toBe('name must not contain a NUL character');
    const big = await call<{ field: string; reason: string }[]>(t.app, s, { url: LIST, body: { pageIndex: 1e300 }, headers: { 'accept-language': 'en' } });
    expect(big.result[0].field).toBe('pageIndex');
    expect(big.envelope.msg).toMatch(/^pageIndex /);
  });

  it('keeps sane values working', async () => {
    await ensureSession();
    const a = await call(t.app, s, { url: LIST, body: { pageIndex: 2, pageSize: 20, name: '张' } });
    expect(a.http).toBe(200);
    expect([1000, 1004]).toContain(a.envelope.status);
  });
});

// the advanced search turns a row's value into SQL by the field's type (text, dictionary, date):
// every field of the allow-list under every operator that takes a value, with odd values
it(
  'no advanced-search row answers HTTP 500, whatever its field, operator and value',
  async () => {
    const values: unknown[] = [
      1.5,
      -1,
      2147483648,
      '2147483648',
      '1e300',
      '-1e300',
      '99999-12-31',
      '2024-13-45',
      '2024-02-30 25:61:61',
      '0000-00-00',
      'x'.repeat(MAX_SEARCH_VALUE),
      '%_\\',
      '',
    ];
    const operators = SEARCH_OPERATORS.filter((o) => !VALUELESS_OPERATORS.includes(o));
    const covered = new Set<string>();
    const failures: string[] = [];
    for (const identity of IDENTITIES) {
      for (const field of peopleFields(identity)
        .map((f) => f.key)
        .filter((k) => !covered.has(k))) {
        covered.add(field);
        await ensureSession();
        for (const operator of operators) {
          for (const value of values) {
            const a = await call(t.app, s, {
              url: peopleListPath(identity),
              body: { advancedSearch: [{ join: 'and', field, operator, value }], dataSortStr: `${field} DESC` },
            });
            if (a.http >= 500 || a.envelope.status === 9999)
              failures.push(`${identity} ${field} ${operator} ${JSON.stringify(value).slice(0, 30)}: ${a.http} ${a.envelope.msg}`);
          }
        }
      }
    }
    expect(covered.size).toBe(PEOPLE_FIELD_KEYS.length);
    expect(failures).toEqual([]);
  },
  10 * 60_000,
);

// the sample generator is what makes the sweep reach the handlers: a check that it is valid
it('samples what a schema admits', () => {
  const schema = {
    type: 'object',
    properties: { a: { type: 'integer', minimum: 3 }, b: { type: 'string', pattern: '^up_[0-9a-f]{24}$' } },
    required: ['a', 'b'],
  };
  expect(validates(schema, sample(schema))).toBe(true);
});
