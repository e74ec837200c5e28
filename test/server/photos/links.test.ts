// Signed photo links: a list row's photoUrl and thumbUrl load the stored picture and its
// thumbnail with no session and no signature (an <img> cannot send them), cached privately no
// longer than the link lives; an altered, expired or export-purpose token is refused (403), a
// token naming a picture outside its tenant's folder finds nothing (404), and the public prefix
// opens nothing else.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { signLink } from '../../../src/server/exports/link';
import { PHOTO_LINK_SECRET, photoUrl, signPhotoToken } from '../../../src/server/photos/links';
import { loadOrCreateSecret } from '../../../src/server/auth/serverSecret';
import { EXPORT_PATHS } from '../../../src/shared/exports/api';
import { PHOTO_PATHS } from '../../../src/shared/photos/api';
import { PHOTO_LINK_SECONDS, THUMB_HEIGHT, THUMB_WIDTH } from '../../../src/shared/photos/limits';
import { buildTestApp, call, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { seedPhotos, SeededPhotos } from '../photoExport/seedPhotos';
import { fetchPicture, listPhotos } from './calls';

let t: TestApp;
let a: Session;
let mine: SeededPhotos;
let theirs: SeededPhotos;

beforeAll(async () => {
  t = await buildTestApp();
  a = await signIn(t.app, TENANT_A);
  mine = await seedPhotos(t.db, t.app.photos.store, { tenantId: TENANT_A, count: 2 });
  theirs = await seedPhotos(t.db, t.app.photos.store, { tenantId: TENANT_B, count: 1, format: 'png' });
});
afterAll(() => t.close());

async function rowOf(id: number, s = a) {
  const list = await listPhotos(t.app, s, { hasPhoto: 1 });
  const row = list.result.data.find((r) => r.id === String(id));
  if (!row) throw new Error(`no row for ${id}`);
  return row;
}

it('serves the picture and its thumbnail without a session, cached privately for at most the link life', async () => {
  const row = await rowOf(mine.ids[0]);
  const picture = await fetchPicture(t.app, row.photoUrl!);
  expect(picture.statusCode).toBe(200);
  expect(picture.headers['content-type']).toBe('image/jpeg');
  expect(picture.rawPayload.equals(mine.bytes[0])).toBe(true);
  const cache = /^private, max-age=(\d+)$/.exec(String(picture.headers['cache-control']));
  expect(cache).not.toBeNull();
  expect(Number(cache![1])).toBeGreaterThan(PHOTO_LINK_SECONDS - 300);
  expect(Number(cache![1])).toBeLessThanOrEqual(PHOTO_LINK_SECONDS);
  // no answer signature: nobody signed the request
  expect(picture.headers['x-response-sign']).toBeUndefined();

  const thumb = await fetchPicture(t.app, row.thumbUrl!);
  expect(thumb.statusCode).toBe(200);
  expect(thumb.headers['content-type']).toBe('image/jpeg');
  expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: THUMB_WIDTH, height: THUMB_HEIGHT });
  expect(thumb.rawPayload.equals(readFileSync(t.app.photos.store.thumbPathOf(TENANT_A, mine.names[0])))).toBe(true);
});

it('makes a thumbnail the first time it is asked for, once, and keeps it', async () => {
  const store = t.app.photos.store;
  const name = mine.names[1];
  expect(existsSync(store.thumbPathOf(TENANT_A, name))).toBe(false);
  const url = (await rowOf(mine.ids[1])).thumbUrl!;
  // asked for twice at once: one thumbnail, both answers the same bytes
  const [one, two] = await Promise.all([fetchPicture(t.app, url), fetchPicture(t.app, url)]);
  expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
  expect(one.rawPayload.equals(two.rawPayload)).toBe(true);
  expect(readdirSync(path.dirname(store.thumbPathOf(TENANT_A, name))).filter((f) => f.startsWith(name.slice(0, 32)))).toEqual([`${name.slice(0, 32)}.jpg`]);
  const made = statSync(store.thumbPathOf(TENANT_A, name)).mtimeMs;
  expect((await fetchPicture(t.app, url)).rawPayload.equals(one.rawPayload)).toBe(true);
  expect(statSync(store.thumbPathOf(TENANT_A, name)).mtimeMs).toBe(made);
});

