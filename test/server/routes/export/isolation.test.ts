// Another tenant's export key or download link is refused, and so is a link that expired or was
// altered: the poll and cancel answer 1002 as for a key that never existed, the download answers
// 1002 and sends no file. The own tenant gets the file, named as chosen (RFC 5987 for Chinese).
import { EXPORT_LINK_SECONDS, EXPORT_PATHS, ExportProgress } from '../../../../src/shared/exports/api';
import { signLink } from '../../../../src/server/exports/link';
import { exportDb } from '../../../../src/server/exports/tables';
import { call, consoleGet, download, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../../helpers';
import { buildExportApp, cancel, exportDone, fetchFile, progress } from '../../exports/exportApp';

let t: TestApp;
let a: Session;
let b: Session;
let done: ExportProgress;

beforeAll(async () => {
  t = await buildExportApp();
  a = await signIn(t.app, TENANT_A);
  b = await signIn(t.app, TENANT_B);
  done = await exportDone(t.app, a, { fileName: '学生名单 2026', exportField: '姓名:name,学号:studentNo' });
});
afterAll(() => t.close());

const tokenOf = (url: string) => url.slice(EXPORT_PATHS.download.length + 1);
const isFile = (res: { headers: Record<string, unknown> }) => String(res.headers['content-type']).includes('spreadsheetml');

it('gives the own tenant the file under the chosen name', async () => {
  const res = await fetchFile(t.app, a, done.url!);
  expect(res.statusCode).toBe(200);
  expect(isFile(res)).toBe(true);
  expect(res.headers['content-disposition']).toBe(`attachment; filename="____ 2026.xlsx"; filename*=UTF-8''${encodeURIComponent('学生名单 2026.xlsx')}`);
  expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
});

it("refuses another tenant's export key for progress and cancel, like an unknown key", async () => {
  for (const url of [EXPORT_PATHS.progress, EXPORT_PATHS.cancel]) {
    const answer = await call(t.app, b, { url, body: { redisKey: done.redisKey } });
    expect(answer.envelope).toMatchObject({ status: 1002, msg: '导出任务不存在' });
    expect(answer.result).toBeNull();
    const unknown = await call(t.app, b, { url, body: { redisKey: 'exp_000000000000000000000000' } });
    expect(unknown.envelope).toMatchObject({ status: 1002, msg: '导出任务不存在' });
  }
  // the export is untouched by the other tenant's cancel
  expect((await progress(t.app, a, done.redisKey)).result).toMatchObject({ state: 'finished', finished: 1 });
  // naming the first tenant in the body is refused before anything is read
  expect((await call(t.app, b, { url: EXPORT_PATHS.progress, body: { redisKey: done.redisKey, tenantId: TENANT_A } })).envelope).toMatchObject({
    status: 1002,
    msg: '权限不足',
  });
});

it("refuses another tenant's download link and sends no file", async () => {
  const res = await fetchFile(t.app, b, done.url!);
  expect(isFile(res)).toBe(false);
  expect(res.json()).toMatchObject({ status: 1002, msg: '下载链接无效' });
  // a link signed for the other tenant but naming this job is refused too: the job is not theirs
  const forged = `${EXPORT_PATHS.download}/${signLink(t.app.exports.linkSecret, done.redisKey, TENANT_B, t.clock.now())}`;
  const res2 = await fetchFile(t.app, b, forged);
  expect(isFile(res2)).toBe(false);
  expect(res2.json()).toMatchObject({ status: 1002, msg: '下载链接无效' });
});

it('refuses a tampered link', async () => {
  const token = tokenOf(done.url!);
  const [body, sig] = token.split('.');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  const longer = Buffer.from(JSON.stringify({ ...claims, e: claims.e + 86_400 }), 'utf8').toString('base64url');
  const flipped = `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
  for (const bad of [
    `${longer}.${sig}`,
    `${body}.${flipped}`,
    `${body}.`,
    `${body}`,
    'x.y',
    `${signLink('not-the-server-secret', done.redisKey, TENANT_A, t.clock.now())}`,
  ]) {
    const res = await fetchFile(t.app, a, `${EXPORT_PATHS.download}/${bad}`);
    expect(isFile(res)).toBe(false);
    expect(res.json().status).not.toBe(1000);
    if (res.statusCode === 200) expect(res.json()).toMatchObject({ status: 1002, msg: '下载链接无效' });
  }
});

it('refuses an expired link; the next poll gives a fresh one', async () => {
  t.clock.advance((EXPORT_LINK_SECONDS + 1) * 1000);
  const res = await fetchFile(t.app, a, done.url!);
  expect(isFile(res)).toBe(false);
  expect(res.json()).toMatchObject({ status: 1002, msg: '下载链接已过期，请重新获取' });
  const again = await progress(t.app, a, done.redisKey);
  expect(again.result.url).not.toBe(done.url);
  expect(isFile(await fetchFile(t.app, a, again.result.url!))).toBe(true);
});

it('needs the session as well as the link', async () => {
  const res = await t.app.inject({ method: 'GET', url: consoleGet(done.url!) });
  expect(res.statusCode).toBe(401);
  const unsigned = await download(t.app, a, { method: 'GET', url: consoleGet(done.url!), noSignature: true });
  expect(unsigned.statusCode).toBe(401);
});

it('does not serve an export that has not finished', async () => {
  const job = await exportDb(t.db).selectFrom('export_jobs').selectAll().where('key', '=', done.redisKey).executeTakeFirstOrThrow();
  await exportDb(t.db)
    .insertInto('export_jobs')
    .values({
      key: 'exp_111111111111111111111111',
      tenant_id: TENANT_A,
      user_id: job.user_id,
      user_name: job.user_name,
      identity: 'STUDENT',
      file_name: 'x',
      params: JSON.stringify(job.params),
      state: 'failed',
      total_num: 1,
      error_msg: 'export.refused.failed',
    })
    .execute();
  const res = await fetchFile(t.app, a, t.app.exports.link('exp_111111111111111111111111', TENANT_A));
  expect(res.json()).toMatchObject({ status: 1002, msg: '导出尚未完成' });
  expect((await progress(t.app, a, 'exp_111111111111111111111111')).result).toMatchObject({
    state: 'failed',
    finished: 1,
    url: null,
    errorMsg: '导出失败，请稍后重试',
  });
  // cancelling an ended export leaves it as it is
  expect((await cancel(t.app, a, done.redisKey)).result).toMatchObject({ state: 'finished' });
  expect(isFile(await fetchFile(t.app, a, (await progress(t.app, a, done.redisKey)).result.url!))).toBe(true);
});
