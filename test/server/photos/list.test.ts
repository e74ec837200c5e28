// The photo screen's list: one identity's people of the caller's tenant, newest first, with the
// identity's own number, the ID number masked, unit and class, and signed links while there is
// a photo; narrowed by part of the name, the number (its start) or the whole ID number, and by
// whether there is a photo. The people lists' rows gain the thumbnail link too.
import { PHOTO_PATHS } from '../../../src/shared/photos/api';
import { buildTestApp, call, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { listPeople } from '../people/calls';
import { seedPhotos, SeededPhotos } from '../photoExport/seedPhotos';
import { fetchPicture, listPhotos } from './calls';

let t: TestApp;
let a: Session;
let b: Session;
let seeded: SeededPhotos;
let students: { id: number; name: string; student_no: string | null; id_number: string | null }[];

beforeAll(async () => {
  t = await buildTestApp();
  a = await signIn(t.app, TENANT_A);
  b = await signIn(t.app, TENANT_B);
  seeded = await seedPhotos(t.db, t.app.photos.store, { tenantId: TENANT_A, count: 5 });
  await seedPhotos(t.db, t.app.photos.store, { tenantId: TENANT_B, count: 3 });
  students = await t.db
    .selectFrom('people')
    .select(['id', 'name', 'student_no', 'id_number'])
    .where('tenant_id', '=', TENANT_A)
    .where('identity', '=', 'STUDENT')
    .orderBy('id', 'desc')
    .execute();
});
afterAll(() => t.close());

it('lists the identity newest first with rows of the contract', async () => {
  const r = await listPhotos(t.app, a, {});
  expect(r.envelope.status).toBe(1000);
  expect(r.result.total).toBe(students.length);
  expect(r.result.data.map((p) => p.id)).toEqual(students.map((p) => String(p.id)));
  const withPhoto = r.result.data.find((p) => p.id === String(seeded.ids[0]))!;
  const stored = students.find((p) => p.id === seeded.ids[0])!;
  expect(withPhoto).toMatchObject({
    name: stored.name,
    identity: 'STUDENT',
    identifier: stored.student_no,
    hasPhoto: true,
    idNumberMasked: `${stored.id_number!.slice(0, 6)}********${stored.id_number!.slice(-4)}`,
  });
  expect(withPhoto.unitName).toEqual(expect.any(String));
  expect(withPhoto.className).toEqual(expect.any(String));
  expect(withPhoto.photoUpdatedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  expect(withPhoto.photoUrl).toMatch(new RegExp(`^${PHOTO_PATHS.file}/`));
  expect(withPhoto.thumbUrl).toMatch(new RegExp(`^${PHOTO_PATHS.file}/`));
  expect(withPhoto.thumbUrl).not.toBe(withPhoto.photoUrl);
  const without = r.result.data.find((p) => !seeded.ids.includes(Number(p.id)))!;
  expect(without).toMatchObject({ hasPhoto: false, photoUrl: null, thumbUrl: null, photoUpdatedAt: null });
});

it('pages', async () => {
  const second = await listPhotos(t.app, a, { pageIndex: 2, pageSize: 7 });
  expect(second.result.total).toBe(students.length);
  expect(second.result.data.map((p) => p.id)).toEqual(students.slice(7, 14).map((p) => String(p.id)));
  const past = await listPhotos(t.app, a, { pageIndex: 99, pageSize: 40 });
  expect(past.envelope.status).toBe(1004);
  expect(past.result).toEqual({ data: [], total: students.length });
});

it('filters by photo', async () => {
  const withPhoto = await listPhotos(t.app, a, { hasPhoto: 1 });
  expect(withPhoto.result.data.map((p) => Number(p.id)).sort()).toEqual([...seeded.ids].sort());
  expect(withPhoto.result.total).toBe(seeded.ids.length);
  const without = await listPhotos(t.app, a, { hasPhoto: 0 });
  expect(without.result.total).toBe(students.length - seeded.ids.length);
  expect(without.result.data.every((p) => !p.hasPhoto)).toBe(true);
  // a form sends text, or clears the choice
  expect((await listPhotos(t.app, a, { hasPhoto: '1' })).result.total).toBe(seeded.ids.length);
  expect((await listPhotos(t.app, a, { hasPhoto: '' })).result.total).toBe(students.length);
  expect((await listPhotos(t.app, a, { hasPhoto: 2 })).envelope.status).toBe(9009);
});

it('filters by name, by the number or its start, and by the whole ID number', async () => {
  const someone = students[3];
  const byName = await listPhotos(t.app, a, { name: someone.name.slice(1) });
  expect(byName.result.data.map((p) => p.id)).toContain(String(someone.id));
  expect(byName.result.data.every((p) => p.name.includes(someone.name.slice(1)))).toBe(true);
  expect((await listPhotos(t.app, a, { identifier: someone.student_no })).result.data.map((p) => p.id)).toEqual([String(someone.id)]);
  const prefix = someone.student_no!.slice(0, 6);
  const byPrefix = await listPhotos(t.app, a, { identifier: prefix });
  expect(byPrefix.result.data.map((p) => p.id)).toContain(String(someone.id));
  expect(byPrefix.result.data.every((p) => p.identifier!.startsWith(prefix))).toBe(true);
  expect((await listPhotos(t.app, a, { identifier: someone.id_number!.toLowerCase() })).result.data.map((p) => p.id)).toEqual([String(someone.id)]);
  // part of an ID number is not a match, and like's wildcards are literal
  expect((await listPhotos(t.app, a, { identifier: someone.id_number!.slice(0, 10) })).envelope.status).toBe(1004);
  expect((await listPhotos(t.app, a, { identifier: '%' })).envelope.status).toBe(1004);
  const both = await listPhotos(t.app, a, { identifier: someone.student_no, hasPhoto: seeded.ids.includes(someone.id) ? 0 : 1 });
  expect(both.envelope.status).toBe(1004);
});

it('needs an identity', async () => {
  const r = await call(t.app, a, { url: PHOTO_PATHS.list, body: { pageSize: 10 } });
  expect(r.envelope.status).toBe(9009);
  expect(r.result).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'identity' })]));
  expect((await listPhotos(t.app, a, { identity: 'ALUMNI' as never })).envelope.status).toBe(9009);
});

it('lists only the caller tenant', async () => {
  const theirs = await listPhotos(t.app, b, { hasPhoto: 1 });
  expect(theirs.result.total).toBe(3);
  const mineIds = new Set(students.map((p) => String(p.id)));
  expect(theirs.result.data.some((p) => mineIds.has(p.id))).toBe(false);
  // a body naming another tenant is refused
  expect((await call(t.app, b, { url: PHOTO_PATHS.list, body: { identity: 'STUDENT', tenantId: TENANT_A } })).envelope.status).toBe(1002);
});

it('gives the people lists a loadable thumbnail link', async () => {
  const people = await listPeople(t.app, a, 'STUDENT', { pageSize: 100 });
  const row = people.result.data.find((p) => p.id === seeded.ids[0])!;
  expect(row.thumbUrl).toMatch(new RegExp(`^${PHOTO_PATHS.file}/`));
  const thumb = await fetchPicture(t.app, row.thumbUrl!);
  expect(thumb.statusCode).toBe(200);
  expect(thumb.headers['content-type']).toBe('image/jpeg');
  expect(people.result.data.filter((p) => !seeded.ids.includes(p.id)).every((p) => p.thumbUrl === null)).toBe(true);
});
