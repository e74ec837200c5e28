// The export dialogs under the console's real store (every slice, the root saga, serializability
// checks) with the server played by a scripted api: the form's rules in both languages (zh-CN by
// default), the count and the ranges, then the progress dialog's download link and error line.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '../../../../src/client/app/store';
import { exportOpened, rowSelectionChanged } from '../../../../src/client/features/exports';
import ExportMount from '../../../../src/client/features/exports/ExportMount';
import { initialSessionState } from '../../../../src/client/features/session/sessionSlice';
import { localeSwitched } from '../../../../src/client/features/ui/uiSlice';
import type { Locale } from '../../../../src/shared/i18n';
import { FILE_NAME, finishedProgress, HEADERS, ok, progress, scriptedApi, SEARCH, TENANT, URL_OF_FILE, xlsxBlob } from './fixtures';

type Handler = (data: unknown) => unknown;

function renderExport(answers: Record<string, Handler> = {}, { locale = 'zh-CN' as Locale, checked = [] as number[] } = {}) {
  const api = scriptedApi({ headers: () => ok(HEADERS), count: () => ok(120), cancel: () => ok(null), ...answers });
  const store = makeStore({ api, preloadedState: { session: { ...initialSessionState, status: 'signedIn', tenantId: TENANT } } });
  render(
    <Provider store={store}>
      <ExportMount />
    </Provider>,
  );
  act(() => {
    store.dispatch(localeSwitched(locale));
    if (checked.length) store.dispatch(rowSelectionChanged({ identity: 'STUDENT', ids: checked }));
    store.dispatch(exportOpened({ identity: 'STUDENT', fileName: FILE_NAME, search: SEARCH }));
  });
  return { api, store, user: userEvent.setup() };
}

/** The dialog once its fields and count are in. */
async function openForm() {
  const dialog = await screen.findByTestId('export-dialog');
  await screen.findByTestId('export-field-name');
  await waitFor(() => expect(screen.getByTestId('export-count')).toHaveAttribute('data-total', '120'));
  return dialog;
}

const MESSAGES = {
  'zh-CN': { required: '请输入文件名称', tooLong: '文件名称不能超过30个字符', noField: '请至少选择一个导出字段', title: '批量导出' },
  en: {
    required: 'Please enter file name',
    tooLong: 'The file name must not exceed 30 characters',
    noField: 'Please select at least one export field',
    title: 'Bulk export',
  },
} as const;

describe.each(['zh-CN', 'en'] as const)("the export form's rules (%s)", (locale) => {
  const m = MESSAGES[locale];

  it('a blank name is refused: nothing is started', async () => {
    const { api, user } = renderExport({}, { locale });
    const dialog = await openForm();
    expect(dialog).toHaveTextContent(m.title);
    const name = screen.getByTestId('export-file-name');
    expect(name).toHaveValue(FILE_NAME);
    await user.clear(name);
    await user.type(name, '   ');
    await user.click(screen.getByTestId('export-start'));
    expect(await screen.findByTestId('export-error-fileName')).toHaveTextContent(m.required);
    expect(api.callsTo('start')).toHaveLength(0);
  });

  it('a 31-character name is refused, and the message goes once the name is shortened', async () => {
    const { api, user } = renderExport({}, { locale });
    await openForm();
    const name = screen.getByTestId('export-file-name');
    await user.clear(name);
    await user.type(name, 'a'.repeat(31));
    await user.click(screen.getByTestId('export-start'));
    expect(await screen.findByTestId('export-error-fileName')).toHaveTextContent(m.tooLong);
    expect(api.callsTo('start')).toHaveLength(0);
    await user.type(name, '{Backspace}');
    await waitFor(() => expect(screen.queryByTestId('export-error-fileName')).toBeNull());
  });

  it('no field checked is refused', async () => {
    const { api, user } = renderExport({}, { locale });
    await openForm();
    const all = screen.getByTestId('export-fields-all');
    expect(all).toHaveClass('checked');
    await user.click(all);
    expect(screen.getByTestId('export-field-name')).not.toHaveClass('checked');
    await user.click(screen.getByTestId('export-start'));
    expect(await screen.findByTestId('export-error-fields')).toHaveTextContent(m.noField);
    expect(api.callsTo('start')).toHaveLength(0);
  });
});

