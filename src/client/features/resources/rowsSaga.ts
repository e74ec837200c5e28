// The list and what is done to its rows: the page read (through the paged table's fetchPage),
// removal, row and batch actions, a cell edited in place, a new order saved, and one record's
// detail. Each worker runs only when the slice has set the matching status.
import { call, put, select } from 'redux-saga/effects';
import { Envelope, Status } from '../../../shared/protocol/status';
import { ResourceRow, callsOf, fullPath, resourceByKey } from '../../../shared/resources';
import { actionBody, detailBody, inlineEditBody, orderBody, resourceCall } from '../../api/collections';
import { callAsk } from '../../lib/ask';
import { problemOf } from '../../lib/problem';
import { succeeded } from '../../lib/reply';
import { PageOutcome, fetchPage } from '../../widgets/pagedTable/pagedQuery';
import { refuse, toastShown } from '../ui';
import type { KeyedAction } from './keyedEffects';
import type { ActionRunState, CellEditState, DetailState, RemovalState, ReorderState, ResourceState } from './resourceState';
import { selectAction, selectDetail, selectListQuery, selectRemoval, selectReorder, selectResource } from './resourcesSelectors';
import {
  actionDone,
  actionFailed,
  cellRefused,
  cellSaved,
  detailFailed,
  detailLoaded,
  listFailed,
  listLoaded,
  orderAdjusted,
  orderRefused,
  removeFailed,
  removed,
} from './resourcesSlice';

export function* loadList({ payload: { key } }: KeyedAction) {
  const def = resourceByKey(key);
  const entry: ResourceState = yield select(selectResource(key));
  if (!def || entry.status !== 'loading') return;
  const query: Record<string, unknown> = yield select(selectListQuery(key));
  const list = callsOf(def).list;
  const url = fullPath(def, list.path);
  const page: PageOutcome<ResourceRow> = yield call(fetchPage, url, query, list.method === 'GET' ? { method: 'GET' } : {});
  if (page.problem) {
    yield* refuse(listFailed({ key, problem: page.problem }));
    return;
  }
  yield put(listLoaded({ key, rows: page.rows, total: page.total }));
}

export function* removeRecords({ payload: { key } }: KeyedAction) {
  const def = resourceByKey(key);
  const removal: RemovalState = yield select(selectRemoval(key));
  if (!def || removal.status !== 'removing') return;
  const envelope: Envelope = yield callAsk(resourceCall, def, callsOf(def).remove!, { ids: removal.ids });
  if (!succeeded(envelope)) {
    yield* refuse(removeFailed({ key, problem: problemOf(envelope) }));
    return;
  }
  const count = Number((envelope.result as { removed?: unknown } | null)?.removed);
  // The slice steps back a page when this emptied the page, and asks for the list again.
  yield put(removed({ key, ids: removal.ids, removed: Number.isFinite(count) ? count : removal.ids.length }));
  yield put(toastShown({ kind: 'success', key: 'common.removed' }));
}

/** A row or batch action, once the slice has it 'running' (at once, or after its confirmation). */
export function* runAction({ payload: { key } }: KeyedAction) {
  const def = resourceByKey(key);
  const run: ActionRunState = yield select(selectAction(key));
  const action = def?.actions?.find((a) => a.key === run.action);
  if (!def || !action || run.status !== 'running') return;
  const envelope: Envelope = yield callAsk(resourceCall, def, action.call, actionBody(run.ids, action.field, action.value));
  if (!succeeded(envelope)) {
    yield* refuse(actionFailed({ key, problem: problemOf(envelope) }));
    return;
  }
  yield put(actionDone({ key, action: action.key, ids: run.ids }));
  yield put(toastShown({ kind: 'success', key: 'resourceUi.actionDone' }));
}

/** A cell edited in place, saved alone through the definition's inlineEdit call
 *  (serviceItem/update: { id, [field]: value }); the list is read again once it is saved. */
export function* saveCell({ payload: { key } }: KeyedAction) {
  const def = resourceByKey(key);
  const cell: CellEditState = yield select((state: { resources: Record<string, ResourceState> }) => state.resources[key]?.cell);
  if (!def?.inlineEdit || cell?.status !== 'saving' || cell.id === null || !cell.field) return;
  const envelope: Envelope = yield callAsk(resourceCall, def, def.inlineEdit.call, inlineEditBody(cell.id, cell.field, cell.value));
  if (!succeeded(envelope)) {
    yield* refuse(cellRefused({ key, problem: problemOf(envelope) }));
    return;
  }
  yield put(cellSaved({ key }));
  yield put(toastShown({ kind: 'success', key: 'cellEdit.saved' }));
}

/** The page's ids in their new order to adjustOrder; a refusal puts the rows back. */
export function* adjustOrder({ payload: { key } }: KeyedAction) {
  const def = resourceByKey(key);
  const reorder: ReorderState = yield select(selectReorder(key));
  const adjust = def?.calls?.adjustOrder;
  if (!def || !adjust || reorder.status !== 'saving') return;
  const entry: ResourceState = yield select(selectResource(key));
  const envelope: Envelope = yield callAsk(resourceCall, def, adjust, orderBody(entry.rows.map((r) => r.id)));
  if (!succeeded(envelope)) {
    yield* refuse(orderRefused({ key, problem: problemOf(envelope) }));
    return;
  }
  yield put(orderAdjusted({ key }));
}

/** One record for the detail view: the detail call when the definition has one, else the row. */
export function* loadDetail({ payload: { key } }: KeyedAction) {
  const def = resourceByKey(key);
  const detail: DetailState = yield select(selectDetail(key));
  if (!def || detail.status !== 'loading' || detail.id === null) return;
  const id = detail.id;
  const detailCall = callsOf(def).detail;
  if (!detailCall) {
    const entry: ResourceState = yield select(selectResource(key));
    const row = entry.rows.find((r) => r.id === id);
    if (row) yield put(detailLoaded({ key, id, record: row }));
    else yield put(detailFailed({ key, id, problem: { status: Status.REFUSED, msg: '', key: 'resourceUi.detailGone' } }));
    return;
  }
  const envelope: Envelope = yield callAsk(resourceCall, def, detailCall, detailBody(id));
  if (succeeded(envelope) && envelope.result && typeof envelope.result === 'object') {
    yield put(detailLoaded({ key, id, record: envelope.result as ResourceRow }));
    return;
  }
  yield* refuse(detailFailed({ key, id, problem: problemOf(envelope) }));
}
