// The collection screens' tools and related lists (extrasSlice.ts): a running tool makes its
// call; a command's success shows its message and reloads the list from page 1, a summary's
// answer becomes figures; a related list reads the page the slice asks for (the latest wins, a
// close drops an answer still on its way); a shown preview's clock ticks until it is hidden. A
// summary read on open (ToolDef.onOpen) runs as the screen opens and after each write of its rows.
import { call, delay, put, race, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { Envelope } from '../../../shared/protocol/status';
import { PageResult, resourceByKey } from '../../../shared/resources';
import { wallClockNow } from '../../../shared/slides/window';
import { consoleTimeZone } from '../../lib/timeZone';
import { resourceCall } from '../../api/collections';
import { callAsk } from '../../lib/ask';
import { problemOf } from '../../lib/problem';
import { reportProblem, toastShown } from '../ui';
import type { ExtrasEntry } from './extrasState';
import { selectExtras } from './extrasSelectors';
import {
  previewClockRead,
  previewDotClicked,
  previewHidden,
  previewPlacementChosen,
  previewShown,
  previewStepped,
  previewTicked,
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
import { actionDone, orderAdjusted, pageChanged, removed, saved, screenOpened } from './resourcesSlice';
import { takeLatestPerKey } from './keyedEffects';
import { succeeded } from '../../lib/reply';

interface KeyedAction {
  type: string;
  payload: { key: string };
}

export function* runTool({ payload: { key } }: KeyedAction) {
  const entry: ExtrasEntry = yield select(selectExtras(key));
  const def = resourceByKey(key);
  const tool = def?.tools?.find((t) => t.key === entry.tool.key);
  if (!def || !tool || entry.tool.status !== 'running') return;
  const reply: Envelope<unknown> = yield callAsk(resourceCall, def, tool.call, {});
  if (!succeeded(reply)) {
    yield put(toolFailed({ key }));
    yield* reportProblem(problemOf(reply));
    return;
  }
  if (tool.kind === 'summary') {
    yield put(toolDone({ key, figures: tool.figures ? tool.figures(reply.result) : [], chips: tool.chips ? tool.chips(reply.result) : [] }));
    return;
  }
  yield put(toolDone({ key }));
  yield put(toastShown(reply.msg ? { kind: 'success', text: reply.msg } : { kind: 'success', key: 'resourceUi.toolDone' }));
  yield put(pageChanged({ key, pageIndex: 1 }));
}

/** The screen's summaries read on open, asked for as if their buttons were pressed (the slice
 *  takes none while another tool runs). */
export function* openSummaries({ payload: { key } }: KeyedAction) {
  for (const tool of resourceByKey(key)?.tools ?? []) {
    if (tool.kind === 'summary' && tool.onOpen) yield put(toolClicked({ key, tool: tool.key, confirm: false }));
  }
}

export function* loadRelated({ payload: { key } }: KeyedAction) {
  const entry: ExtrasEntry = yield select(selectExtras(key));
  const def = resourceByKey(key);
  const related = def?.related?.find((r) => r.key === entry.related.key);
  if (!def || !related || entry.related.status !== 'loading') return;
  const { rowId, pageIndex, pageSize } = entry.related;
  const reply: Envelope<PageResult<Record<string, unknown>>> = yield callAsk(resourceCall, def, related.call, { id: rowId, pageIndex, pageSize });
  if (!succeeded(reply) || !reply.result) {
    yield put(relatedFailed({ key, problem: problemOf(reply) }));
    return;
  }
  yield put(relatedLoaded({ key, rows: reply.result.data, total: reply.result.total }));
}

/** How long the carousel preview shows a slide before it moves on (ms). */
export const PREVIEW_ADVANCE_MS = 4000;

const clock = (): string => wallClockNow(Date.now(), consoleTimeZone());
const forKey = (key: string, types: string[]) => (a: { type: string; payload?: { key?: string } }) => types.includes(a.type) && a.payload?.key === key;

/** A shown preview's clock: read at once, then a tick every PREVIEW_ADVANCE_MS until it is hidden; a
 *  step or a dot by hand starts the wait again. */
export function* tickPreview({ payload: { key } }: KeyedAction) {
  const now: string = yield call(clock);
  yield put(previewClockRead({ key, now }));
  while (true) {
    const { hidden, moved } = yield race({
      tick: delay(PREVIEW_ADVANCE_MS),
      hidden: take(forKey(key, [previewHidden.type])),
      moved: take(forKey(key, [previewStepped.type, previewDotClicked.type, previewPlacementChosen.type])),
    });
    if (hidden) return;
    if (moved) continue;
    const at: string = yield call(clock);
    yield put(previewTicked({ key, now: at }));
  }
}

export function* resourceExtrasSaga() {
  // showing the preview again restarts its clock rather than running two
  yield takeLatestPerKey(previewShown.type, tickPreview);
  yield takeEvery([toolClicked.type, toolConfirmed.type], runTool);
  yield takeEvery([screenOpened.type, saved.type, actionDone.type, removed.type, orderAdjusted.type], openSummaries);
  // a close or another row's list supersedes the page on its way
  yield takeLatest([relatedOpened.type, relatedPageChanged.type, relatedClosed.type], loadRelated);
}