describe('the export form', () => {
  it('cuts long labels to 5 characters and an ellipsis, with the whole label as the tooltip', async () => {
    renderExport();
    await openForm();
    const status = screen.getByTestId('export-field-currentStatus');
    expect(status).toHaveTextContent('当前学籍状…');
    expect(within(status).getByTitle('当前学籍状态')).toBeInTheDocument();
    expect(screen.getByTestId('export-field-name')).toHaveTextContent('姓名');
    expect(screen.getByTestId('export-tip')).toHaveTextContent('建议单次导出不超过 10,000 条记录');
  });

  it('checked rows cannot be chosen while none is checked: the radio is off and says why', async () => {
    renderExport();
    await openForm();
    expect(within(screen.getByTestId('export-range-3')).getByRole('radio')).toBeDisabled();
    expect(screen.getByTestId('export-range-3-hint')).toHaveTextContent('请先在列表中勾选数据');
  });

  it('with rows checked, choosing them counts them first and says how many', async () => {
    const { api, user } = renderExport({ count: (data) => ok((data as { dataRange: number }).dataRange === 3 ? 2 : 120) }, { checked: [2, 5] });
    await openForm();
    const range3 = screen.getByTestId('export-range-3');
    expect(range3).toHaveTextContent('已勾选数据（2 条）');
    await user.click(range3);
    await waitFor(() => expect(screen.getByTestId('export-count')).toHaveTextContent('共 2 条数据'));
    expect(api.callsTo('count').at(-1)?.data).toEqual({ identity: 'STUDENT', dataRange: 3, choiceDataIds: '2,5' });
  });

  it('the export button stays off while the count is 0, and the count says so', async () => {
    renderExport({ count: () => ok(0) });
    await screen.findByTestId('export-dialog');
    await waitFor(() => expect(screen.getByTestId('export-count')).toHaveTextContent('共 0 条数据'));
    expect(screen.getByTestId('export-count')).toHaveTextContent('没有可导出的数据');
    expect(screen.getByTestId('export-start')).toBeDisabled();
  });

  it('over the advice, the tip warns with the count', async () => {
    renderExport({ count: () => ok(25_000) });
    await screen.findByTestId('export-dialog');
    expect(await screen.findByTestId('export-over-advice')).toHaveTextContent('本次将导出 25000 条');
    expect(screen.getByTestId('export-tip')).toHaveClass('warning');
  });

  it('cancel closes the dialog', async () => {
    const { user, store } = renderExport();
    await openForm();
    await user.click(screen.getByTestId('export-cancel'));
    await waitFor(() => expect(screen.queryByTestId('export-dialog')).toBeNull());
    expect(store.getState().export.status).toBe('closed');
  });
});

