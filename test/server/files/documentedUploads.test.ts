// The documented picture uploads beside file/upload (document 000 §7), one implementation:
// eduSystemManageGuiseLogo/upload (the appearance's logo, /appearanceConfig) and
// /api/im/upload/FrameWorkUpload (the rich text's pictures) store the picture and answer its
// address as file/upload does; they judge the file by its content (a text renamed .png, an SVG
// are refused), need a signed session, keep the tenant guard; the appearance names its logo's
// call in its definition and a save takes the stored id.
import { appearance } from '../../../src/shared/documents/appearance/definition';
import { fileUrl, IMAGE_UPLOAD_PATHS, uploadPathOf, UploadedFile } from '../../../src/shared/resources/files';
import { themeArticles } from '../../../src/shared/resources/themeArticles/definition';
import { detail, save } from '../documents/documentCalls';
import { buildTestApp, callMultipart, multipartBody, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { png } from '../resources/collectionsFixture';

let t: TestApp;
let a: Session;
beforeAll(async () => {
  t = await buildTestApp();
  a = await signIn(t.app, TENANT_A);
});
afterAll(() => t.close());

const send = (path: string, content: Buffer, fileName = 'logo.png', contentType = 'image/png', extra: { name: string; value: string }[] = []) =>
  callMultipart<UploadedFile | null>(t.app, a, path, [{ name: 'file', fileName, content, contentType }, ...extra]);

const DOCUMENTED = [IMAGE_UPLOAD_PATHS.guiseLogo, IMAGE_UPLOAD_PATHS.frameWork];

it('the definitions name the calls: the logo its own, rich text FrameWorkUpload, other images file/upload', () => {
  expect(IMAGE_UPLOAD_PATHS).toEqual({
    file: '/api/blade-platform/file/upload',
    guiseLogo: '/api/blade-workbench/eduSystemManageGuiseLogo/upload',
    frameWork: '/api/im/upload/FrameWorkUpload',
  });
  const field = (name: string) => appearance.fields.find((f) => f.name === name)!;
  expect(uploadPathOf(field('logo'))).toBe(IMAGE_UPLOAD_PATHS.guiseLogo);
  expect(uploadPathOf(field('loginBackground'))).toBe(IMAGE_UPLOAD_PATHS.file);
  expect(uploadPathOf(themeArticles.fields.find((f) => f.type === 'richText')!)).toBe(IMAGE_UPLOAD_PATHS.frameWork);
  expect(uploadPathOf(themeArticles.fields.find((f) => f.type === 'image')!)).toBe(IMAGE_UPLOAD_PATHS.file);
});

describe.each(DOCUMENTED)('%s', (path) => {
  it("stores a picture and answers its id and address; the address serves the picture's bytes", async () => {
    const bytes = await png(8, 6);
    const r = await send(path, bytes);
    expect(r.envelope.status).toBe(1000);
    const file = r.result!;
    expect(file).toEqual({ id: expect.stringMatching(/^f_[a-f0-9]{32}$/), url: fileUrl(file.id), mime: 'image/png', size: bytes.length });
    const shown = await t.app.inject({ method: 'GET', url: file.url });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.rawPayload.equals(bytes)).toBe(true);
  });

  it('judges the file by its content: a text renamed .png, an SVG and an empty form are refused', async () => {
    const renamed = await send(path, Buffer.from('not a picture at all'), 'logo.png', 'image/png');
    expect(renamed.envelope.status).toBe(1002);
    expect(renamed.envelope.msg).toBeTruthy();
    expect(renamed.result).toBeNull();
    const svg = await send(path, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'logo.svg', 'image/svg+xml');
    expect(svg.envelope.status).toBe(1002);
    const none = await callMultipart(t.app, a, path, [{ name: 'other', value: 'x' }]);
    expect(none.envelope.status).toBe(1002);
  });

  it('refuses another tenant named in the form, and an unsigned call', async () => {
    const other = await send(path, await png(), 'logo.png', 'image/png', [{ name: 'tenantId', value: TENANT_B }]);
    expect(other.envelope.status).toBe(1002);
    const { payload, contentType } = multipartBody([{ name: 'file', fileName: 'logo.png', content: await png(), contentType: 'image/png' }]);
    const unsigned = await t.app.inject({ method: 'POST', url: path, payload, headers: { 'content-type': contentType } });
    expect(unsigned.statusCode).toBe(401);
  });
});

it("the appearance's logo uploaded through its call is saved and read back", async () => {
  const logo = (await send(IMAGE_UPLOAD_PATHS.guiseLogo, await png(16, 16))).result!;
  const current = (await detail(t.app, a, appearance.key)).result;
  const saved = await save(t.app, a, appearance.key, current.version, { ...current.content, logo: logo.id });
  expect(saved.envelope.status).toBe(1000);
  expect((await detail(t.app, a, appearance.key)).result.content.logo).toBe(logo.id);
});

it("a rich text keeps a picture from FrameWorkUpload's address", async () => {
  const picture = (await send(IMAGE_UPLOAD_PATHS.frameWork, await png(10, 10))).result!;
  const pact = 'alumniPact';
  const current = (await detail(t.app, a, pact)).result;
  const body = `<p>公约</p><p><img src="${picture.url}"></p>`;
  const saved = await save(t.app, a, pact, current.version, { ...current.content, body });
  expect(saved.envelope.status).toBe(1000);
  expect(String((await detail(t.app, a, pact)).result.content.body)).toContain(`<img src="${picture.url}"`);
});
