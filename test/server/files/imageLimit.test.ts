// The picture limit published in /generalConfig (generalSettings.imageUploadMaxMb) governs the
// picture upload every image field uses (a slide's picture on /slideshowConfig, a logo, an icon):
// published at 2 MB a 3 MB PNG is refused naming 2 MB in the caller's language; published at
// 10 MB a 6.75 MB PNG is taken. A draft counts for nothing, another tenant keeps its own limit,
// and no publish can go above the server's ceiling (IMAGE_CEILING_MB).
import sharp from 'sharp';
import { randomBytes } from 'node:crypto';
import { generalSettings } from '../../../src/shared/documents/generalSettings/definition';
import { FILE_PATHS, IMAGE_CEILING_MB, UploadedFile } from '../../../src/shared/resources/files';
import { detail, publicRead, save } from '../documents/documentCalls';
import { buildTestApp, callMultipart, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';

const KEY = generalSettings.key;
type Problems = { field: string; reason: string }[];

let t: TestApp;
let a: Session;
let b: Session;

beforeAll(async () => {
  t = await buildTestApp();
  a = await signIn(t.app, TENANT_A);
  b = await signIn(t.app, TENANT_B);
});
afterAll(() => t.close());

/** A real PNG of noise, width × width pixels, stored uncompressed: about 3 × width² bytes. */
const noisePng = (width: number) =>
  sharp(randomBytes(width * width * 3), { raw: { width, height: width, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();

const upload = (s: Session, content: Buffer, language = 'zh-CN') =>
  callMultipart<UploadedFile | null>(t.app, s, FILE_PATHS.upload, [{ name: 'file', fileName: 'slide.png', content, contentType: 'image/png' }], {
    'accept-language': language,
  });

async function setLimit(s: Session, mb: number, publish = true) {
  const current = (await detail(t.app, s, KEY)).result;
  return save(t.app, s, KEY, current.version, { ...current.content, imageUploadMaxMb: mb }, publish);
}

it('refuses a 3 MB PNG under a published 2 MB limit, naming the limit in the caller language; takes 6.75 MB under 10 MB', async () => {
  const three = await noisePng(1000);
  const sixPointSevenFive = await noisePng(1500);
  expect(three.length).toBeGreaterThan(2.8 * 1024 * 1024);
  expect(sixPointSevenFive.length).toBeGreaterThan(6.4 * 1024 * 1024);

  expect((await setLimit(a, 2)).result).toEqual(expect.objectContaining({ hasDraft: false }));
  expect((await publicRead(t.app, TENANT_A, KEY)).doc?.content.imageUploadMaxMb).toBe(2);
  const zh = await upload(a, three);
  expect(zh.envelope).toEqual(expect.objectContaining({ status: 1002, msg: '图片大小不得大于2M' }));
  const en = await upload(a, three, 'en');
  expect(en.envelope).toEqual(expect.objectContaining({ status: 1002, msg: 'The picture must not be larger than 2 MB' }));
  // a small picture still passes
  expect((await upload(a, await noisePng(300))).envelope.status).toBe(1000);

  await setLimit(a, 10);
  const taken = await upload(a, sixPointSevenFive);
  expect(taken.envelope.status).toBe(1000);
  expect(taken.result).toEqual(expect.objectContaining({ mime: 'image/png', size: sixPointSevenFive.length }));
  expect((await upload(a, three)).envelope.status).toBe(1000);
});

it('a draft changes nothing, the limit is the tenant own, and nothing above the ceiling can be published', async () => {
  await setLimit(a, 10);
  await setLimit(b, 1);
  const three = await noisePng(1000);
  // a draft of 2 MB: the published 10 MB still holds
  expect((await setLimit(a, 2, false)).result).toEqual(expect.objectContaining({ hasDraft: true }));
  expect((await upload(a, three)).envelope.status).toBe(1000);
  // tenant B published 1 MB
  expect((await upload(b, three)).envelope).toEqual(expect.objectContaining({ status: 1002, msg: '图片大小不得大于1M' }));

  const over = await setLimit(a, IMAGE_CEILING_MB + 1, true);
  expect(over.envelope.status).toBe(9009);
  expect((over.result as unknown as Problems).map((p) => p.field)).toEqual(['imageUploadMaxMb']);
  expect((await setLimit(a, IMAGE_CEILING_MB)).envelope.status).toBe(1000);
});
