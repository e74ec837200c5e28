// The draft phone's loading (redux-saga-test-plan on the real reducer): the page's and the
// bottom's newest versions by the detail call, the published appearance and notice by the public
// read, all at once (the details by their documented GETs, document 002 §7); a refused detail
// ends in draftsFailed with the server's message.
import { expectSaga } from '../../sagaClock';
import * as matchers from 'redux-saga-test-plan/matchers';
import { getContext } from 'redux-saga/effects';
import { fetchPublished } from '../../../../src/client/api/publishedDocuments';
import type { Api } from '../../../../src/client/api/types';
import { loadDrafts, preLoginPreviewSaga } from '../../../../src/client/features/preLoginPreview/preLoginPreviewSaga';
import {
  draftsFailed,
  draftsLoaded,
  initialPreLoginPreviewState,
  opened,
  preLoginPreviewReducer,
} from '../../../../src/client/features/preLoginPreview/preLoginPreviewSlice';
import { PRE_LOGIN_BOTTOM_DETAIL } from '../../../../src/shared/documents/preLoginBottom/definition';
import { PRE_LOGIN_PAGE_DETAIL } from '../../../../src/shared/documents/preLoginPage/definition';

const PAGE = { enabled: true, sections: [], accessWays: ['cas'], welcomeText: '草稿欢迎语' };
const BOTTOM = { links: [], copyrightText: '© 2026 示范大学' };

function fakeApi(refuse = false): { api: Api; urls: string[] } {
  const urls: string[] = [];
  const request = jest.fn(async ({ url, method }: { url: string; method: string }) => {
    urls.push(`${method} ${url}`);
    if (refuse && url === PRE_LOGIN_BOTTOM_DETAIL) return { status: 7003, msg: '没有权限', result: null };
    const page = url === PRE_LOGIN_PAGE_DETAIL;
    return {
      status: 1000,
      msg: '',
      result: {
        key: page ? 'preLoginPage' : 'preLoginBottom',
        identity: null,
        content: page ? PAGE : BOTTOM,
        version: 3,
        publishedVersion: page ? 2 : 3,
        hasDraft: page,
      },
    };
  });
  return { api: { request } as unknown as Api, urls };
}

const published = (key: string) => ({ key, version: 1, content: { key } });

it('reads both drafts and the published appearance and notice of the tenant, and shows them', async () => {
  const { api, urls } = fakeApi();
  const { storeState } = await expectSaga(preLoginPreviewSaga)
    .withReducer(preLoginPreviewReducer)
    .provide([[getContext('api'), api], { call: (effect, next) => (effect.fn === fetchPublished ? published(effect.args[2] as string) : next()) }])
    .call(fetchPublished, '', '000000', 'appearance')
    .call(fetchPublished, '', '000000', 'loginPrompt')
    .put(
      draftsLoaded({
        contents: { preLoginPage: PAGE, preLoginBottom: BOTTOM, appearance: { key: 'appearance' }, loginPrompt: { key: 'loginPrompt' } },
        drafts: { preLoginPage: true, preLoginBottom: false },
      }),
    )
    .dispatch(opened({ tenantCode: '000000', baseURL: '' }))
    .silentRun(50);
  expect(urls.sort()).toEqual([`GET ${PRE_LOGIN_BOTTOM_DETAIL}`, `GET ${PRE_LOGIN_PAGE_DETAIL}`].sort());
  expect(storeState.status).toBe('ready');
  expect(storeState.drafts).toEqual({ preLoginPage: true, preLoginBottom: false });
});

it('shows a missing published document as none, and a refused detail as the server says', async () => {
  const { api } = fakeApi(true);
  await expectSaga(loadDrafts, opened({ tenantCode: '000000', baseURL: '' }))
    .withReducer(preLoginPreviewReducer, { ...initialPreLoginPreviewState, status: 'loading' })
    .provide([
      [getContext('api'), api],
      [matchers.call.fn(fetchPublished), null],
    ])
    .put(draftsFailed({ msg: '没有权限' }))
    .hasFinalState({ ...initialPreLoginPreviewState, status: 'failed', problem: '没有权限' })
    .run();
});
