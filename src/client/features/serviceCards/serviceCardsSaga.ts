// The service-card designer's saga. Reads use takeLatest: a newer choice (another card, another
// source or API, a newer write) makes the read under way stale, so it is cancelled. Writes go
// through one action channel and are carried out one at a time in the order asked (a column
// moved twice quickly must reach the server in that order); each ends in writeSucceeded or
// writeFailed, after which the list is read again with the part of the card the write changed
// (writeSucceeded's `part`, each part through its own call and its own takeLatest) or, after a
// refusal, the whole card (serviceCardConfig/cardConfigDetail); the preview with them.
// Opening a card reads its settings (cardcolumnconfig/getCardDetailById), columns
// (cardcolumnconfig/list) and associations (platformCardServiceConfig/queryServiceCardConfigDetail)
// together; the cards leading to it come from serviceCardConfig/getAssociationCardConfig.
import type { SagaIterator } from 'redux-saga';
import { actionChannel, all, call, put, select, take, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { Envelope } from '../../../shared/protocol/status';
import type * as Card from '../../../shared/serviceCards/api';
import type { TeacherOption } from '../../../shared/serviceCards/columnLinks';
import {
  adjustColumnOrder,
  ApiSummary,
  checkCardConfig,
  fetchApiDetail,
  fetchAssociatedCards,
  fetchAssociationCandidates,
  fetchCardById,
  fetchColumn,
  fetchColumns,
  fetchLeadingCards,
  fetchRequestParams,
  fetchReturnParams,
  fetchBusTypes,
  fetchFlowTypes,
  fetchParamTypes,
  fetchRoleClasses,
  fetchServiceOptions,
  fetchTeachers,
  fetchCardDetail,
  fetchCardPreview,
  fetchCards,
  fetchColumnOptions,
  fetchDataSources,
  fetchSourceApis,
  fetchTempCardId,
  Named,
  removeCards,
  removeColumns,
  saveCardConfig,
  saveHandleRule,
  submitAssociations,
  submitColumn,
  updateCardStatus,
} from '../../api/serviceCards';
import { callAsk } from '../../lib/ask';
import type { Api } from '../../api/types';
import { Message, messageOf, problemOf } from '../../lib/problem';
import { movedTo } from './columnOrder';
import {
  selectAssociationDraft,
  selectCatalogueQuery,
  selectColumnOrder,
  selectLinksBody,
  selectNewColumnBody,
  selectSaveCardBody,
  selectSelectedCardId,
} from './selectors';
import type { LinkOptions } from './state';
import { TEACHER_PICK_PAGE_SIZE } from '../../../shared/serviceCards/columnLinks';
import {
  addCardClicked,
  apiChosen,
  apiDetailLoaded,
  apisLoaded,
  associationsLoaded,
  candidatesLoaded,
  cardLoaded,
  CardPart,
  columnLoaded,
  columnsLoaded,
  leadingCardsLoaded,
  linksFailed,
  cardChosen,
  cardCreated,
  checkClicked,
  checkLoaded,
  linkOptionsLoaded,
  linksOpened,
  linksSaveClicked,
  teacherSearched,
  teachersLoaded,
  columnAddClicked,
  columnMoved,
  columnOptionsLoaded,
  columnRemoveClicked,
  columnRuleChosen,
  dataSourceChosen,
  detailFailed,
  detailLoaded,
  listFailed,
  listLoaded,
  opened,
  previewFailed,
  previewLoaded,
  removeConfirmed,
  settingsSaveClicked,
  sourcesLoaded,
  statusChosen,
  WRITE_EVENTS,
  writeFailed,
  writeSucceeded,
} from './serviceCardsSlice';
import { answered, isOk, resultOrRefusal } from '../../lib/reply';

export function* loadList() {
  const reply: Envelope<Card.CardSummary[]> = yield callAsk(fetchCards, '');
  if (answered(reply)) yield put(listLoaded({ cards: Array.isArray(reply.result) ? reply.result : [] }));
  else yield put(listFailed({ problem: problemOf(reply) }));
}

export function* loadSources() {
  const reply: Envelope<Named[]> = yield callAsk(fetchDataSources);
  if (isOk(reply) && reply.result) yield put(sourcesLoaded({ sources: reply.result }));
}

export function* loadPreview(cardId: number) {
  const reply: Envelope<Card.CardPreview> = yield callAsk(fetchCardPreview, cardId);
  const preview = yield* resultOrRefusal(reply, (problem) => previewFailed({ cardId, problem }));
  if (preview) yield put(previewLoaded({ preview }));
}

export function* loadColumnOptions(cardId: number) {
  const reply: Envelope<Card.ColumnOption[]> = yield callAsk(fetchColumnOptions, cardId);
  if (isOk(reply) && reply.result) yield put(columnOptionsLoaded({ cardId, options: reply.result }));
}

export function* loadCandidates(cardId: number) {
  const reply: Envelope<Card.CardSummary[]> = yield callAsk(fetchAssociationCandidates, cardId);
  if (isOk(reply) && reply.result) yield put(candidatesLoaded({ cardId, cards: reply.result }));
}

/** the option lists of a column's ties, each through its documented call (cardcolumnconfig/*) */
export function* loadLinkOptions() {
  const calls: Record<keyof LinkOptions, (api: Api) => Promise<Envelope<unknown[]>>> = {
    roleClasses: fetchRoleClasses,
    flowTypes: fetchFlowTypes,
    busTypes: fetchBusTypes,
    paramTypes: fetchParamTypes,
    services: fetchServiceOptions,
  };
  const replies: Record<keyof LinkOptions, Envelope<unknown[]>> = yield all(Object.fromEntries(Object.entries(calls).map(([k, f]) => [k, callAsk(f)])));
  const loaded: Partial<LinkOptions> = {};
  for (const [k, reply] of Object.entries(replies) as [keyof LinkOptions, Envelope<unknown[]>][])
    if (answered(reply)) (loaded as Record<string, unknown[]>)[k] = Array.isArray(reply.result) ? reply.result : [];
  yield put(linkOptionsLoaded(loaded));
}

/** the owner picker's search (the remote select: page 1 of 40); the dialog opening asks with no name */
export function* searchTeachers(action: PayloadAction<{ name?: string }>) {
  const name = (action.payload.name ?? '').trim();
  // the dialog opening starts an empty search, which this same watcher then carries out
  if (linksOpened.match(action)) {
    yield put(teacherSearched({ name: '' }));
    return;
  }
  const reply: Envelope<{ data: TeacherOption[]; total: number }> = yield callAsk(fetchTeachers, name, 1, TEACHER_PICK_PAGE_SIZE);
  const page = answered(reply) && reply.result ? reply.result : { data: [], total: 0 };
  yield put(teachersLoaded({ name, options: page.data ?? [], total: page.total ?? 0 }));
}

export function* loadLeadingCards(cardId: number) {
  const reply: Envelope<Card.CardSummary[]> = yield callAsk(fetchLeadingCards, cardId);
  if (answered(reply)) yield put(leadingCardsLoaded({ cardId, cards: Array.isArray(reply.result) ? reply.result : [] }));
}

/** the APIs of the chosen source; the chosen API's description (getApiDetail) with its request and
 *  return params, each through its own call (getRequestParamByDataSource, getReturnParamByDataSource) */
export function* loadCatalogue() {
  const q: { dataSource: string | null; apiKey: string | null } = yield select(selectCatalogueQuery);
  if (!q.dataSource) return;
  const apis: Envelope<ApiSummary[]> = yield callAsk(fetchSourceApis, q.dataSource);
  if (isOk(apis) && apis.result) yield put(apisLoaded({ dataSource: q.dataSource, apis: apis.result }));
  if (!q.apiKey) return;
  const [detail, requestParams, returnParams]: [Envelope<Card.SourceApi>, Envelope<Card.RequestParam[]>, Envelope<Card.ReturnParam[]>] = yield all([
    callAsk(fetchApiDetail, q.dataSource, q.apiKey),
    callAsk(fetchRequestParams, q.dataSource, q.apiKey),
    callAsk(fetchReturnParams, q.dataSource, q.apiKey),
  ]);
  if (!isOk(detail) || !detail.result || !answered(requestParams) || !answered(returnParams)) return;
  const { key, label, description } = detail.result;
  const listOf = <T>(reply: Envelope<T[]>) => (Array.isArray(reply.result) ? reply.result : []);
  yield put(apiDetailLoaded({ api: { key, label, description, requestParams: listOf(requestParams), returnParams: listOf(returnParams) } }));
}

/** what is read with the card: its preview, drop-down, association candidates, the cards leading to it and the API catalogue */
function* loadAround(id: number) {
  yield all([call(loadPreview, id), call(loadColumnOptions, id), call(loadCandidates, id), call(loadLeadingCards, id), call(loadCatalogue)]);
}

/** the chosen card: opened, its settings, columns and associations each through its call, at once;
 *  after a refused write the whole stored card in one read (what the refusal left stale is not known) */
export function* loadCard(action: PayloadAction<unknown>) {
  const id: number | null = yield select(selectSelectedCardId);
  if (id === null) return;
  if (writeFailed.match(action)) {
    const reply: Envelope<Card.CardDetail> = yield callAsk(fetchCardDetail, id);
    if (!isOk(reply) || !reply.result) yield put(detailFailed({ id, problem: problemOf(reply) }));
    else {
      yield put(detailLoaded({ card: reply.result }));
      yield call(loadAround, id);
    }
    return;
  }
  const [row, columns, associated]: [Envelope<Card.CardRow>, Envelope<Card.CardColumn[]>, Envelope<Card.CardSummary[]>] = yield all([
    callAsk(fetchCardById, id),
    callAsk(fetchColumns, id),
    callAsk(fetchAssociatedCards, id),
  ]);
  const refused = [row, columns, associated].find((r) => !answered(r));
  if (refused || !row.result) {
    yield put(detailFailed({ id, problem: problemOf(refused ?? row) }));
    return;
  }
  const associatedIds = (Array.isArray(associated.result) ? associated.result : []).map((c) => c.id);
  yield put(detailLoaded({ card: { ...row.result, columns: Array.isArray(columns.result) ? columns.result : [], associatedIds } }));
  yield call(loadAround, id);
}

/** after a write, the part of the card it changed, through that part's call */
export function* reloadPart(action: PayloadAction<{ part?: CardPart }>) {
  const id: number | null = yield select(selectSelectedCardId);
  if (id === null) return;
  const failed = (reply: Envelope<unknown>) => put(detailFailed({ id, problem: problemOf(reply) }));
  if (action.payload.part === 'card') {
    const reply: Envelope<Card.CardRow> = yield callAsk(fetchCardById, id);
    if (!isOk(reply) || !reply.result) {
      yield failed(reply);
      return;
    }
    yield put(cardLoaded({ card: reply.result }));
    // the catalogue was read when the source or API was chosen; the drop-down follows the stored API
    yield all([call(loadPreview, id), call(loadColumnOptions, id)]);
  } else if (action.payload.part === 'columns') {
    const reply: Envelope<Card.CardColumn[]> = yield callAsk(fetchColumns, id);
    if (!answered(reply)) {
      yield failed(reply);
      return;
    }
    yield put(columnsLoaded({ cardId: id, columns: Array.isArray(reply.result) ? reply.result : [] }));
    yield all([call(loadPreview, id), call(loadColumnOptions, id)]);
  } else if (action.payload.part === 'associations') {
    const reply: Envelope<Card.CardSummary[]> = yield callAsk(fetchAssociatedCards, id);
    if (!answered(reply)) {
      yield failed(reply);
      return;
    }
    yield put(associationsLoaded({ cardId: id, ids: (Array.isArray(reply.result) ? reply.result : []).map((c) => c.id) }));
  }
}

/** the ties dialog is filled from the column as stored */
export function* loadLinksColumn(action: PayloadAction<{ id: number }>) {
  const { id } = action.payload;
  const reply: Envelope<Card.CardColumn> = yield callAsk(fetchColumn, id);
  if (isOk(reply) && reply.result) yield put(columnLoaded({ column: reply.result }));
  else yield put(linksFailed({ id, message: messageOf(reply) }));
}

/** the pattern of a write's success that changed `part` (each part its own takeLatest, so one
 *  part's read never cancels another's) */
const succeededWith = (part: CardPart) => (a: unknown) =>
  writeSucceeded.match(a as PayloadAction<unknown>) && (a as ReturnType<typeof writeSucceeded>).payload.part === part;

export function* runCheck() {
  const id: number | null = yield select(selectSelectedCardId);
  if (id === null) return;
  const reply: Envelope<Card.ConfigCheck> = yield callAsk(checkCardConfig, id);
  if (isOk(reply) && reply.result) yield put(checkLoaded({ check: reply.result }));
  else yield put(writeFailed({ message: messageOf(reply) }));
}

type Outcome =
  | { reply: Envelope<unknown>; part?: CardPart; settingsSaved?: boolean; columnAdded?: boolean; cardRemoved?: boolean; linksSaved?: boolean }
  | { message: Message };

/** one write's call, chosen by the event */
export function* writeOf(action: PayloadAction<unknown>, id: number): SagaIterator<Outcome> {
  if (settingsSaveClicked.match(action)) {
    const body: Card.SaveCardBody | null = yield select(selectSaveCardBody);
    return body ? { reply: yield callAsk(saveCardConfig, body), part: 'card', settingsSaved: true } : { message: { key: 'serviceCardsUi.chooseCard' } };
  }
  if (statusChosen.match(action)) return { reply: yield callAsk(updateCardStatus, id, action.payload.status as Card.CardStatus), part: 'card' };
  if (removeConfirmed.match(action)) return { reply: yield callAsk(removeCards, [id]), cardRemoved: true };
  if (columnAddClicked.match(action)) {
    const body: Card.ColumnSubmitBody | null = yield select(selectNewColumnBody);
    return body ? { reply: yield callAsk(submitColumn, body), part: 'columns', columnAdded: true } : { message: { key: 'serviceCardsUi.chooseField' } };
  }
  if (columnRuleChosen.match(action)) {
    const { id: columnId, handleRule, ruleArg } = action.payload as { id: number; handleRule: Card.HandleRule; ruleArg: string | null };
    return { reply: yield callAsk(saveHandleRule, columnId, handleRule, ruleArg), part: 'columns' };
  }
  if (linksSaveClicked.match(action)) {
    const body: Card.ColumnSubmitBody | null = yield select(selectLinksBody);
    return body ? { reply: yield callAsk(submitColumn, body), part: 'columns', linksSaved: true } : { message: { key: 'serviceCardsUi.chooseCard' } };
  }
  if (columnRemoveClicked.match(action)) return { reply: yield callAsk(removeColumns, [action.payload.id]), part: 'columns' };
  if (columnMoved.match(action)) {
    // the move applied again to the order shown now (a read after an earlier write may have replaced it)
    const order: number[] = yield select(selectColumnOrder);
    const ids = movedTo(
      order.map((x) => ({ id: x })),
      action.payload.id,
      action.payload.toIndex,
    ).map((x) => x.id);
    return { reply: yield callAsk(adjustColumnOrder, id, ids), part: 'columns' };
  }
  const draft: number[] = yield select(selectAssociationDraft);
  return { reply: yield callAsk(submitAssociations, id, draft), part: 'associations' };
}

export function* runWrite(action: PayloadAction<unknown>) {
  if (addCardClicked.match(action)) {
    const reply: Envelope<{ id: number }> = yield callAsk(fetchTempCardId);
    if (isOk(reply) && reply.result) {
      yield put(cardCreated({ id: reply.result.id }));
      yield put(writeSucceeded({ message: { key: 'serviceCardsUi.created' } }));
    } else yield put(writeFailed({ message: messageOf(reply) }));
    return;
  }
  const id: number | null = yield select(selectSelectedCardId);
  if (id === null) return;
  const outcome: Outcome = yield call(writeOf, action, id);
  if ('message' in outcome) {
    yield put(writeFailed({ message: outcome.message }));
    return;
  }
  const { reply, ...flags } = outcome;
  if (isOk(reply)) yield put(writeSucceeded({ message: reply.msg ? { text: reply.msg } : { key: 'common.saved' }, ...flags }));
  else yield put(writeFailed({ message: messageOf(reply) }));
}

/** writes queue in one channel and run one at a time, in the order asked */
export function* watchWrites() {
  const channel: ReturnType<typeof actionChannel> = yield actionChannel(WRITE_EVENTS);
  while (true) {
    const action: PayloadAction<unknown> = yield take(channel as never);
    yield call(runWrite, action);
  }
}

export function* serviceCardsSaga() {
  yield all([
    takeLatest([opened.type, writeSucceeded.type], loadList),
    takeLatest(opened.type, loadSources),
    takeLatest(opened.type, loadLinkOptions),
    takeLatest([linksOpened.type, teacherSearched.type], searchTeachers),
    takeLatest([linksOpened.type], loadLinksColumn),
    takeLatest([cardChosen.type, cardCreated.type, writeFailed.type], loadCard),
    takeLatest(succeededWith('card'), reloadPart),
    takeLatest(succeededWith('columns'), reloadPart),
    takeLatest(succeededWith('associations'), reloadPart),
    takeLatest([dataSourceChosen.type, apiChosen.type], loadCatalogue),
    takeLatest(checkClicked.type, runCheck),
    call(watchWrites),
  ]);
}
