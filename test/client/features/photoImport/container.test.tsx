// The whole photo import under the console's real store (every slice, the root saga,
// serializability checks, the action log) with the server played by a scripted api: opened by
// its button, the form, the zip, the mapping, the progress, closing.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { exportActionLog, makeStore } from '../../../../src/client/app/store';
import { loggedActions } from '../../../../src/client/app/actionLogFile';
import { replayActionLog } from '../../../../src/client/app/replay';
import { photoImportFinished, photoImportOpened } from '../../../../src/client/features/photoImport';
import { PhotoImportButton } from '../../../../src/client/features/photoImport/PhotoImportButton';
import PhotoImportMount from '../../../../src/client/features/photoImport/PhotoImportMount';
import { initialPhotoImportState } from '../../../../src/client/features/photoImport/state';
import { initialSessionState } from '../../../../src/client/features/session/sessionSlice';
import { FINISHED, RELATION, TENANT, UPLOAD_WITH_SHEET, ok, photoStatus, scriptedApi } from './fixtures';

/** The confirm buttons lock for 800 ms after a click (anti-double-click): wait until they take one. */
async function clickWhenEnabled(user: ReturnType<typeof userEvent.setup>, testId: string) {
  await waitFor(() => expect(screen.getByTestId(testId)).toBeEnabled(), { timeout: 2000 });
  await user.click(screen.getByTestId(testId));
}

function renderConsole(api: ReturnType<typeof scriptedApi>) {
  const store = makeStore({ api, preloadedState: { session: { ...initialSessionState, status: 'signedIn', tenantId: TENANT } } });
  render(
    <Provider store={store}>
      <PhotoImportButton identity="STUDENT" />
      <PhotoImportMount />
    </Provider>,
  );
  return store;
}