it("turns a thumbnail as its picture's EXIF says, and puts a PNG's transparency on white", async () => {
  const store = t.app.photos.store;
  // a landscape picture, red on its left half and blue on its right, that EXIF says to turn a
  // quarter clockwise: shown, red is on top and blue below (unturned, the crop would be split
  // left and right)
  const blue = await sharp({ create: { width: 200, height: 300, channels: 3, background: '#0000ff' } })
    .png()
    .toBuffer();
  const turned = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#ff0000' } })
    .composite([{ input: blue, left: 200, top: 0 }])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
  const clear = await sharp({ create: { width: 300, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .png()
    .toBuffer();
  const names = [store.newName('jpg'), store.newName('png')];
  await store.save(TENANT_A, names[0], turned);
  await store.save(TENANT_A, names[1], clear);
  const [a1, a2] = await Promise.all(names.map((n) => store.thumbnail(TENANT_A, n)));
  const { data, info } = await sharp(a1!).raw().toBuffer({ resolveWithObject: true });
  expect([info.width, info.height]).toEqual([THUMB_WIDTH, THUMB_HEIGHT]);
  const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
  const reddish = ([r, g, b]: number[]) => r > 200 && g < 60 && b < 60;
  const bluish = ([r, g, b]: number[]) => b > 200 && r < 60 && g < 60;
  expect(reddish(at(THUMB_WIDTH / 2, 5))).toBe(true);
  expect(bluish(at(THUMB_WIDTH / 2, THUMB_HEIGHT - 5))).toBe(true);
  const white = await sharp(a2!).stats();
  expect(white.channels.slice(0, 3).map((c) => Math.round(c.mean))).toEqual([255, 255, 255]);
});

it('answers 404 for the thumbnail of a picture that is not stored', async () => {
  const gone = t.app.photos.store.newName('jpg');
  const res = await fetchPicture(t.app, photoUrl(signPhotoToken(t.app.photos.linkSecret, TENANT_A, gone, true, t.clock.now())));
  expect(res.statusCode).toBe(404);
  expect(res.body).toBe('照片不存在');
  expect(existsSync(t.app.photos.store.thumbPathOf(TENANT_A, gone))).toBe(false);
});

it('serves a PNG as image/png', async () => {
  const b = await signIn(t.app, TENANT_B);
  const list = await listPhotos(t.app, b, { hasPhoto: 1 });
  const row = list.result.data.find((r) => r.id === String(theirs.ids[0]))!;
  const picture = await fetchPicture(t.app, row.photoUrl!);
  expect(picture.statusCode).toBe(200);
  expect(picture.headers['content-type']).toBe('image/png');
  expect(picture.rawPayload.equals(theirs.bytes[0])).toBe(true);
});

it('refuses an altered token', async () => {
  const url = (await rowOf(mine.ids[0])).photoUrl!;
  const token = url.slice(PHOTO_PATHS.file.length + 1);
  const [body, sig] = token.split('.');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  const otherName = Buffer.from(JSON.stringify({ ...claims, n: mine.names[1] })).toString('base64url');
  const flipped = sig.slice(0, -1) + (sig.endsWith('A') ? 'B' : 'A');
  for (const bad of [`${otherName}.${sig}`, `${body}.${flipped}`, body, `${body}.`, 'x.y', '']) {
    const res = await fetchPicture(t.app, `${PHOTO_PATHS.file}/${bad}`);
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe('照片链接无效');
  }
});

it('refuses a token signed under another secret or for another purpose', async () => {
  const foreign = photoUrl(signPhotoToken('not-the-server-secret', TENANT_A, mine.names[0], false, t.clock.now()));
  expect((await fetchPicture(t.app, foreign)).statusCode).toBe(403);
  // an export download token, even under the photo secret, is not a photo token
  const secret = await loadOrCreateSecret(t.db, PHOTO_LINK_SECRET);
  const exportToken = signLink(secret, mine.names[0], TENANT_A, t.clock.now());
  expect((await fetchPicture(t.app, `${PHOTO_PATHS.file}/${exportToken}`)).statusCode).toBe(403);
  // nor is a photo token an export download, even under the export secret
  const photoToken = signPhotoToken(t.app.exports.linkSecret, TENANT_A, mine.names[0], false, t.clock.now());
  const download = await call(t.app, a, { method: 'GET', url: `${EXPORT_PATHS.download}/${photoToken}` });
  expect(download.envelope).toMatchObject({ status: 1002, msg: '下载链接无效' });
});

it('refuses an expired link', async () => {
  const url = (await rowOf(mine.ids[1])).photoUrl!;
  expect((await fetchPicture(t.app, url)).statusCode).toBe(200);
  t.clock.advance((PHOTO_LINK_SECONDS + 1) * 1000);
  try {
    const res = await fetchPicture(t.app, url);
    expect(res.statusCode).toBe(403);
    expect(res.body).toBe('照片链接已过期，请刷新页面');
    // a fresh list (a new session: the old one has expired too) gives links that work again
    const again = await signIn(t.app, TENANT_A);
    expect((await fetchPicture(t.app, (await rowOf(mine.ids[1], again)).photoUrl!)).statusCode).toBe(200);
  } finally {
    t.clock.advance(-(PHOTO_LINK_SECONDS + 1) * 1000);
  }
});

it('finds nothing outside the tenant named by the token', async () => {
  // a valid token of tenant A naming tenant B's picture: looked up in A's folder only
  const cross = photoUrl(signPhotoToken(t.app.photos.linkSecret, TENANT_A, theirs.names[0], false, t.clock.now()));
  const res = await fetchPicture(t.app, cross);
  expect(res.statusCode).toBe(404);
  expect(res.body).toBe('照片不存在');
  // names that are not stored names never become paths
  for (const name of ['../100001/x.png', 'a.jpg', `${mine.names[0]}/..`]) {
    expect((await fetchPicture(t.app, photoUrl(signPhotoToken(t.app.photos.linkSecret, TENANT_A, name, false, t.clock.now())))).statusCode).toBe(404);
  }
  expect((await fetchPicture(t.app, photoUrl(signPhotoToken(t.app.photos.linkSecret, '../x', mine.names[0], false, t.clock.now())))).statusCode).toBe(404);
});

it('opens nothing else without a session', async () => {
  for (const url of [`${PHOTO_PATHS.file}/../list`, `${PHOTO_PATHS.file}/%2e%2e/list`, `${PHOTO_PATHS.file}`]) {
    const res = await t.app.inject({ method: 'POST', url, payload: '{}', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).not.toBe(200);
  }
  const list = await t.app.inject({ method: 'POST', url: PHOTO_PATHS.list, payload: '{}', headers: { 'content-type': 'application/json' } });
  expect(list.statusCode).toBe(401);
});
