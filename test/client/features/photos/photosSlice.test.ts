// The photo screen's status machines (state.ts) and selectors, reached through the real reducer:
// the list and its filters, the removal notice, the settings dialog, events out of turn ignored.
import { photoImportFinished } from '../../../../src/client/features/photoImport';
import * as ev from '../../../../src/client/features/photos/photosSlice';
import { selectPhotoExportScope, selectPhotoListBody, selectRemovalQuestion } from '../../../../src/client/features/photos/selectors';
import { idleRemoval, initialPhotosState } from '../../../../src/client/features/photos/state';
import { signedOut } from '../../../../src/client/features/session/sessionSlice';
import { CONFIG, loadedState, photoRow, ROWS, stateAfter } from './fixtures';

const problem = { status: 9999, msg: '服务器内部错误' };

describe('photos slice: the list', () => {
  it('does nothing before the screen is on show; opening reads page 1 of 40 of the first tab', () => {
    const closed = stateAfter([ev.identityChosen({ identity: 'TEACHER' }), ev.pageChanged({ pageIndex: 3 }), ev.removeAllClicked()]);
    expect(closed.photos).toEqual(initialPhotosState());
    const s = stateAfter([ev.screenOpened()]);
    expect(s.photos).toMatchObject({ opened: true, identity: 'NEW_STUDENT', list: { status: 'loading', pageIndex: 1, pageSize: 40 } });
    expect(selectPhotoListBody(s)).toEqual({ identity: 'NEW_STUDENT', pageIndex: 1, pageSize: 40 });
  });

  it('sends the submitted filters with the tab; "without a photo" is sent as 0', () => {
    const s = stateAfter(
      [
        ev.filterChanged({ name: 'name', value: '王' }),
        ev.filterChanged({ name: 'hasPhoto', value: 0 }),
        ev.filterChanged({ name: 'identifier', value: '' }),
        ev.pageChanged({ pageIndex: 2 }),
      ],
      loadedState(),
    );
    expect(s.photos.list.filterDraft).toEqual({ name: '王', hasPhoto: 0 });
    const searched = stateAfter([ev.filtersSubmitted({ filters: s.photos.list.filterDraft })], s);
    expect(selectPhotoListBody(searched)).toEqual({ identity: 'NEW_STUDENT', name: '王', hasPhoto: 0, pageIndex: 1, pageSize: 40 });
    const reset = stateAfter([ev.filtersReset()], searched);
    expect(reset.photos.list).toMatchObject({ filterDraft: {}, filters: {}, pageIndex: 1, status: 'loading' });
  });

  it('hands the photo export its applied name and number filters and its checked people', () => {
    const s = stateAfter(
      [ev.filtersSubmitted({ filters: { name: ' 王 ', identifier: '', hasPhoto: 1 } }), ev.checkedChanged({ ids: ['2', '9'] })],
      loadedState(),
    );
    expect(selectPhotoExportScope(s)).toEqual({ search: { formInline: { name: '王' } }, checked: [2, 9] });
  });

  it('a tab starts afresh: filters, page and checks go, the list is read for the new identity', () => {
    const s = stateAfter(
      [ev.filtersSubmitted({ filters: { name: '王' } }), ev.checkedChanged({ ids: ['2'] }), ev.identityChosen({ identity: 'TEACHER' })],
      loadedState(),
    );
    expect(s.photos.identity).toBe('TEACHER');
    expect(s.photos.list).toMatchObject({ filters: {}, checked: [], pageIndex: 1, status: 'loading', rows: [] });
    // a late answer for the tab left behind is dropped
    const late = stateAfter([ev.listLoaded({ identity: 'NEW_STUDENT', rows: ROWS, total: 2 })], s);
    expect(late.photos.list).toMatchObject({ status: 'loading', rows: [] });
  });

  it('empties rows and total when the list fails (document 002 §8)', () => {
    const s = stateAfter([ev.pageChanged({ pageIndex: 2 }), ev.listFailed({ identity: 'NEW_STUDENT', problem })], loadedState());
    expect(s.photos.list).toMatchObject({ rows: [], total: 0, status: 'failed', problem });
  });

  it('reloads when a photo import of the tab on show finished, not for another identity or a closed screen', () => {
    const same = stateAfter([photoImportFinished({ identity: 'NEW_STUDENT', key: 'p1' })], loadedState());
    expect(same.photos.list.status).toBe('loading');
    const other = stateAfter([photoImportFinished({ identity: 'TEACHER', key: 'p1' })], loadedState());
    expect(other.photos.list.status).toBe('ready');
    const left = stateAfter([ev.screenLeft(), photoImportFinished({ identity: 'NEW_STUDENT', key: 'p1' })], loadedState());
    expect(left.photos.list.status).toBe('idle');
  });

  it('leaving keeps only the tab; signing out forgets everything', () => {
    const s = stateAfter([ev.identityChosen({ identity: 'OTHER' }), ev.configOpened(), ev.screenLeft()], loadedState());
    expect(s.photos).toEqual(initialPhotosState('OTHER'));
    expect(stateAfter([ev.screenOpened()], s).photos.identity).toBe('OTHER');
    expect(stateAfter([signedOut({ reason: 'user' })], s).photos).toEqual(initialPhotosState());
  });

  it('opens and closes the preview with the full photo', () => {
    const s = stateAfter([ev.previewOpened({ url: ROWS[0].photoUrl!, name: '学生2' })], loadedState());
    expect(s.photos.preview).toEqual({ url: '/api/blade-platform/userImg/file/full-2', name: '学生2' });
    expect(stateAfter([ev.previewClosed()], s).photos.preview).toBeNull();
  });
});

