// The collection screens' tools and related lists (extrasSlice.ts): a running tool makes its
// call; a command's success shows its message and reloads the list from page 1, a summary's
// answer becomes figures; a related list reads the page the slice asks for (the latest wins, a
// close drops an answer still on its way).
import { put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { Envelope, Status } from '../../../shared/protocol/status';
import { PageResult, resourceByKey } from '../../../shared/resources';
import { resourceCall } from '../../api/collections';
import { callAsk } from '../../lib/ask';
import { problemOf } from '../../lib/problem';
import { problemToast, toastShown } from '../ui';
import type { ExtrasEntry } from './extrasState';
import { selectExtras } from './extrasSelectors';
import {
  relatedClosed,
  relatedFailed,
  relatedLoaded,
  relatedOpened,
  relatedPageChanged,
  toolClicked,
  toolConfirmed,
  toolDone,
  toolFailed,
} from './extrasSlice';
import { pageChanged } from './resourcesSlice';

interface KeyedAction {
  type: string;
  payload: { key: string };
}

const succeeded = (envelope: Envelope) => envelope.status === Status.OK || envelope.status === Status.LEGACY_OK;

export function* runTool({ payload: { key } }: KeyedAction) {
  const entry: ExtrasEntry = yield select(selectExtras(key));
  const def = resourceByKey(key);
  const tool = def?.tools?.find((t) => t.key === entry.tool.key);
  if (!def || !tool || entry.tool.status !== 'running') return;
  const reply: Envelope<unknown> = yield callAsk(resourceCall, def, tool.call, {});
  if (!succeeded(reply)) {
    yield put(toolFailed({ key }));
    const toast = problemToast(problemOf(reply.status, reply.msg));
    if (toast) yield put(toastShown(toast));
    return;
  }
  if (tool.kind === 'summary') {
    yield put(toolDone({ key, figures: tool.figures ? tool.figures(reply.result) : [] }));
    return;
  }
  yield put(toolDone({ key }));
  yield put(toastShown(reply.msg ? { kind: 'success', text: reply.msg } : { kind: 'success', key: 'resourceUi.toolDone' }));
  yield put(pageChanged({ key, pageIndex: 1 }));
}

export function* loadRelated({ payload: { key } }: KeyedAction) {
  const entry: ExtrasEntry = yield select(selectExtras(key));
  const def = resourceByKey(key);
  const related = def?.related?.find((r) => r.key === entry.related.key);
  if (!def || !related || entry.related.status !== 'loading') return;
  const { rowId, pageIndex, pageSize } = entry.related;
  const reply: Envelope<PageResult<Record<string, unknown>>> = yield callAsk(resourceCall, def, related.call, { id: rowId, pageIndex, pageSize });
  if (!succeeded(reply) || !reply.result) {
    yield put(relatedFailed({ key, problem: problemOf(reply.status, reply.msg) }));
    return;
  }
  yield put(relatedLoaded({ key, rows: reply.result.data, total: reply.result.total }));
}

export function* resourceExtrasSaga() {
  yield takeEvery([toolClicked.type, toolConfirmed.type], runTool);
  // a close or another row's list supersedes the page on its way
  yield takeLatest([relatedOpened.type, relatedPageChanged.type, relatedClosed.type], loadRelated);
}
