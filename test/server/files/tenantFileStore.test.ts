// The tenant picture store wrapper (src/server/files/tenantFileStore.ts) that the photo store and
// the store of uploaded pictures now share: a key is <tenant>/<name> only for a safe tenant id and
// a name of the store's own pattern (the other store's names are refused); a picture goes in,
// comes back, and goes; the sweep's test of a listed key follows the same patterns.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ImageStore } from '../../../src/server/files/imageStore';
import { openFileBackend } from '../../../src/server/files/store/backend';
import { PhotoStore } from '../../../src/server/photos/store';
import { makeTestDb, TestDb } from '../testDb';

let t: TestDb;
let dataDir: string;
beforeAll(async () => {
  t = await makeTestDb({ seed: 'migrated' });
  dataDir = mkdtempSync(path.join(tmpdir(), 'tenant-file-store-'));
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const backend = () => openFileBackend('folder', t.db, dataDir);
const HEX = 'ab'.repeat(16);

test('each store keys only a safe tenant and a name of its own pattern', () => {
  const photos = new PhotoStore(backend().area('photos'));
  const uploads = new ImageStore(backend().area('uploads'));
  expect(photos.keyOf('000000', `${HEX}.jpg`)).toBe(`000000/${HEX}.jpg`);
  expect(uploads.keyOf('000000', `${HEX}.webp`)).toBe(`000000/${HEX}.webp`);
  expect(() => photos.keyOf('000000', `${HEX}.webp`)).toThrow(`not a stored photo name: ${HEX}.webp`);
  expect(() => uploads.keyOf('000000', '../x.png')).toThrow('not a stored upload name');
  expect(() => photos.keyOf('../000000', `${HEX}.jpg`)).toThrow('not a tenant id');
  expect(ImageStore.isOurs(`000000/${HEX}.gif`)).toBe(true);
  expect(ImageStore.isOurs(`000000/thumb/${HEX}.jpg`)).toBe(false);
  expect(ImageStore.isOurs(`${HEX}.gif`)).toBe(false);
});

test.each([
  ['photo store', () => new PhotoStore(backend().area('photos')), `${HEX}.png`],
  ['upload store', () => new ImageStore(backend().area('uploads')), `${HEX}.gif`],
])('the %s saves, reads, opens and removes a picture through the shared wrapper', async (_what, make, name) => {
  const store = make();
  const bytes = Buffer.from('picture bytes');
  expect(await store.has('000000', name)).toBe(false);
  await store.save('000000', name, bytes);
  await expect(store.save('000000', name, bytes)).rejects.toThrow();
  expect(await store.has('000000', name)).toBe(true);
  expect(await store.read('000000', name)).toEqual(bytes);
  expect(await store.open('100001', name)).toBeNull();
  expect(path.dirname(store.pathOf('000000', name))).toBe(path.join(store.dir, '000000'));
  await store.remove('000000', name);
  await store.remove('000000', name);
  expect(await store.has('000000', name)).toBe(false);
});
