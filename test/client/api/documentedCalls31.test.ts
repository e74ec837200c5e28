// The console's calls of issue 31 as the documents give them: method, path and body, recorded on
// a fake request layer (the real call functions of src/client/api).
import { downloadMpMessages, fetchMpAccounts, fetchPostDetails } from '../../../src/client/api/alumniPosts';
import { uploadFile } from '../../../src/client/api/collections';
import { fetchCheckProgress } from '../../../src/client/api/photoExport';
import { fetchPresetRoles } from '../../../src/client/api/presetServices';
import { fetchPlatformAppearance } from '../../../src/client/api/projectDetails';
import type { Api, RequestOptions } from '../../../src/client/api/types';
import { IMAGE_UPLOAD_PATHS } from '../../../src/shared/resources/files';

function recording(answer: (o: RequestOptions) => unknown = () => ({ status: 1000, msg: '', result: [] })) {
  const calls: { kind: string; method?: string; url: string; data?: unknown; params?: unknown }[] = [];
  const api: Api = {
    request: async (o) => {
      calls.push({ kind: 'request', method: o.method, url: o.url, data: o.data, params: o.params });
      return answer(o) as never;
    },
    upload: async (url) => {
      calls.push({ kind: 'upload', url });
      return { status: 1000, msg: '', result: null } as never;
    },
    download: async (o) => {
      calls.push({ kind: 'download', method: o.method, url: o.url, data: o.data });
      return new Blob(['x']);
    },
  };
  return { api, calls };
}

it('getDynamicDetails by POST with { id } (document 002 §7)', async () => {
  const { api, calls } = recording();
  await fetchPostDetails(api, 42);
  expect(calls).toEqual([
    { kind: 'request', method: 'POST', url: '/api/blade-platform/platformalumniaction/getDynamicDetails', data: { id: 42 }, params: undefined },
  ]);
});

it('platformapplyguiselogo/detail by GET (document 002 §7)', async () => {
  const { api, calls } = recording();
  await fetchPlatformAppearance(api);
  expect(calls.map((c) => [c.method, c.url, c.data])).toEqual([['GET', '/api/blade-platform/platformapplyguiselogo/detail', undefined]]);
});

it("the photo check's poll is POST userImg/checkExportImg (document 000)", async () => {
  const { api, calls } = recording();
  await fetchCheckProgress(api, 'c1', 'STUDENT');
  expect(calls.map((c) => [c.method, c.url, c.data])).toEqual([
    ['POST', '/api/blade-platform/userImg/checkExportImg', { redisKey: 'c1', identity: 'STUDENT' }],
  ]);
});

it('the public accounts: POST im/mp/mpInfoList; the message history: a POST download of messageCenterHistoryMsg/downloadFile', async () => {
  const { api, calls } = recording();
  await fetchMpAccounts(api);
  await downloadMpMessages(api, '校友会公众号');
  await downloadMpMessages(api, '');
  expect(calls.map((c) => [c.kind, c.method, c.url, c.data])).toEqual([
    ['request', 'POST', '/api/blade-workbench/im/mp/mpInfoList', {}],
    ['download', 'POST', '/api/blade-workbench/messageCenterHistoryMsg/downloadFile', { accountName: '校友会公众号' }],
    ['download', 'POST', '/api/blade-workbench/messageCenterHistoryMsg/downloadFile', {}],
  ]);
});

it('a picture is uploaded through the path it is given (file/upload by default)', async () => {
  const { api, calls } = recording();
  await uploadFile(api, new Blob(['x']), 'a.png');
  await uploadFile(api, new Blob(['x']), 'a.png', IMAGE_UPLOAD_PATHS.guiseLogo);
  await uploadFile(api, new Blob(['x']), 'a.png', IMAGE_UPLOAD_PATHS.frameWork);
  expect(calls.map((c) => c.url)).toEqual([
    '/api/blade-platform/file/upload',
    '/api/blade-workbench/eduSystemManageGuiseLogo/upload',
    '/api/im/upload/FrameWorkUpload',
  ]);
});

it("/PresetRoleService's roles: GET blade-workbench getRoleList with the preset counts beside; a refusal passes through", async () => {
  const roles = [{ id: 7, name: '学生', code: 'student', note: null, memberCount: 12 }];
  const { api, calls } = recording((o) =>
    o.url.endsWith('/baseService/getRoleList')
      ? { status: 1000, msg: '', result: roles }
      : { status: 1000, msg: '', result: [{ ...roles[0], serviceCount: 3 }] },
  );
  const reply = await fetchPresetRoles(api);
  expect(calls.map((c) => [c.method, c.url])).toEqual([
    ['GET', '/api/blade-workbench/baseService/getRoleList'],
    ['GET', '/api/blade-platform/presetService/roleList'],
  ]);
  expect(reply.result).toEqual([{ id: 7, name: '学生', code: 'student', memberCount: 12, serviceCount: 3 }]);
  const refused = recording(() => ({ status: 1002, msg: '无权限', result: null }));
  expect((await fetchPresetRoles(refused.api)).status).toBe(1002);
});