describe('photo import in the console', () => {
  it('button → form (refused, then filled) → upload → mapping (refused, then matched) → progress → 导入成功 → closed', async () => {
    const user = userEvent.setup();
    const api = scriptedApi({
      importUpload: () => ok(UPLOAD_WITH_SHEET),
      importFields: () => ok(RELATION),
      importStart: () => ok({ redisKey: 'pk2' }),
      importProgress: () => ok({ ...FINISHED, redisKey: 'pk2' }),
    });
    const store = renderConsole(api);
    expect(screen.queryByTestId('photo-import-dialog')).toBeNull();
    expect(screen.getByTestId('photo-import-open')).toHaveTextContent('导入照片');
    await user.click(screen.getByTestId('photo-import-open'));
    expect(await screen.findByTestId('photo-import-dialog')).toHaveTextContent('导入学生数据');

    // step 1: confirming the empty form shows the messages; nothing is sent
    await clickWhenEnabled(user, 'photo-import-confirm');
    expect(await screen.findByTestId('photo-import-error-file')).toHaveTextContent('请上传文件');
    expect(screen.getByTestId('photo-import-error-repeat')).toHaveTextContent('请选择重复规则');
    // (the job centre, running in every test store, reads the user's jobs at start)
    expect(api.calls.filter((c) => !c.url.endsWith('/jobs/list'))).toHaveLength(0);

    fireEvent.change(screen.getByTestId('photo-import-file'), {
      target: { files: [new File(['z'], 'a.zip', { type: 'application/zip' }), new File(['z'], 'b.zip', { type: 'application/zip' })] },
    });
    expect(await screen.findByTestId('photo-import-file-problem')).toHaveTextContent('当前选择了 2 个');
    fireEvent.change(screen.getByTestId('photo-import-file'), { target: { files: [new File(['zip'], 'photos.zip', { type: 'application/zip' })] } });
    expect(await screen.findByTestId('photo-import-file-name')).toHaveTextContent('photos.zip');
    await user.click(screen.getByTestId('photo-import-repeat-1').querySelector('input')!);
    await user.click(screen.getByTestId('photo-import-error-rule-1').querySelector('input')!);
    await clickWhenEnabled(user, 'photo-import-confirm');

    // the mapping: pre-filled; confirming with 姓名 unmatched is refused
    expect(await screen.findByTestId('photo-mapping-pair-studentNo')).toHaveTextContent('学号 <=> 学号');
    await clickWhenEnabled(user, 'photo-mapping-confirm');
    expect(await screen.findByTestId('photo-mapping-error')).toHaveTextContent('请匹配所有系统必填字段');
    expect(api.callsTo('importStart')).toHaveLength(0);
    await user.click(screen.getByTestId('photo-mapping-field-name'));
    await user.click(screen.getByTestId('photo-mapping-header-姓名'));
    await user.click(screen.getByTestId('photo-mapping-match'));
    await clickWhenEnabled(user, 'photo-mapping-confirm');

    // the progress
    await waitFor(() => expect(screen.getByTestId('photo-import-progress-title')).toHaveTextContent('导入成功'));
    expect(screen.getByTestId('photo-import-message')).toHaveTextContent('导入完成');
    expect(screen.getByTestId('photo-import-percent')).toHaveTextContent('100%');
    expect(JSON.parse((api.callsTo('importUpload')[0].data as { data: string }).data)).toMatchObject({
      identity: 'STUDENT',
      repeatRule: 1,
      errorRule: 1,
      namingRule: 1,
      jbDesc: 1,
    });
    expect(api.callsTo('importStart')[0].data).toEqual({
      redisKey: 'pk2',
      matchFieldList: [
        { column: 'studentNo', configure: '学号' },
        { column: 'name', configure: '姓名' },
      ],
    });
    expect(loggedActions(store.actionLog.toFile()).map((a) => a.type)).toContain(photoImportFinished.type);

    // every state the flow went through replays from its action log
    expect(replayActionLog(exportActionLog(store)).getState().photoImport).toEqual(store.getState().photoImport);

    await user.click(screen.getByTestId('photo-import-close'));
    await waitFor(() => expect(screen.queryByTestId('photo-import-progress')).toBeNull());
    expect(store.getState().photoImport).toEqual(initialPhotoImportState);
  }, 20_000); // four confirm clicks, each button locked 800 ms after the one before: slow under load

  it('a zip of photos only goes straight to the progress; close stays disabled while it runs', async () => {
    const user = userEvent.setup();
    const api = scriptedApi({
      importUpload: () => ok({ ...UPLOAD_WITH_SHEET, redisKey: 'pk1', needsMapping: false }),
      importProgress: () => ok(photoStatus({ finishRate: 0.4 })),
    });
    const store = renderConsole(api);
    act(() => {
      store.dispatch(photoImportOpened({ identity: 'OTHER', title: '导入其他用户照片' }));
    });
    expect(await screen.findByTestId('photo-import-dialog')).toHaveTextContent('导入其他用户照片');
    // OTHER: one naming rule, the account (3), chosen by default
    expect(screen.getByTestId('photo-import-naming-3').querySelector('input')).toBeChecked();
    fireEvent.change(screen.getByTestId('photo-import-file'), { target: { files: [new File(['zip'], 'photos.zip', { type: 'application/zip' })] } });
    await screen.findByTestId('photo-import-file-name');
    await user.click(screen.getByTestId('photo-import-repeat-2').querySelector('input')!);
    await user.click(screen.getByTestId('photo-import-error-rule-2').querySelector('input')!);
    await clickWhenEnabled(user, 'photo-import-confirm');
    await waitFor(() => expect(screen.getByTestId('photo-import-percent')).toHaveTextContent('40%'));
    expect(screen.queryByTestId('photo-mapping-dialog')).toBeNull();
    expect(screen.getByTestId('photo-import-close')).toBeDisabled();
    expect(JSON.parse((api.callsTo('importUpload')[0].data as { data: string }).data)).toEqual({
      tenantId: TENANT,
      identity: 'OTHER',
      repeatRule: 2,
      errorRule: 2,
      namingRule: 3,
      jbDesc: 1,
    });
    // leave no poller behind: signing out ends it
    act(() => {
      store.dispatch({ type: 'session/signedOut', payload: { reason: 'user' } });
    });
    await waitFor(() => expect(screen.queryByTestId('photo-import-progress')).toBeNull());
  });
});