describe('the export progress dialog', () => {
  let clicked: { href: string; download: string }[];
  beforeEach(() => {
    clicked = [];
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:export'), revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('finished: 100 %, the file is downloaded, and the link downloads it again', async () => {
    const download = jest.fn(() => xlsxBlob());
    const { api, user } = renderExport({ start: () => ok({ redisKey: 'e1' }), progress: () => ok(finishedProgress), download });
    await openForm();
    await user.click(screen.getByTestId('export-start'));
    const dialog = await screen.findByTestId('export-progress-dialog');
    expect(screen.queryByTestId('export-dialog')).toBeNull();
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:export', download: `${FILE_NAME}.xlsx` }]));
    expect(within(dialog).getByTestId('export-progress-title')).toHaveTextContent('导出完成');
    expect(screen.getByTestId('export-progress-percent')).toHaveTextContent('100.00%');
    expect(screen.getByTestId('export-progress-counts')).toHaveTextContent('已导出 120 / 120 条');
    await user.click(screen.getByTestId('export-download'));
    await waitFor(() => expect(clicked).toHaveLength(2));
    expect(api.callsTo('download').map((c) => c.url)).toEqual([URL_OF_FILE, URL_OF_FILE]);
    await user.click(screen.getByTestId('export-close'));
    await waitFor(() => expect(screen.queryByTestId('export-progress-dialog')).toBeNull());
    expect(api.callsTo('cancel')).toHaveLength(0);
  });

  it('a job that failed shows its errorMsg as a red line; clicking it opens 错误信息', async () => {
    const { user } = renderExport({
      start: () => ok({ redisKey: 'e1' }),
      progress: () => ok(progress({ state: 'failed', finished: 1, errorMsg: '导出文件写入失败' })),
    });
    await openForm();
    await user.click(screen.getByTestId('export-start'));
    const line = await screen.findByTestId('export-error-line');
    expect(line).toHaveTextContent('导出文件写入失败');
    expect(screen.getByTestId('export-progress-title')).toHaveTextContent('导出失败');
    expect(screen.queryByTestId('export-download')).toBeNull();
    await user.click(line);
    const alert = await screen.findByTestId('export-error-dialog');
    expect(alert).toHaveTextContent('错误信息');
    expect(within(alert).getByTestId('export-error-message')).toHaveTextContent('导出文件写入失败');
    await user.click(within(alert).getByTestId('export-error-close'));
    await waitFor(() => expect(screen.queryByTestId('export-error-dialog')).toBeNull());
  });

  it('closing while the job runs cancels it on the server', async () => {
    const { api, user } = renderExport({ start: () => ok({ redisKey: 'e1' }), progress: () => ok(progress({ finishRate: 0.12345 })) });
    await openForm();
    await user.click(screen.getByTestId('export-start'));
    await waitFor(() => expect(screen.getByTestId('export-progress-percent')).toHaveTextContent('12.35%'));
    expect(screen.getByTestId('export-progress-title')).toHaveTextContent('导出进度');
    await user.click(screen.getByTestId('export-close'));
    await waitFor(() => expect(api.callsTo('cancel').map((c) => c.data)).toEqual([{ redisKey: 'e1' }]));
    expect(screen.queryByTestId('export-progress-dialog')).toBeNull();
  });

  it('"keep running in the job centre" closes the dialog without cancelling; a refusal is shown in the dialog', async () => {
    const refusal = { status: 1002, msg: '导出已结束，无需在任务中心继续', result: null };
    const keep = jest.fn<unknown, [unknown]>(() => refusal);
    const { api, user } = renderExport({ start: () => ok({ redisKey: 'e1' }), progress: () => ok(progress({ finishRate: 0.5 })), keepRunning: keep });
    await openForm();
    await user.click(screen.getByTestId('export-start'));
    await waitFor(() => expect(screen.getByTestId('export-progress-percent')).toHaveTextContent('50.00%'));
    expect(screen.getByTestId('export-progress-dialog')).toHaveTextContent('关闭窗口（或关闭浏览器页面）将取消本次导出');
    await user.click(screen.getByTestId('export-keep-running'));
    expect(await screen.findByTestId('export-keep-error')).toHaveTextContent('导出已结束，无需在任务中心继续');
    keep.mockImplementation(() => ok(progress({ finishRate: 0.5 })));
    await user.click(screen.getByTestId('export-keep-running'));
    await waitFor(() => expect(screen.queryByTestId('export-progress-dialog')).toBeNull());
    expect(api.callsTo('keepRunning').map((c) => c.data)).toEqual([{ redisKey: 'e1' }, { redisKey: 'e1' }]);
    expect(api.callsTo('cancel')).toHaveLength(0);
  });
});
