// The steps the photo export repeats for its two server jobs — the list of people lacking the
// naming identifier (written by the check) and the zip: following a job every 3 s until it ends,
// fetching its file with the session and saving it, and stopping a job a session left behind.
// Each step says what happened through the events it is given. The zip is a job the job centre
// lists, so it is followed through the follow saga the centre shares (lib/jobFollow); the check's
// list lives only in its notice, so it is polled here (on lib/pollJob).
import type { UnknownAction } from '@reduxjs/toolkit';
import { call, put, select } from 'redux-saga/effects';
import type { Identity } from '../../../shared/domain/people';
import type { ExportProgress } from '../../../shared/exports/api';
import { Envelope } from '../../../shared/protocol';
import { downloadPhotoExportFile } from '../../api/photoExport';
import { Api } from '../../api/types';
import { callAsk, callAskFile, FileReply } from '../../lib/ask';
import { saveBlob } from '../../lib/download';
import { selectHasSession } from '../session';
import type { Message } from '../../lib/problem';
import { PHOTO_IGNORED_POLL_STATUSES } from '../../../shared/imports/constants';
import { pollUntilDone } from '../../lib/pollJob';
import { followJob, JobEnded } from '../../lib/jobFollow';

const serverText = (msg: string | undefined): Message | null => (msg ? { text: msg } : null);

type Progressed = { redisKey: string; progress: ExportProgress };
type Failed = { redisKey: string; message: Message | null };

/** What a poll says as it goes. */
export interface PollEvents {
  polled: (p: Progressed) => UnknownAction;
  /** finished with its file's url */
  finished: (p: Progressed) => UnknownAction;
  /** the job ended failed or cancelled, or finished without a file: its errorMsg */
  failed: (p: Failed) => UnknownAction;
  /** the poll itself failed (any status but 1000 and 8010, 406 included): the server's msg */
  pollFailed: (p: Failed) => UnknownAction;
}

/** What the end of the zip's follow says (its progress is `jobProgressed`, which the slice reduces). */
export type EndEvents = Omit<PollEvents, 'polled'>;

/** How a poll ended; after 'pollFailed' the job may still be running on the server. */
export type PollEnd = 'finished' | 'failed' | 'pollFailed';

type ProgressCall = (api: Api, redisKey: string, identity: Identity) => Promise<Envelope<ExportProgress | null>>;

/** Polls a job every 3 seconds until it ends; only 8010 is waited through (document 001 §8), any
 *  other failure of the poll, 406 included, ends it ('export failed'). */
export function* pollJob(fetchProgress: ProgressCall, redisKey: string, identity: Identity, on: PollEvents) {
  return yield* pollUntilDone<ExportProgress, PollEnd>({
    read: () => callAsk(fetchProgress, redisKey, identity),
    waitsThrough: PHOTO_IGNORED_POLL_STATUSES,
    *failed({ msg }) {
      yield put(on.pollFailed({ redisKey, message: serverText(msg) }));
      return 'pollFailed';
    },
    *progressed(progress) {
      yield put(on.polled({ redisKey, progress }));
      if (progress.state === 'failed' || progress.state === 'cancelled' || (progress.finished === 1 && !progress.url)) {
        yield put(on.failed({ redisKey, message: serverText(progress.errorMsg ?? undefined) }));
        return 'failed';
      }
      if (progress.finished === 1) {
        yield put(on.finished({ redisKey, progress }));
        return 'finished';
      }
      return undefined;
    },
  });
}

/** The zip's job followed through the shared follow saga until it ends; a finished job without
 *  its file is a failure (the reader says so), a failure of the poll itself is 'pollFailed'. */
export function* followZip(redisKey: string, identity: Identity, on: EndEvents): Generator<unknown, PollEnd, unknown> {
  const end = (yield call(followJob, { kind: 'photoExport', id: redisKey, via: identity })) as JobEnded;
  const progress = end.kind === 'photoExport' ? end.detail : null;
  if (!progress) {
    yield put(on.pollFailed({ redisKey, message: end.problem }));
    return 'pollFailed';
  }
  if (end.outcome !== 'finished') {
    yield put(on.failed({ redisKey, message: serverText(progress.errorMsg ?? undefined) }));
    return 'failed';
  }
  yield put(on.finished({ redisKey, progress }));
  return 'finished';
}

export interface DownloadEvents {
  started: () => UnknownAction;
  saved: () => UnknownAction;
  failed: (p: { message: Message }) => UnknownAction;
}

/** The file behind a progress url, fetched with the session and saved under `fileName`. */
export function* fetchAndSave(url: string, fileName: string, on: DownloadEvents) {
  yield put(on.started());
  const file: FileReply = yield callAskFile(downloadPhotoExportFile, url);
  if ('problem' in file) {
    yield put(on.failed({ message: { text: file.problem.msg } }));
    return;
  }
  yield call(saveBlob, file.blob, fileName);
  yield put(on.saved());
}

/** A job a session left running is stopped on the server (best effort: the answer changes
 *  nothing here). After the session is gone there is nobody to ask with. */
export function* stopJob(cancelCall: (api: Api, redisKey: string) => Promise<Envelope<unknown>>, redisKey: string | null) {
  if (!redisKey) return;
  const hasSession: boolean = yield select(selectHasSession);
  if (!hasSession) return;
  yield callAsk(cancelCall, redisKey);
}
