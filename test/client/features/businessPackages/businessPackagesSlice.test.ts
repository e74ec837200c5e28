// The business packages slice and selectors on a real store (makeStore): the upload flow's status
// machine ignores events that make no sense in its status, the progress dialog's view, the list's
// answers landing only for the search and page still chosen, the dialogs' machines, and a
// sign-out forgetting everything.
import { makeStore } from '../../../../src/client/app/store';
import * as ev from '../../../../src/client/features/businessPackages/businessPackagesSlice';
import { selectListBody, selectProgressView, selectUploadDialogOpen } from '../../../../src/client/features/businessPackages/selectors';
import { initialBusinessPackagesState } from '../../../../src/client/features/businessPackages/state';
import { signedOut } from '../../../../src/client/features/session';
import { screenFor } from '../../../../src/client/app/screens';
import type { PackageRow } from '../../../../src/shared/platform/businessPackages';
import { FILE_REF, FINISHED, jobStatus, KEY, progressPolled } from './fixtures';
import { leftScreen, navigated } from '../route/fixtures';

const storeWith = () => makeStore({ runSagas: false });
type Store = ReturnType<typeof storeWith>;
const slice = (store: Store) => store.getState().businessPackages!;

const ROW: PackageRow = {
  id: 7,
  code: 'campus-bus',
  name: '校车查询',
  description: '',
  version: '1.0.0',
  status: 1,
  size: 0,
  versionCount: 2,
  upgradeCount: 1,
  createdBy: 'admin',
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-01T08:00:00.000Z',
};

describe('business packages slice: the upload flow', () => {
  it('closed → choosing → uploading → polling → finished → closed', () => {
    const store = storeWith();
    store.dispatch(ev.uploadOpened());
    expect(selectUploadDialogOpen(store.getState())).toBe(true);
    store.dispatch(ev.uploadStarted()); // no file yet: ignored
    expect(slice(store).upload.status).toBe('choosing');
    store.dispatch(ev.fileAccepted({ file: FILE_REF }));
    store.dispatch(ev.uploadStarted());
    expect(slice(store).upload.status).toBe('uploading');
    store.dispatch(ev.uploadDialogClosed()); // not while uploading
    expect(slice(store).upload.status).toBe('uploading');
    store.dispatch(ev.uploadSucceeded({ redisKey: KEY }));
    expect(selectUploadDialogOpen(store.getState())).toBe(false);
    store.dispatch(progressPolled({ progress: jobStatus({ finishRate: 0.12345 }) }));
    expect(selectProgressView(store.getState())).toMatchObject({
      open: true,
      closeEnabled: false,
      percent: 12.35,
      titleKey: 'businessPackagesUi.progressTitle',
    });
    store.dispatch(ev.uploadDialogClosed()); // the close is disabled until finished
    expect(slice(store).upload.status).toBe('polling');
    store.dispatch(ev.processingFinished({ progress: FINISHED }));
    expect(selectProgressView(store.getState())).toMatchObject({ finished: true, closeEnabled: true, percent: 100, titleKey: 'businessPackagesUi.succeeded' });
    expect(slice(store).list.status).toBe('loading'); // the new package is read into the list
    store.dispatch(ev.uploadDialogClosed());
    expect(slice(store).upload).toEqual(initialBusinessPackagesState.upload);
  });

  it('ignores progress of another job and a second opening', () => {
    const store = storeWith();
    store.dispatch(ev.uploadOpened());
    store.dispatch(ev.fileAccepted({ file: FILE_REF }));
    store.dispatch(ev.uploadStarted());
    store.dispatch(ev.uploadSucceeded({ redisKey: KEY }));
    store.dispatch(progressPolled({ progress: jobStatus({ redisKey: 'bpk_other', finishRate: 0.9 }) }));
    expect(slice(store).upload.progress).toBeNull();
    store.dispatch(ev.uploadOpened());
    expect(slice(store).upload.status).toBe('polling');
  });

  it('a refused upload goes back to choosing with its words; a failure shows the server message', () => {
    const store = storeWith();
    store.dispatch(ev.uploadOpened());
    store.dispatch(ev.fileAccepted({ file: FILE_REF }));
    store.dispatch(ev.uploadStarted());
    store.dispatch(ev.uploadRefused({ problem: { text: '上传文件格式错误' } }));
    expect(slice(store).upload).toMatchObject({ status: 'choosing', fileProblem: { text: '上传文件格式错误' } });
    store.dispatch(ev.uploadStarted());
    store.dispatch(ev.uploadSucceeded({ redisKey: KEY }));
    store.dispatch(ev.processingFailed({ redisKey: KEY, problem: { text: '业务包根目录缺少 manifest.json' } }));
    expect(selectProgressView(store.getState())).toMatchObject({
      failed: true,
      closeEnabled: true,
      titleKey: 'businessPackagesUi.failedTitle',
      problem: { text: '业务包根目录缺少 manifest.json' },
    });
  });

  it('flowCancelled, leaving the screen and signing out reset the flow whatever its status', () => {
    for (const end of [ev.flowCancelled(), leftScreen('/cardsPackageConfig'), signedOut({ reason: 'user' })]) {
      const store = storeWith();
      store.dispatch(ev.uploadOpened());
      store.dispatch(ev.fileAccepted({ file: FILE_REF }));
      store.dispatch(ev.uploadStarted());
      store.dispatch(ev.uploadSucceeded({ redisKey: KEY }));
      store.dispatch(end);
      expect(slice(store).upload).toEqual(initialBusinessPackagesState.upload);
    }
  });
});