describe('photos slice: removal', () => {
  it("asks before removing one person's photo; cancel asks nothing more", () => {
    const s = stateAfter([ev.removeClicked({ ids: ['2'], name: '学生2' })], loadedState());
    expect(s.photos.removal).toEqual({ status: 'confirming', scope: 'rows', ids: ['2'], name: '学生2', count: 1 });
    expect(selectRemovalQuestion(s)).toEqual({ key: 'photosUi.confirm.one', params: { name: '学生2' } });
    expect(stateAfter([ev.removeCancelled()], s).photos.removal).toEqual(idleRemoval);
  });

  it('asks about the checked rows by their count; nothing checked asks nothing', () => {
    const s = stateAfter([ev.checkedChanged({ ids: ['2', '1', '2'] }), ev.removeClicked({ ids: ['2', '1'] })], loadedState());
    expect(s.photos.list.checked).toEqual(['2', '1']);
    expect(selectRemovalQuestion(s)).toEqual({ key: 'photosUi.confirm.checked', params: { count: 2 } });
    expect(stateAfter([ev.removeClicked({ ids: [] })], loadedState()).photos.removal.status).toBe('idle');
  });

  it('removal of all is counted first; the notice states the count; none to remove asks nothing', () => {
    const counting = stateAfter([ev.removeAllClicked()], loadedState());
    expect(counting.photos.removal).toMatchObject({ status: 'counting', scope: 'all' });
    expect(selectRemovalQuestion(counting)).toBeNull();
    const asked = stateAfter([ev.removeAllCounted({ count: 12 })], counting);
    expect(selectRemovalQuestion(asked)).toEqual({ key: 'photosUi.confirm.all', params: { count: 12 } });
    expect(stateAfter([ev.removeAllCounted({ count: 0 })], counting).photos.removal).toEqual(idleRemoval);
  });

  it('confirm → removing → removed: the list is read again, the removed rows unchecked; a second confirm is ignored', () => {
    const s = stateAfter([ev.checkedChanged({ ids: ['2', '1'] }), ev.removeClicked({ ids: ['2'], name: '学生2' }), ev.removeConfirmed()], loadedState());
    expect(s.photos.removal.status).toBe('removing');
    expect(stateAfter([ev.removeConfirmed(), ev.removeCancelled()], s).photos.removal.status).toBe('removing');
    const done = stateAfter([ev.removed({ removed: 1 })], s);
    expect(done.photos.removal).toEqual(idleRemoval);
    expect(done.photos.list).toMatchObject({ status: 'loading', checked: ['1'] });
  });

  it('steps back a page when the removal emptied the last page of "with a photo"', () => {
    const onPage3 = stateAfter(
      [
        ev.pageSizeChanged({ pageSize: 10 }),
        ev.filtersSubmitted({ filters: { hasPhoto: 1 } }),
        ev.pageChanged({ pageIndex: 3 }),
        ev.listLoaded({ identity: 'NEW_STUDENT', rows: [photoRow(21)], total: 21 }),
      ],
      loadedState(),
    );
    const s = stateAfter([ev.removeClicked({ ids: ['21'], name: '学生21' }), ev.removeConfirmed(), ev.removed({ removed: 1 })], onPage3);
    expect(s.photos.list.pageIndex).toBe(2);
    const all = stateAfter([ev.removeAllClicked(), ev.removeAllCounted({ count: 21 }), ev.removeConfirmed(), ev.removed({ removed: 21 })], onPage3);
    expect(all.photos.list.pageIndex).toBe(1);
  });

  it('a failed removal closes the notice', () => {
    const s = stateAfter([ev.removeClicked({ ids: ['2'] }), ev.removeConfirmed(), ev.removeFailed({ problem })], loadedState());
    expect(s.photos.removal).toEqual(idleRemoval);
    expect(s.photos.list.status).toBe('ready');
  });
});

describe('photos slice: settings', () => {
  const editing = () => stateAfter([ev.configOpened(), ev.configLoaded({ config: CONFIG })], loadedState());

  it('opens loading, then shows the settings as text to edit', () => {
    expect(stateAfter([ev.configOpened()], loadedState()).photos.config.status).toBe('loading');
    expect(editing().photos.config).toEqual({
      status: 'editing',
      values: { maxSizeKb: '2048', minWidth: '300', minHeight: '400', formats: ['jpeg'] },
      errors: {},
    });
    expect(stateAfter([ev.configOpened(), ev.configLoadFailed({ problem })], loadedState()).photos.config.status).toBe('closed');
  });

  it("a change clears its field's reason; formats keep only jpeg and png", () => {
    const rejected = stateAfter(
      [ev.configSubmitted(), ev.configRejected({ errors: { maxSizeKb: { text: '太大' }, formats: { key: 'photosUi.config.formatRequired' } } })],
      editing(),
    );
    expect(rejected.photos.config.status).toBe('editing');
    const s = stateAfter(
      [ev.configChanged({ field: 'maxSizeKb', value: '100' }), ev.configChanged({ field: 'formats', value: ['png', 'gif', 'jpeg'] })],
      rejected,
    );
    expect(s.photos.config.values).toMatchObject({ maxSizeKb: '100', formats: ['png', 'jpeg'] });
    expect(s.photos.config.errors).toEqual({});
  });

  it('nothing closes or changes while the save is out; saved closes', () => {
    const saving = stateAfter([ev.configSubmitted()], editing());
    expect(saving.photos.config.status).toBe('saving');
    expect(stateAfter([ev.configClosed(), ev.configChanged({ field: 'minWidth', value: '1' })], saving).photos.config).toEqual(saving.photos.config);
    expect(stateAfter([ev.configSaved({ config: CONFIG })], saving).photos.config.status).toBe('closed');
    expect(stateAfter([ev.configSaveFailed({ problem })], saving).photos.config.status).toBe('editing');
  });
});
