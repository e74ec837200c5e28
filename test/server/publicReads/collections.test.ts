// The generic public read of the catalogues (GET /api/public/collections/:tenantCode/:key): for
// every collection that declares `publicRead` and the FAQ library, only the shelved / enabled /
// published records, with their id and exactly the named fields, in the console list's order,
// paged as document 002 pages; a strong ETag with 304; a change made through the console's own
// call changes the tag and takes the record out; unknown or disabled tenants and unknown keys 404.
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { PUBLIC_PAGE_SIZE, PUBLIC_PAGE_SIZE_MAX, PublicError, PublicPage, publicCollectionPath } from '../../../src/shared/publicReads/api';
import { callsOf, fullPath, RESOURCES, ResourceDef, resourceByKey, ResourceRow } from '../../../src/shared/resources';
import { fileUrl } from '../../../src/shared/resources/files';
import { FAQ_LIBRARY_PUBLIC, Page, QuestionRow, ROBOT_PATHS } from '../../../src/shared/robot/api';
import { buildTestApp, call, consoleGet, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { publicGet, STRONG_ETAG } from './reads';

const DECLARED = ['listingMarks', 'officialContacts', 'serviceScenes', 'serviceTypes', 'services', 'themeArticles'];
const FAQ = FAQ_LIBRARY_PUBLIC.key;

type Row = { id: number } & Record<string, unknown>;

describe('public reads of the catalogues', () => {
  let t: TestApp;
  let s: Session;
  beforeAll(async () => {
    t = await buildTestApp();
    s = await signIn(t.app, TENANT_A);
  });
  afterAll(() => t.close());

  const read = (key: string, query = '', headers: Record<string, string> = {}, tenant = TENANT_A) =>
    publicGet<PublicPage & PublicError>(t.app, `${publicCollectionPath(tenant, key)}${query}`, headers);

  /** Every record of the collection as the console's own list shows it, in its order, filtered to what the apps may see. */
  async function consoleRecords(key: string): Promise<Row[]> {
    if (key === FAQ) {
      const page = await call<Page<QuestionRow>>(t.app, s, { url: ROBOT_PATHS.questionList, body: { pageIndex: 1, pageSize: 99999 } });
      return page.result.data.filter((q) => q.enabled).map((q) => ({ ...q }));
    }
    const def = resourceByKey(key)!;
    const list = callsOf(def).list;
    const url = fullPath(def, list.path);
    const when = def.publicRead!.when;
    const filter = when ? { [when.field]: when.value } : {};
    const r =
      list.method === 'GET'
        ? await call<Page<ResourceRow>>(t.app, s, {
            method: 'GET',
            url: consoleGet(url, { pageIndex: '1', pageSize: '99999', ...Object.fromEntries(Object.entries(filter).map(([k, v]) => [k, String(v)])) }),
          })
        : await call<Page<ResourceRow>>(t.app, s, { url, body: { pageIndex: 1, pageSize: 99999, ...filter } });
    expect([1000, 1004]).toContain(r.envelope.status);
    return r.result.data;
  }

  /** What the public read should answer for a console row: its id and the named fields, pictures as their address. */
  function expected(key: string, row: Row): Row {
    const fields = key === FAQ ? FAQ_LIBRARY_PUBLIC.publicRead.fields : resourceByKey(key)!.publicRead!.fields;
    const def = key === FAQ ? undefined : resourceByKey(key);
    const out: Row = { id: row.id };
    for (const name of fields) {
      const v = row[name] ?? null;
      out[name] = def?.fields.find((f) => f.name === name)?.type === 'image' && typeof v === 'string' ? fileUrl(v) : v;
    }
    return out;
  }

  it('is declared on the catalogues, naming fields of each definition', () => {
    const declared = RESOURCES.filter((d) => d.publicRead);
    expect(declared.map((d) => d.key).sort()).toEqual(DECLARED);
    for (const def of declared) {
      const names = def.fields.map((f) => f.name);
      expect(def.publicRead!.fields.filter((f) => !names.includes(f))).toEqual([]);
      if (def.publicRead!.when) expect(names).toContain(def.publicRead!.when.field);
    }
    // what stays the console's
    expect(resourceByKey('services')!.publicRead!.fields).not.toEqual(expect.arrayContaining(['roleIds']));
    expect(resourceByKey('themeArticles')!.publicRead!.fields).not.toContain('mpMessageId');
  });

  describe.each([...DECLARED, FAQ])('%s', (key) => {
    it('answers the visible records with exactly the named fields, in the list order, as plain JSON with an ETag', async () => {
      const r = await read(key, `?size=${PUBLIC_PAGE_SIZE_MAX}`);
      expect(r.http).toBe(200);
      expect(r.res.headers['content-type']).toMatch(/^application\/json/);
      expect(r.res.headers['cache-control']).toBe('no-cache');
      expect(r.etag).toMatch(STRONG_ETAG);
      expect(Object.keys(r.body).sort()).toEqual(['data', 'page', 'size', 'total']);
      const fields = key === FAQ ? FAQ_LIBRARY_PUBLIC.publicRead.fields : resourceByKey(key)!.publicRead!.fields;
      for (const record of r.body.data) expect(Object.keys(record).sort()).toEqual(['id', ...fields].sort());
      const console = await consoleRecords(key);
      expect(console.length).toBeGreaterThan(0);
      expect(r.body.total).toBe(console.length);
      expect(r.body.data).toEqual(console.slice(0, PUBLIC_PAGE_SIZE_MAX).map((row) => expected(key, row)));
    });

    it('answers 304 with no body to its own ETag, and the same bytes otherwise', async () => {
      const first = await read(key);
      const again = await read(key, '', { 'if-none-match': first.etag! });
      expect(again.http).toBe(304);
      expect(again.res.payload).toBe('');
      expect(again.etag).toBe(first.etag);
      const other = await read(key, '', { 'if-none-match': '"something-else"' });
      expect(other.http).toBe(200);
      expect(other.res.payload).toBe(first.res.payload);
    });
  });

  it('pages as document 002 does: 40 by default, at most 100, a size below 1 is 10, a page below 1 the first', async () => {
    const all = await read(FAQ, `?size=${PUBLIC_PAGE_SIZE_MAX}`);
    expect(all.body.total).toBeGreaterThan(6);
    const first = await read(FAQ);
    expect([first.body.page, first.body.size, first.body.data.length]).toEqual([1, PUBLIC_PAGE_SIZE, Math.min(PUBLIC_PAGE_SIZE, all.body.total)]);
    expect((await read(FAQ, '?size=100000')).body.size).toBe(PUBLIC_PAGE_SIZE_MAX);
    const small = await read(FAQ, '?size=0&page=-3');
    expect([small.body.page, small.body.size]).toEqual([1, 10]);
    const second = await read(FAQ, '?page=2&size=3');
    expect(second.body.data.map((q) => q.id)).toEqual(all.body.data.slice(3, 6).map((q) => q.id));
    expect(second.etag).not.toBe(first.etag);
    const beyond = await read(FAQ, '?page=1000');
    expect([beyond.http, beyond.body.data.length, beyond.body.total]).toEqual([200, 0, all.body.total]);
    const services = await read('services', '?page=2&size=2');
    const allServices = await read('services', `?size=${PUBLIC_PAGE_SIZE_MAX}`);
    expect(services.body.data).toEqual(allServices.body.data.slice(2, 4));
  });

  /** Takes one visible record out through the console's own call (the call the screen makes). */
  const hide: Record<string, (app: FastifyInstance, id: number) => Promise<void>> = {
    services: async (app, id) => {
      const def = resourceByKey('services')!;
      const r = await call(app, s, { url: fullPath(def, 'updateStatus'), body: { ids: [id], shelfStatus: 0 } });
      expect(r.envelope.status).toBe(1000);
    },
    officialContacts: async (app, id) => {
      const def = resourceByKey('officialContacts')!;
      const r = await call(app, s, { url: fullPath(def, 'updateStatus'), body: { ids: [id], enabled: false } });
      expect(r.envelope.status).toBe(1000);
    },
    themeArticles: async (app, id) => {
      const def = resourceByKey('themeArticles')!;
      const detail = await call<ResourceRow>(app, s, { url: fullPath(def, 'detail'), body: { id } });
      const { title, body } = detail.result;
      const r = await call(app, s, { url: fullPath(def, 'saveOrUpdate'), body: { id, title, body, published: false } });
      expect(r.envelope.status).toBe(1000);
    },
    [FAQ]: async (app, id) => {
      const page = await call<Page<QuestionRow>>(app, s, { url: ROBOT_PATHS.questionList, body: { pageIndex: 1, pageSize: 99999 } });
      const q = page.result.data.find((x) => x.id === id)!;
      const r = await call(app, s, {
        url: ROBOT_PATHS.questionSave,
        body: { id, typeId: q.typeId, question: q.question, answer: q.answer, similar: q.similar, enabled: false },
      });
      expect(r.envelope.status).toBe(1000);
    },
  };
  // the collections without a switch: every record is public; one added then removed in the console
  const removeThrough = (def: ResourceDef) => async (app: FastifyInstance, id: number) => {
    const r = await call(app, s, { url: fullPath(def, callsOf(def).remove!.path), body: { ids: [id] } });
    expect(r.envelope.status).toBe(1000);
  };
  const added: Record<string, Record<string, unknown>> = {
    serviceTypes: { name: '公开读取测试', sort: 999 },
    serviceScenes: { name: '公开读取测试', description: '测试', sort: 999 },
    listingMarks: { name: '公开测试', color: '#123456', sort: 999 },
  };

  it.each(Object.keys(hide))('%s: a record the console takes out leaves the read, under a new ETag', async (key) => {
    const before = await read(key, `?size=${PUBLIC_PAGE_SIZE_MAX}`);
    const gone = before.body.data[0].id;
    await hide[key](t.app, gone);
    const after = await read(key, `?size=${PUBLIC_PAGE_SIZE_MAX}`, { 'if-none-match': before.etag! });
    expect(after.http).toBe(200);
    expect(after.etag).not.toBe(before.etag);
    expect(after.body.total).toBe(before.body.total - 1);
    expect(after.body.data.map((r) => r.id)).not.toContain(gone);
  });

  it.each(Object.keys(added))('%s: a record added in the console shows, and leaves once removed', async (key) => {
    const def = resourceByKey(key)!;
    const before = await read(key, `?size=${PUBLIC_PAGE_SIZE_MAX}`);
    const saved = await call<{ id: number }>(t.app, s, { url: fullPath(def, callsOf(def).submit!.path), body: added[key] });
    expect(saved.envelope.status).toBe(1000);
    const shown = await read(key, `?size=${PUBLIC_PAGE_SIZE_MAX}`, { 'if-none-match': before.etag! });
    expect(shown.http).toBe(200);
    expect(shown.body.data.at(-1)).toEqual(expect.objectContaining({ id: saved.result.id, name: added[key].name }));
    await removeThrough(def)(t.app, saved.result.id);
    const after = await read(key, `?size=${PUBLIC_PAGE_SIZE_MAX}`, { 'if-none-match': shown.etag! });
    expect(after.http).toBe(200);
    expect(after.res.payload).toBe(before.res.payload);
    expect(after.etag).toBe(before.etag);
  });

  it("keeps each tenant's records to itself", async () => {
    const a = await read('services', `?size=${PUBLIC_PAGE_SIZE_MAX}`);
    const b = await read('services', `?size=${PUBLIC_PAGE_SIZE_MAX}`, {}, TENANT_B);
    expect(b.http).toBe(200);
    const { rows } = await sql<{ id: number }>`select id from services where tenant_id = ${TENANT_B} and shelf_status = 1`.execute(t.db);
    expect(b.body.data.map((r) => r.id).sort((x, y) => x - y)).toEqual(rows.map((r) => r.id).sort((x, y) => x - y));
    expect(a.body.data.some((r) => b.body.data.some((x) => x.id === r.id))).toBe(false);
  });

  it("answers 404 { error } in the caller's language for an unknown tenant or collection, and a disabled tenant", async () => {
    for (const [tenant, key, en] of [
      ['999999', 'services', 'No such school, or it is disabled'],
      [TENANT_A, 'nothing', 'No such catalogue is open to the apps'],
      [TENANT_A, 'shieldWords', 'No such catalogue is open to the apps'],
      [TENANT_A, '__proto__', 'No such catalogue is open to the apps'],
      [TENANT_A, 'constructor', 'No such catalogue is open to the apps'],
    ]) {
      const r = await read(key, '', { 'accept-language': 'en' }, tenant);
      expect([r.http, r.body]).toMatchObject([404, { error: en }]);
    }
    expect((await read('services', '', { 'accept-language': 'zh-CN' }, '999999')).body).toMatchObject({ error: '未找到该学校或学校已停用' });
    await t.db.updateTable('tenants').set({ enabled: false }).where('id', '=', TENANT_B).execute();
    try {
      expect((await read('services', '', {}, TENANT_B)).http).toBe(404);
    } finally {
      await t.db.updateTable('tenants').set({ enabled: true }).where('id', '=', TENANT_B).execute();
    }
  });

  it('needs no sign-in and refuses a malformed page with 400', async () => {
    expect((await read('services', '?page=x')).http).toBe(400);
    expect((await read('services', '', { authorization: 'Bearer nonsense' })).http).toBe(200);
  });
});
