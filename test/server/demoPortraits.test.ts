// The demo's photos (src/server/db/seed/portraits.ts, src/server/demoPictures/portraits.ts): the
// seed names a generated portrait for a share of a tenant's students, graduate students and
// teachers; when the app is ready the photo store holds each one's bytes (a 300 × 400 JPEG,
// different from person to person), the photo screen lists them with their links, and a portrait
// the store lost is drawn again. A photo an administrator placed is never drawn over.
import { rmSync } from 'node:fs';
import { sql } from 'kysely';
import sharp from 'sharp';
import { portraitName, writeMissingPortraits } from '../../src/server/demoPictures/portraits';
import { seedPortraits } from '../../src/server/db/seed/portraits';
import { inTransaction } from '../../src/server/db/transaction';
import type { Identity } from '../../src/shared/domain/people';
import { buildTestApp, signIn, TENANT_A, TestApp } from './helpers';
import { fetchPicture, listPhotos } from './photos/calls';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const idsOf = async (identity: Identity) =>
  (await sql<{ id: number }>`select id from people where tenant_id = ${TENANT_A} and identity = ${identity} order by id`.execute(t.db)).rows.map((r) => r.id);

it('gives the chosen people a portrait of their own, listed on the photo screen and served as a 300 × 400 JPEG', async () => {
  const byIdentity = { STUDENT: await idsOf('STUDENT'), GRADUATE_STUDENT: await idsOf('GRADUATE_STUDENT'), TEACHER: await idsOf('TEACHER') };
  const people = { all: [], byIdentity: { ...byIdentity, NEW_STUDENT: [], OTHER: [] } };
  const seeded = await inTransaction(t.db, (tx) =>
    seedPortraits(tx, TENANT_A, people, { NEW_STUDENT: 0, STUDENT: 4, GRADUATE_STUDENT: 1, TEACHER: 2 }, Date.now()),
  );
  expect(seeded).toBe(7);
  expect(await writeMissingPortraits(t.db, t.app.photos.store)).toBe(7);
  // a second start finds them all
  expect(await writeMissingPortraits(t.db, t.app.photos.store)).toBe(0);

  const s = await signIn(t.app, TENANT_A);
  const list = await listPhotos(t.app, s, { identity: 'STUDENT', pageIndex: 1, hasPhoto: 1 } as never);
  expect(list.envelope.status).toBe(1000);
  expect(list.result.total).toBe(4);
  // spread over the list, not the first four
  const shown = list.result.data.map((r) => Number(r.id));
  expect(shown).toContain(byIdentity.STUDENT[0]);
  expect(Math.max(...shown)).toBeGreaterThan(byIdentity.STUDENT[3]);

  const pictures = await Promise.all(list.result.data.map((r) => fetchPicture(t.app, r.photoUrl!)));
  for (const res of pictures) {
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(res.rawPayload).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'jpeg', width: 300, height: 400 });
  }
  // not one picture for everybody
  expect(new Set(pictures.map((p) => p.rawPayload.toString('base64'))).size).toBeGreaterThan(1);
});

it('draws a lost portrait again, and leaves a photo an administrator placed alone', async () => {
  const [student, other] = (
    await sql<{
      id: number;
      photo_path: string;
    }>`select id, photo_path from people where tenant_id = ${TENANT_A} and identity = 'STUDENT' and photo_path is not null order by id limit 2`.execute(t.db)
  ).rows;
  expect(student.photo_path).toBe(portraitName(TENANT_A, student.id));
  rmSync(t.app.photos.store.pathOf(TENANT_A, student.photo_path));
  // the other one's photo was replaced by an administrator: a name of the store's own, written by them
  const placed = t.app.photos.store.newName('jpg');
  const theirs = await sharp({ create: { width: 30, height: 40, channels: 3, background: '#ff0000' } })
    .jpeg()
    .toBuffer();
  await t.app.photos.store.save(TENANT_A, placed, theirs);
  await sql`update people set photo_path = ${placed} where id = ${other.id}`.execute(t.db);

  expect(await writeMissingPortraits(t.db, t.app.photos.store)).toBe(1);
  expect(await t.app.photos.store.has(TENANT_A, student.photo_path)).toBe(true);
  expect((await t.app.photos.store.read(TENANT_A, placed)).equals(theirs)).toBe(true);
});
