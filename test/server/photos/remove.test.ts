// Removing photos: the chosen people's photos (or every photo of an identity) cleared in the
// database and their pictures and thumbnails gone from the store; people of another tenant, and
// their pictures, untouched whatever ids are sent; a picture another person still names is kept.
import { existsSync } from 'node:fs';
import { PHOTO_PATHS } from '../../../src/shared/photos/api';
import { buildTestApp, call, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { seedPhotos, SeededPhotos, SeedPhotosOptions } from '../photoExport/seedPhotos';
import { removeAllPhotos, removePhotos } from './calls';

let t: TestApp;
let a: Session;
let b: Session;

beforeEach(async () => {
  t = await buildTestApp();
  a = await signIn(t.app, TENANT_A);
  b = await signIn(t.app, TENANT_B);
});
afterEach(() => t.close());

const store = () => t.app.photos.store;
const onDisk = (tenantId: string, name: string) => existsSync(store().pathOf(tenantId, name)) && existsSync(store().thumbPathOf(tenantId, name));
/** the photos as a list has shown them: their thumbnails made */
async function seedShown(o: SeedPhotosOptions): Promise<SeededPhotos> {
  const seeded = await seedPhotos(t.db, store(), o);
  for (const name of seeded.names) {
    expect(await store().thumbnail(o.tenantId, name)).not.toBeNull();
    expect(existsSync(store().thumbPathOf(o.tenantId, name))).toBe(true);
  }
  return seeded;
}
const photoOf = async (id: number) => t.db.selectFrom('people').select(['photo_path', 'photo_updated_at']).where('id', '=', id).executeTakeFirstOrThrow();

it("removes the chosen people's photos from the database, then from the store", async () => {
  const mine = await seedShown({ tenantId: TENANT_A, count: 4 });
  const r = await removePhotos(t.app, a, `${mine.ids[0]}, ${mine.ids[2]}`);
  expect(r.envelope).toMatchObject({ status: 1000, msg: '已删除 2 张照片' });
  expect(r.result).toEqual({ removed: 2 });
  for (const i of [0, 2]) {
    expect(await photoOf(mine.ids[i])).toEqual({ photo_path: null, photo_updated_at: null });
    expect(existsSync(store().pathOf(TENANT_A, mine.names[i]))).toBe(false);
    expect(existsSync(store().thumbPathOf(TENANT_A, mine.names[i]))).toBe(false);
  }
  for (const i of [1, 3]) {
    expect((await photoOf(mine.ids[i])).photo_path).toBe(mine.names[i]);
    expect(onDisk(TENANT_A, mine.names[i])).toBe(true);
  }
  // again: nothing left to remove; ids as a list work too
  expect((await removePhotos(t.app, a, [mine.ids[0], mine.ids[2]])).result).toEqual({ removed: 0 });
  expect((await removePhotos(t.app, a, [mine.ids[1]])).result).toEqual({ removed: 1 });
});

it('ignores ids of another tenant', async () => {
  const theirs = await seedShown({ tenantId: TENANT_B, count: 2 });
  const r = await removePhotos(t.app, a, theirs.ids.join(','));
  expect(r.result).toEqual({ removed: 0 });
  for (const [i, id] of theirs.ids.entries()) expect((await photoOf(id)).photo_path).toBe(theirs.names[i]);
  for (const name of theirs.names) expect(onDisk(TENANT_B, name)).toBe(true);
});

it('refuses a body without ids or with something else', async () => {
  for (const ids of ['', ' , ', 'abc', '1,x', '0']) {
    const r = await removePhotos(t.app, a, ids);
    expect(r.envelope.status).toBe(9009);
    expect(r.result).toEqual([expect.objectContaining({ field: 'ids' })]);
  }
  expect((await call(t.app, a, { url: PHOTO_PATHS.remove, body: {} })).envelope.status).toBe(9009);
});

it('keeps a picture another person still names', async () => {
  const mine = await seedShown({ tenantId: TENANT_A, count: 2 });
  await t.db.updateTable('people').set({ photo_path: mine.names[0] }).where('id', '=', mine.ids[1]).execute();
  expect((await removePhotos(t.app, a, String(mine.ids[0]))).result).toEqual({ removed: 1 });
  expect(onDisk(TENANT_A, mine.names[0])).toBe(true);
});

it('removes every photo of an identity in the tenant, and nothing else', async () => {
  const students: SeededPhotos = await seedShown({ tenantId: TENANT_A, count: 30 });
  const teachers = await seedShown({ tenantId: TENANT_A, identity: 'TEACHER', count: 3 });
  const theirs = await seedShown({ tenantId: TENANT_B, count: 4 });
  const r = await removeAllPhotos(t.app, a, 'STUDENT');
  expect(r.result).toEqual({ removed: 30 });
  const left = await t.db
    .selectFrom('people')
    .select('id')
    .where('tenant_id', '=', TENANT_A)
    .where('identity', '=', 'STUDENT')
    .where('photo_path', 'is not', null)
    .execute();
  expect(left).toEqual([]);
  for (const name of students.names) expect(existsSync(store().pathOf(TENANT_A, name)) || existsSync(store().thumbPathOf(TENANT_A, name))).toBe(false);
  for (const name of teachers.names) expect(onDisk(TENANT_A, name)).toBe(true);
  for (const name of theirs.names) expect(onDisk(TENANT_B, name)).toBe(true);
  expect(await t.db.selectFrom('people').select('id').where('tenant_id', '=', TENANT_B).where('photo_path', 'is not', null).execute()).toHaveLength(4);
  // tenant B's own remove-all reaches only its own
  expect((await removeAllPhotos(t.app, b, 'STUDENT')).result).toEqual({ removed: 4 });
  for (const name of teachers.names) expect(onDisk(TENANT_A, name)).toBe(true);
  expect((await call(t.app, a, { url: PHOTO_PATHS.removeAll, body: {} })).envelope.status).toBe(9009);
});
