// Requests no route can make sense of answer with the envelope, never HTTP 500 (issue 33): a NUL
// in a public path's parameter, a multipart body with no boundary or cut short on each of the four
// upload routes, and a request line over Node's 16 KB header limit (answered by the client-error
// handler on a real socket, with the security headers).
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { PACKAGE_PATHS } from '../../../src/shared/platform/businessPackages';
import { IMPORT_PATHS } from '../../../src/shared/imports';
import { PHOTO_PATHS } from '../../../src/shared/photos/api';
import { FILE_PATHS, IMAGE_UPLOAD_PATHS } from '../../../src/shared/resources/files';
import { formatSignHeader, UNSIGNED_PAYLOAD, uuidV4 } from '../../../src/shared/protocol';
import { nodeCrypto } from '../../../src/server/crypto';
import { buildTestApp, Session, signIn, TENANT_A, TestApp } from '../helpers';

let t: TestApp;
let s: Session;
beforeAll(async () => {
  t = await buildTestApp();
  s = await signIn(t.app, TENANT_A);
});
afterAll(() => t.close());

describe('a NUL in a public path parameter', () => {
  it.each(['/api/public/config/000000%00/loginPrompt', '/api/public/news/%00', '/landing/%00', '/api/public/slides/%00'])(
    '%s: 400/9009 naming the parameter',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      const body = res.json() as { status: number; msg: string };
      expect(body.status).toBe(9009);
      expect(body.msg).toMatch(/不能包含空字符（NUL）/);
    },
  );
});

const UPLOADS = [
  IMPORT_PATHS.upload,
  PHOTO_PATHS.importUpload,
  PACKAGE_PATHS.upload,
  PACKAGE_PATHS.platformUpload,
  FILE_PATHS.upload,
  IMAGE_UPLOAD_PATHS.guiseLogo,
  IMAGE_UPLOAD_PATHS.frameWork,
];

function signedUpload(url: string, contentType: string, payload: Buffer) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: {
      authorization: `Bearer ${s.accessToken}`,
      'content-type': contentType,
      'accept-language': 'en',
      'x-sign': formatSignHeader(s.signingKey, { method: 'POST', path: url, t: t.app.now(), id: uuidV4(), body: UNSIGNED_PAYLOAD }, nodeCrypto),
    },
  });
}

describe.each(UPLOADS)('a broken multipart body on %s', (url) => {
  it('with no boundary: 400/9009, the body named malformed in the caller’s language', async () => {
    const res = await signedUpload(url, 'multipart/form-data', Buffer.from('--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--x--\r\n'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 9009, msg: 'The request body is malformed' });
  });

  it('cut short inside its file part: 400/9009', async () => {
    const cut = Buffer.from(
      '--b0undary\r\nContent-Disposition: form-data; name="tenantId"\r\n\r\n000000\r\n' +
        '--b0undary\r\nContent-Disposition: form-data; name="file"; filename="x.zip"\r\nContent-Type: application/zip\r\n\r\nPK\u0003\u0004 and then nothing',
    );
    const res = await signedUpload(url, 'multipart/form-data; boundary=b0undary', cut);
    expect(res.statusCode).toBe(400);
    expect((res.json() as { status: number }).status).toBe(9009);
  });
});

describe('a request line over 16 KB, on a real socket', () => {
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  const rawRequest = (text: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
      const chunks: Buffer[] = [];
      socket.on('data', (c) => chunks.push(c));
      socket.on('error', reject);
      socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });

  it('answers 431 with the envelope and the security headers', async () => {
    const answer = await rawRequest(`GET /api/public/news/000000?q=${'a'.repeat(17_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(JSON.parse(body)).toEqual({ status: 431, msg: '请求地址或请求头过长', result: null });
  });

  it('answers a malformed request line 400/9009 with the envelope', async () => {
    const answer = await rawRequest('GET\u0001 / HTTP/1.1\r\n\r\n');
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(body)).toEqual({ status: 9009, msg: '请求格式错误', result: null });
  });
});