describe('business packages slice: the list and the dialogs', () => {
  it('leaving the screen (route/changed to another pathname) closes every dialog; a new search on the screen does not', () => {
    const open = () => {
      const store = storeWith();
      store.dispatch(ev.versionsOpened({ packageId: 7, name: '校车查询' }));
      store.dispatch(ev.editOpened({ row: ROW }));
      store.dispatch(ev.removeAsked({ packageId: 7, name: '校车查询' }));
      return store;
    };
    const stayed = open();
    stayed.dispatch(navigated('/cardsPackageConfig?page=2', '/cardsPackageConfig'));
    expect(slice(stayed).versions).not.toEqual(initialBusinessPackagesState.versions);
    expect(slice(stayed).edit).not.toEqual(initialBusinessPackagesState.edit);
    expect(slice(stayed).remove).not.toEqual(initialBusinessPackagesState.remove);
    const left = open();
    left.dispatch(leftScreen('/cardsPackageConfig'));
    const { versions, edit, remove } = slice(left);
    expect({ versions, edit, remove }).toEqual({
      versions: initialBusinessPackagesState.versions,
      edit: initialBusinessPackagesState.edit,
      remove: initialBusinessPackagesState.remove,
    });
  });

  it('a search loads page 1; answers land only for the search still chosen', () => {
    const store = storeWith();
    store.dispatch(ev.screenOpened());
    store.dispatch(ev.pageChosen({ pageIndex: 2 }));
    store.dispatch(ev.searchTextChanged({ text: ' 校车 ' }));
    store.dispatch(ev.searched());
    expect(selectListBody(store.getState())).toEqual({ pageIndex: 1, pageSize: 40, name: '校车' });
    store.dispatch(ev.listLoaded({ search: '', pageIndex: 2, rows: [ROW], total: 1 }));
    expect(slice(store).list.status).toBe('loading');
    store.dispatch(ev.listLoaded({ search: '校车', pageIndex: 1, rows: [ROW], total: 1 }));
    expect(slice(store).list).toMatchObject({ status: 'loaded', rows: [ROW], total: 1 });
  });

  it('versions: opened, loaded for that package only, applying once, reloaded when applied', () => {
    const store = storeWith();
    store.dispatch(ev.versionsOpened({ packageId: 7, name: '校车查询' }));
    store.dispatch(ev.versionsLoaded({ packageId: 8, rows: [] }));
    expect(slice(store).versions.status).toBe('loading');
    const v = {
      id: 3,
      version: '1.1.0',
      description: '',
      fileName: 'a.zip',
      size: 10,
      entryCount: 2,
      current: false,
      upgrade: true,
      createdBy: 'admin',
      createdAt: ROW.createdAt,
    };
    store.dispatch(ev.versionsLoaded({ packageId: 7, rows: [v] }));
    store.dispatch(ev.versionApplyClicked({ versionId: 99 })); // not one of its versions
    expect(slice(store).versions.status).toBe('loaded');
    store.dispatch(ev.versionApplyClicked({ versionId: 3 }));
    expect(slice(store).versions.status).toBe('applying');
    store.dispatch(ev.versionApplied({ packageId: 7 }));
    expect(slice(store).versions.status).toBe('loading');
    expect(slice(store).list.status).toBe('loading');
  });

  it('edit: an empty name is refused before any call; saving closes the dialog and reloads', () => {
    const store = storeWith();
    store.dispatch(ev.editOpened({ row: ROW }));
    store.dispatch(ev.editChanged({ name: '  ' }));
    store.dispatch(ev.editSaveClicked());
    expect(slice(store).edit).toMatchObject({ saving: false, problem: { key: 'businessPackages.refused.nameRequired' } });
    store.dispatch(ev.editChanged({ name: '校车', status: 0 }));
    store.dispatch(ev.editSaveClicked());
    store.dispatch(ev.editClosed()); // not while saving
    expect(slice(store).edit.saving).toBe(true);
    store.dispatch(ev.editSaved());
    expect(slice(store).edit.packageId).toBeNull();
    expect(slice(store).list.status).toBe('loading');
  });

  it('remove: asked, confirmed once, removed reloads the list', () => {
    const store = storeWith();
    store.dispatch(ev.removeAsked({ packageId: 7, name: '校车查询' }));
    store.dispatch(ev.removeConfirmed());
    store.dispatch(ev.removeCancelled()); // not while removing
    expect(slice(store).remove).toMatchObject({ packageId: 7, removing: true });
    store.dispatch(ev.removed());
    expect(slice(store).remove.packageId).toBeNull();
    expect(slice(store).list.status).toBe('loading');
  });

  it('/cardsPackageConfig is a hand-built screen', () => {
    expect('path' in (screenFor('/cardsPackageConfig').props ?? {})).toBe(false);
  });
});
