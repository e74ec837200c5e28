// The backups panel's saga (issue 37): the list read (takeLatest: a refresh supersedes it); a
// backup started and then polled every 3 s (lib/pollJob) until it ends, then the list read again,
// raced against leaving the screen or signing out, which stops the poll (takeLeading: one at a
// time; the backup itself goes on on the server); an archive fetched with the session and saved.
import { all, call, cancelled, put, race, take, takeLatest, takeLeading, TakeEffect } from 'redux-saga/effects';
import type { BackupJob, BackupRow } from '../../../shared/platform/backups';
import type { Envelope } from '../../../shared/protocol/status';
import { downloadBackup, fetchBackups, fetchBackupState, startBackup } from '../../api/backups';
import { callAsk, callAskFile, FileReply } from '../../lib/ask';
import { saveBlob } from '../../lib/download';
import { pollUntilDone } from '../../lib/pollJob';
import { problemOf } from '../../lib/problem';
import { isOk } from '../../lib/reply';
import { isScreenLeft } from '../route';
import { signedOut, signOutRequested } from '../session';
import {
  backupFailed,
  backupFinished,
  backupPollStopped,
  backupProgressed,
  backupsFailed,
  backupsLoaded,
  backupsOpened,
  backupsRefreshClicked,
  backupStartClicked,
  downloadClicked,
  downloadDone,
  downloadFailed,
} from './backupsSlice';

export function* loadBackups() {
  const reply: Envelope<BackupRow[]> = yield callAsk(fetchBackups);
  if (isOk(reply) && reply.result) yield put(backupsLoaded({ rows: reply.result }));
  else yield put(backupsFailed({ problem: problemOf(reply) }));
}

/** The screen left, or the session ending. */
const leaving = (): TakeEffect => take((a: { type: string }) => isScreenLeft(a) || a.type === signOutRequested.type || a.type === signedOut.type);

export function* runBackup() {
  try {
    const started: Envelope<BackupJob> = yield callAsk(startBackup);
    if (!isOk(started) || !started.result) {
      yield put(backupFailed({ problem: problemOf(started) }));
      return;
    }
    const id = started.result.id;
    yield put(backupProgressed({ job: started.result }));
    const end: 'finished' | 'failed' = yield* pollUntilDone<BackupJob, 'finished' | 'failed'>({
      read: () => callAsk(fetchBackupState, id),
      *failed({ msg }) {
        yield put(backupFailed({ problem: problemOf(9999, msg) }));
        return 'failed';
      },
      *progressed(job) {
        if (!job.done) {
          yield put(backupProgressed({ job }));
          return undefined;
        }
        if (job.error) {
          yield put(backupFailed({ problem: problemOf(9999, job.error) }));
          return 'failed';
        }
        yield put(backupFinished({ job }));
        return 'finished';
      },
    });
    if (end === 'finished') {
      yield put(backupsRefreshClicked());
    }
  } finally {
    if ((yield cancelled()) as boolean) yield put(backupPollStopped());
  }
}

export function* backupSession() {
  // the loser is cancelled: leaving ends runBackup (its finally says so)
  yield race({ done: call(runBackup), left: leaving() });
}

export function* saveBackup(action: ReturnType<typeof downloadClicked>) {
  const file: FileReply = yield callAskFile(downloadBackup, action.payload.name);
  if ('problem' in file) {
    yield put(downloadFailed({ problem: file.problem }));
    return;
  }
  yield call(saveBlob, file.blob, action.payload.name);
  yield put(downloadDone());
}

export function* backupsSaga() {
  yield all([
    takeLatest([backupsOpened.type, backupsRefreshClicked.type], loadBackups),
    takeLeading(backupStartClicked.type, backupSession),
    takeLeading(downloadClicked.type, saveBackup),
  ]);
}
