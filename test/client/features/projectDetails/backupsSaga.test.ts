// The backups panel's saga (issue 37) with redux-saga-test-plan on the real reducer: the list read
// when the panel opens; a backup started, polled every 3 s until done, then the list read again;
// a failed backup says why; leaving the screen stops the poll; an archive is fetched and saved.
import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from '../../sagaClock';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import { downloadBackup, fetchBackups, fetchBackupState, startBackup } from '../../../../src/client/api/backups';
import { saveBlob } from '../../../../src/client/lib/download';
import { backupsSaga } from '../../../../src/client/features/projectDetails/backupsSaga';
import projectBackups, * as ev from '../../../../src/client/features/projectDetails/backupsSlice';
import { routeChanged } from '../../../../src/client/features/route';
import type { BackupJob, BackupRow } from '../../../../src/shared/platform/backups';

const reducer = combineReducers({ projectBackups });
const api = { request: jest.fn(), upload: jest.fn(), download: jest.fn() };
const ok = <T>(result: T) => ({ status: 1000, msg: '', result });
const NAME = 'campus-backup-20261130T120000000Z.zip';
const row: BackupRow = { name: NAME, size: 2048, createdAt: '2026-11-30T12:00:00.000Z' };
const job = (over: Partial<BackupJob> = {}): BackupJob => ({ id: 'j1', stage: 'database', percent: 0, done: false, name: null, error: null, ...over });

/** the state call answers these jobs in turn (the last one again after) */
const states = (...jobs: BackupJob[]) => {
  let n = 0;
  return dynamic(() => ok(jobs[Math.min(n++, jobs.length - 1)]));
};

describe('backups saga', () => {
  it('reads the list when the panel opens', async () => {
    const { storeState } = await expectSaga(backupsSaga)
      .withReducer(reducer)
      .provide([
        [matchers.getContext('api'), api],
        [matchers.call.fn(fetchBackups), ok([row])],
      ] as never)
      .dispatch(ev.backupsOpened())
      .put(ev.backupsLoaded({ rows: [row] }))
      .silentRun(100);
    expect(storeState.projectBackups).toMatchObject({ status: 'loaded', rows: [row] });
  });

  it('starts a backup, polls it every 3 s until done, then reads the list again', async () => {
    const { storeState } = await expectSaga(backupsSaga)
      .withReducer(reducer)
      .provide([
        [matchers.getContext('api'), api],
        [matchers.call.fn(startBackup), ok(job())],
        [matchers.call.fn(fetchBackupState), states(job({ stage: 'files', percent: 40 }), job({ stage: 'done', percent: 100, done: true, name: NAME }))],
        [matchers.call.fn(fetchBackups), ok([row])],
      ] as never)
      .dispatch(ev.backupStartClicked())
      .call(startBackup, api)
      .put(ev.backupProgressed({ job: job() }))
      .put(ev.backupProgressed({ job: job({ stage: 'files', percent: 40 }) }))
      .put(ev.backupFinished({ job: job({ stage: 'done', percent: 100, done: true, name: NAME }) }))
      .put(ev.backupsRefreshClicked())
      .put(ev.backupsLoaded({ rows: [row] }))
      .silentRun(10_000);
    expect(storeState.projectBackups).toMatchObject({ jobStatus: 'done', job: { name: NAME }, rows: [row] });
  });

  it('says why a backup failed', async () => {
    const { storeState } = await expectSaga(backupsSaga)
      .withReducer(reducer)
      .provide([
        [matchers.getContext('api'), api],
        [matchers.call.fn(startBackup), ok(job())],
        [matchers.call.fn(fetchBackupState), ok(job({ done: true, error: 'disk full' }))],
      ] as never)
      .dispatch(ev.backupStartClicked())
      .silentRun(5000);
    expect(storeState.projectBackups).toMatchObject({ jobStatus: 'failed', jobProblem: { msg: 'disk full' } });
  });

  it('refuses in the server’s words (another administrator)', async () => {
    const refusal = { status: 1002, msg: '只有拥有“全部权限”角色的管理员可以使用数据备份', msgKey: 'backups.refusedNotFull', result: null };
    const { storeState } = await expectSaga(backupsSaga)
      .withReducer(reducer)
      .provide([
        [matchers.getContext('api'), api],
        [matchers.call.fn(startBackup), refusal],
      ] as never)
      .dispatch(ev.backupStartClicked())
      .silentRun(100);
    expect(storeState.projectBackups).toMatchObject({ jobStatus: 'failed', jobProblem: { status: 1002, key: 'backups.refusedNotFull' } });
  });

  it('stops polling when the screen is left', async () => {
    const stateCall = jest.fn(() => ok(job({ stage: 'files', percent: 40 })));
    const { storeState } = await expectSaga(backupsSaga)
      .withReducer(reducer)
      .provide([
        [matchers.getContext('api'), api],
        [matchers.call.fn(startBackup), ok(job())],
        [matchers.call.fn(fetchBackupState), dynamic(stateCall)],
      ] as never)
      .dispatch(ev.backupStartClicked())
      .delay(7000)
      .dispatch(routeChanged({ pathname: '/home', search: '', hash: '', key: 'k2', historyAction: 'PUSH', previousPathname: '/ProjectDetails' }))
      .put(ev.backupPollStopped())
      .silentRun(20_000);
    // read at once and after 3 and 6 s; none after leaving at 7 s
    expect(stateCall).toHaveBeenCalledTimes(3);
    expect(storeState.projectBackups.jobStatus).toBe('idle');
  });

  it('fetches an archive with the session and saves it under its name', async () => {
    const blob = new Blob(['PK']);
    await expectSaga(backupsSaga)
      .withReducer(reducer)
      .provide([
        [matchers.getContext('api'), api],
        [matchers.call.fn(downloadBackup), blob],
        [matchers.call.fn(saveBlob), undefined],
      ] as never)
      .dispatch(ev.downloadClicked({ name: NAME }))
      .call(downloadBackup, api, NAME)
      .call(saveBlob, blob, NAME)
      .put(ev.downloadDone())
      .silentRun(100);
  });
});
