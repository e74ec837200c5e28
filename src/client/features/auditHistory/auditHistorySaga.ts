// The /HistoryProject saga: one page of the audit trail with the applied filters whenever the
// slice marks the list 'loading'. takeLatest: a newer search or page makes the read under way stale.
import { put, select, takeLatest } from 'redux-saga/effects';
import type { AuditEntry, AuditListQuery } from '../../../shared/documents/audit';
import { Envelope } from '../../../shared/protocol/status';
import type { PageResult } from '../../../shared/resources/types';
import { fetchAuditPage } from '../../api/audit';
import { callAsk } from '../../lib/ask';
import type { PagedList } from '../../lib/pagedList';
import { problemOf } from '../../lib/problem';
import { pageChanged, pageFailed, pageLoaded, pageSizeChanged, resetClicked, screenOpened, searchClicked } from './auditHistorySlice';
import { selectAuditList, selectAuditQuery } from './selectors';
import { answered } from '../../lib/reply';

export function* loadPage() {
  const list: PagedList<AuditEntry> = yield select(selectAuditList);
  if (list.status !== 'loading') return;
  const query: AuditListQuery = yield select(selectAuditQuery);
  const reply: Envelope<PageResult<AuditEntry>> = yield callAsk(fetchAuditPage, query);
  if (answered(reply) && reply.result) {
    yield put(pageLoaded({ rows: reply.result.data, total: reply.result.total }));
  } else {
    yield put(pageFailed({ problem: problemOf(reply) }));
  }
}

export function* auditHistorySaga() {
  yield takeLatest([screenOpened.type, searchClicked.type, resetClicked.type, pageChanged.type, pageSizeChanged.type], loadPage);
}
