// Signed photo links: a list row's photoUrl and thumbUrl load the stored picture and its
// thumbnail with no session and no signature (an <img> cannot send them), cached privately no
// longer than the link lives; an altered, expired or export-purpose token is refused (403), a
// token naming a picture outside its tenant's folder finds nothing (404), and the public prefix
// opens nothing else.
import { readFileSync } from 'node:fs';
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
