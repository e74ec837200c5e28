// The whole wizard under the console's real store (every slice, the root saga, serializability
// checks) with the server played by a scripted api: open it by its event, walk the three steps,
// run the import, close it.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '../../../../src/client/app/store';
import { loggedActions } from '../../../../src/client/app/actionLogFile';
import { importFinished, importWizardOpened } from '../../../../src/client/features/importWizard';
import ImportWizardMount from '../../../../src/client/features/importWizard/ImportWizardMount';
import { CHECK_FIELDS, RELATION, UPLOAD, inTurn, ok, scriptedApi, taskStatus } from './fixtures';

/** The buttons lock for 800 ms after a click (anti-double-click): wait until they take one. */
async function clickWhenEnabled(user: ReturnType<typeof userEvent.setup>, testId: string) {
  await waitFor(() => expect(screen.getByTestId(testId)).toBeEnabled(), { timeout: 2000 });
  await user.click(screen.getByTestId(testId));
}

function renderWizard() {
  const api = scriptedApi({
    upload: () => ok(UPLOAD),
    checkFields: () => ok(CHECK_FIELDS),
    relation: () => ok(RELATION),
    start: () => ok({ redisKey: 'k1' }),
    progress: inTurn(ok(taskStatus({ finished: true, finishRate: 1, state: 'finished', totalNum: 2, newInsertNum: 2, successNum: 2, finishNum: 2 }))),
  });
  const store = makeStore({ api });
  render(
    <Provider store={store}>
      <ImportWizardMount />
    </Provider>,
  );
  return { api, store };
}

describe('import wizard in the console', () => {
  it('opens by its event, walks the steps, imports and announces importFinished', async () => {
    const user = userEvent.setup();
    const { api, store } = renderWizard();
    expect(screen.queryByTestId('import-wizard')).toBeNull();
    act(() => {
      store.dispatch(importWizardOpened({ target: 'STUDENT' }));
    });
    const wizard = await screen.findByTestId('import-wizard');
    expect(wizard).toHaveTextContent('批量导入本专科生');

    // step 1: continuing without anything shows the messages
    await clickWhenEnabled(user, 'import-next');
    expect(await screen.findByTestId('import-error-file')).toHaveTextContent('请上传文件');

    fireEvent.change(document.querySelector('#import-file')!, { target: { files: [new File(['x'], 'students.xlsx')] } });
    await screen.findByTestId('import-file-name');
    expect((document.querySelector('#import-header-row') as HTMLInputElement).value).toBe('2');
    await user.click(screen.getByTestId('import-rule-1'));
    await user.click(screen.getByTestId('import-basic-1'));
    await clickWhenEnabled(user, 'import-next');

    // step 2: pre-filled by the automatic matching
    await screen.findByTestId('import-step-2');
    expect(screen.getByTestId('import-map-studentNo')).toHaveTextContent('学号');
    await clickWhenEnabled(user, 'import-next');

    // step 3: confirm
    await screen.findByTestId('import-step-3');
    await clickWhenEnabled(user, 'import-confirm');

    await waitFor(() => expect(screen.getByTestId('import-progress-title')).toHaveTextContent('导入成功'));
    expect(screen.getByTestId('import-progress-message')).toHaveTextContent('导入完成');
    expect(api.callsTo('start')[0].data).toMatchObject({ id: 'u1', headerLine: 2, ruleNum: 1, checkField: 'studentNo', stuInfoHandle: 1, dryRun: false });
    expect(loggedActions(store.actionLog.toFile()).map((a) => a.type)).toContain(importFinished.type);

    await user.click(screen.getByTestId('import-progress-close'));
    await waitFor(() => expect(screen.queryByTestId('import-progress-dialog')).toBeNull());
    expect(store.getState().importWizard).toMatchObject({ open: false, status: 'finished' });
  });

  it('the history tab lists past imports', async () => {
    const user = userEvent.setup();
    const { api, store } = renderWizard();
    Object.assign(api, { request: jest.fn(async () => ok({ data: [], total: 0 })) });
    act(() => {
      store.dispatch(importWizardOpened({ target: 'TEACHER', title: '导入教职工' }));
    });
    expect(await screen.findByTestId('import-wizard')).toHaveTextContent('导入教职工');
    await user.click(screen.getByTestId('import-history-tab'));
    expect(await within(screen.getByTestId('import-history')).findByText('暂无导入记录')).toBeInTheDocument();
  });
});
