// The /ProjectDetails saga: the five reads at once (the appearance's detail for the name and
// logo, the administrators, the summary, the app keys, the flow services' counts by getNum), one
// answer or the first refusal; and an
// app key's rotation once confirmed.
import { all, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { AppKeyRow, RotatedAppKey } from '../../../shared/appCalls/api';
import type { DocumentState } from '../../../shared/documents/types';
import type { AdminInfo, ProjectSummary } from '../../../shared/platform/projectDetails';
import type { FlowServiceCounts } from '../../../shared/services/catalogue';
import { Envelope } from '../../../shared/protocol/status';
import { fetchAppKeys, rotateAppKey } from '../../api/appKeys';
import { fetchAdminInfo, fetchFlowServiceCounts, fetchPlatformAppearance, fetchProjectSummary } from '../../api/projectDetails';
import { callAsk } from '../../lib/ask';
import { problemOf } from '../../lib/problem';
import { detailsFailed, detailsLoaded, keyRotated, refreshClicked, rotateConfirmed, rotateFailed, screenOpened } from './projectDetailsSlice';
import { selectRotation } from './selectors';
import type { RotationState } from './state';
import { isOk } from '../../lib/reply';

type Replies = [Envelope<DocumentState>, Envelope<AdminInfo[]>, Envelope<ProjectSummary>, Envelope<AppKeyRow[]>, Envelope<FlowServiceCounts>];

export function* loadDetails() {
  const replies: Replies = yield all([
    callAsk(fetchPlatformAppearance),
    callAsk(fetchAdminInfo),
    callAsk(fetchProjectSummary),
    callAsk(fetchAppKeys),
    callAsk(fetchFlowServiceCounts),
  ]);
  const refused = replies.find((r) => !isOk(r) || !r.result);
  if (refused) {
    yield put(detailsFailed({ problem: problemOf(refused) }));
    return;
  }
  const [appearance, admins, summary, keys, flowCounts] = replies;
  const content = appearance.result!.content;
  const platform = { name: String(content.platformName ?? ''), logo: typeof content.logo === 'string' && content.logo ? content.logo : null };
  yield put(detailsLoaded({ platform, admins: admins.result!, summary: summary.result!, keys: keys.result!, flowCounts: flowCounts.result! }));
}

export function* rotateKey() {
  const rotation: RotationState = yield select(selectRotation);
  if (rotation.status !== 'rotating' || !rotation.id) return;
  const reply: Envelope<RotatedAppKey> = yield callAsk(rotateAppKey, rotation.id);
  if (isOk(reply) && reply.result) yield put(keyRotated({ id: reply.result.id, secret: reply.result.secret }));
  else yield put(rotateFailed({ problem: problemOf(reply) }));
}

export function* projectDetailsSaga() {
  yield all([
    // takeLatest: a refresh makes the reads under way stale
    takeLatest([screenOpened.type, refreshClicked.type], loadDetails),
    // takeLeading: one rotation at a time; the slice ignores a second confirmation meanwhile
    takeLeading(rotateConfirmed.type, rotateKey),
  ]);
}
