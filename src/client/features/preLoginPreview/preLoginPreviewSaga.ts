// The draft phone's contents: the newest versions of the page and its bottom (the detail call
// answers a draft when one is pending, else the published version) and the published appearance
// and login notice (the public read, as the real page reads them), all four at once.
// takeLatest: a reload while one is out makes the older answer stale.
//   opened → detail ×2 + public read ×2 → draftsLoaded | draftsFailed (the server's message)
import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeLatest } from 'redux-saga/effects';
import type { DocumentState } from '../../../shared/documents/types';
import type { Envelope } from '../../../shared/protocol';
import { fetchDocument } from '../../api/documents';
import { fetchPublished, PublishedDocument } from '../../api/publishedDocuments';
import { callAsk } from '../../lib/ask';
import { draftsFailed, draftsLoaded, opened } from './preLoginPreviewSlice';
import { succeeded } from '../../lib/reply';

export function* preLoginPreviewSaga() {
  yield takeLatest(opened.type, loadDrafts);
}

export function* loadDrafts({ payload: { tenantCode, baseURL } }: ReturnType<typeof opened>): SagaIterator {
  const [page, bottom, appearance, prompt] = (yield all([
    callAsk(fetchDocument, { key: 'preLoginPage', identity: null }),
    callAsk(fetchDocument, { key: 'preLoginBottom', identity: null }),
    call(fetchPublished, baseURL, tenantCode, 'appearance'),
    call(fetchPublished, baseURL, tenantCode, 'loginPrompt'),
  ])) as [Envelope<DocumentState>, Envelope<DocumentState>, PublishedDocument | null, PublishedDocument | null];
  const refused = [page, bottom].find((r) => !succeeded(r) || !r.result);
  if (refused) {
    yield put(draftsFailed({ msg: refused.msg || String(refused.status) }));
    return;
  }
  yield put(
    draftsLoaded({
      contents: {
        preLoginPage: page.result.content,
        preLoginBottom: bottom.result.content,
        appearance: appearance?.content ?? null,
        loginPrompt: prompt?.content ?? null,
      },
      drafts: { preLoginPage: page.result.hasDraft, preLoginBottom: bottom.result.hasDraft },
    }),
  );
}
