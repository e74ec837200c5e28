// "Which services does this person get" for the apps (GET /api/public/presets/:tenantCode/:account):
// for the demo people the preset screen shows, exactly its effective list (ids, names, icons as
// addresses, in order) and nothing else of the person; an unknown account answers an empty list
// like a person who gets nothing; ETag and 304; a change in the console shows; 404 tenants.
import { sql } from 'kysely';
import { effectiveServices } from '../../../src/server/presetServices/effective';
import { publicPresetsPath, PublicError, PublicPresets } from '../../../src/shared/publicReads/api';
import { fileUrl } from '../../../src/shared/resources/files';
import { PersonDetail, PresetPersonRow, PRESET_PATHS } from '../../../src/shared/services/presets';
import { buildTestApp, call, Session, signIn, TENANT_A, TestApp } from '../helpers';
import { publicGet, STRONG_ETAG } from './reads';

describe('public read: the presets of a person', () => {
  let t: TestApp;
  let s: Session;
  beforeAll(async () => {
    t = await buildTestApp();
    s = await signIn(t.app, TENANT_A);
  });
  afterAll(() => t.close());

  const presets = (account: string, headers: Record<string, string> = {}, tenant = TENANT_A) =>
    publicGet<PublicPresets & PublicError>(t.app, publicPresetsPath(tenant, account), headers);
  const people = async () =>
    (await call<{ data: PresetPersonRow[] }>(t.app, s, { url: PRESET_PATHS.personList, body: { pageIndex: 1, pageSize: 100 } })).result.data;
  const screen = async (personId: number) => (await call<PersonDetail>(t.app, s, { url: PRESET_PATHS.personDetail, body: { personId } })).result;
  const accountOf = async (personId: number) =>
    (await sql<{ account: string }>`select account from people where id = ${personId}`.execute(t.db)).rows[0].account;
  const shown = (list: { id: number; name: string; icon: string | null }[]) =>
    list.map((x) => ({ id: x.id, name: x.name, icon: x.icon ? fileUrl(x.icon) : null }));

  it("answers for each demo person with a personal preset what the console's preset screen says they get", async () => {
    const rows = await people();
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      const detail = await screen(row.personId);
      const r = await presets(await accountOf(row.personId));
      expect(r.http).toBe(200);
      expect(r.body.services.length).toBeGreaterThan(0);
      expect(r.body).toEqual({ services: shown(detail.effective) });
    }
  });

  it("answers for a person with only their roles' presets the same list the preset screens are made of", async () => {
    const { rows } = await sql<{ id: number; account: string }>`select p.id, p.account from people p
      where p.tenant_id = ${TENANT_A} and p.account is not null and p.id in (select person_id from perm_role_members)
        and p.id not in (select person_id from preset_person_modes) order by p.id limit 1`.execute(t.db);
    const r = await presets(rows[0].account);
    expect(r.body).toEqual({ services: shown(await effectiveServices(t.db, TENANT_A, rows[0].id)) });
    expect(r.body.services.length).toBeGreaterThan(0);
  });

  it('says nothing but the services: no person, no roles, no source; an unknown account looks like a person who gets nothing', async () => {
    const [row] = await people();
    const r = await presets(await accountOf(row.personId));
    expect(Object.keys(r.body)).toEqual(['services']);
    for (const svc of r.body.services) expect(Object.keys(svc).sort()).toEqual(['icon', 'id', 'name']);
    expect(r.res.payload).not.toContain(row.name);
    const stranger = await presets('no-such-account-0000');
    expect([stranger.http, stranger.body]).toEqual([200, { services: [] }]);
  });

  it('answers with a strong ETag and 304; a save in the console changes the tag and the list', async () => {
    const [row] = await people();
    const account = await accountOf(row.personId);
    const first = await presets(account);
    expect(first.res.headers['cache-control']).toBe('no-cache');
    expect(first.etag).toMatch(STRONG_ETAG);
    const again = await presets(account, { 'if-none-match': first.etag! });
    expect([again.http, again.res.payload]).toEqual([304, '']);
    const options = (await call<{ id: number }[]>(t.app, s, { method: 'GET', url: `${PRESET_PATHS.serviceOptions}?_t=1` })).result;
    const pick = options.map((o) => o.id).filter((id) => !first.body.services.some((x) => x.id === id));
    const saved = await call(t.app, s, { url: PRESET_PATHS.personSave, body: { personId: row.personId, mode: 'replace', serviceIds: [pick[0]] } });
    expect(saved.envelope.status).toBe(1000);
    const after = await presets(account, { 'if-none-match': first.etag! });
    expect(after.http).toBe(200);
    expect(after.etag).not.toBe(first.etag);
    expect(after.body).toEqual({ services: shown((await screen(row.personId)).effective) });
  });

  it('404 { error } for an unknown tenant', async () => {
    const r = await presets('anyone', { 'accept-language': 'en' }, '999999');
    expect([r.http, r.body]).toMatchObject([404, { error: 'No such school, or it is disabled' }]);
  });
});
