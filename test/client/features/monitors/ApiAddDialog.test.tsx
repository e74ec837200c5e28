// The monitors screen and its add data API / add service API dialog under the console's real
// store with an in-memory server: the filter form's words (VIEW shown as 视图 / view, OUT_DATA as
// 数据集 / dataset, ON published, OFF disabled), the fixed rows, select all across pages with
// exclusions, 请选择数据, and the counts after the add; zh-CN (default) and English.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '../../../../src/client/app/store';
import MonitorsScreen from '../../../../src/client/features/monitors/MonitorsScreen';
import { initialSessionState } from '../../../../src/client/features/session/sessionSlice';
import { localeSwitched } from '../../../../src/client/features/ui/uiSlice';
import type { Locale } from '../../../../src/shared/i18n';
import { MONITOR_PATHS } from '../../../../src/shared/members/monitorApi';
import { TENANT } from '../memberPicker/fixtures';
import { fakeMonitorServer } from './fixtures';

function renderMonitors(locale: Locale = 'zh-CN', options: Parameters<typeof fakeMonitorServer>[0] = {}) {
  const server = fakeMonitorServer(options);
  const store = makeStore({ api: server.api, preloadedState: { session: { ...initialSessionState, status: 'signedIn', tenantId: TENANT } } });
  act(() => {
    store.dispatch(localeSwitched(locale));
  });
  render(
    <Provider store={store}>
      <MonitorsScreen />
    </Provider>,
  );
  return { server, store, user: userEvent.setup() };
}

async function openAdd(user: ReturnType<typeof userEvent.setup>, type: 'DATA_API' | 'SERVICE_API' = 'DATA_API') {
  await user.click(await screen.findByTestId('monitor-open-1'));
  await user.click(await screen.findByTestId(`monitor-add-${type}`));
  const dialog = await screen.findByTestId('monitor-api-dialog');
  await within(dialog).findByTestId(type === 'DATA_API' ? 'monitor-api-tr-1' : 'monitor-api-tr-100');
  return dialog;
}

async function pick(testId: string, text: string) {
  const dropdown = screen.getByTestId(testId);
  await userEvent.click(dropdown);
  await userEvent.click(within(dropdown).getByRole('option', { name: text }));
}

const TEXT = {
  'zh-CN': {
    title: '添加数据接口：教务监控',
    view: '视图',
    dataset: '数据集',
    on: '已发布',
    off: '已停用',
    selectData: '请选择数据',
    count: (n: number) => `已选择 ${n} 项`,
  },
  en: {
    title: 'Add data APIs: 教务监控',
    view: 'View',
    dataset: 'Dataset',
    on: 'Published',
    off: 'Disabled',
    selectData: 'Please select data',
    count: (n: number) => `${n} selected`,
  },
} as const;

describe.each(['zh-CN', 'en'] as const)('the add-API dialog (%s)', (locale) => {
  const m = TEXT[locale];

  it('shows the filter form with the quote types and statuses in words, and the rows already in the monitor fixed', async () => {
    const { user } = renderMonitors(locale);
    const dialog = await openAdd(user);
    expect(dialog).toHaveTextContent(m.title);
    expect(dialog).toHaveStyle({ width: '932px' });
    const quote = screen.getByTestId('monitor-api-filter-quoteType');
    await user.click(quote);
    expect(
      within(quote)
        .getAllByRole('option')
        .map((o) => o.textContent)
        .slice(1),
    ).toEqual([m.view, m.dataset]);
    const status = screen.getByTestId('monitor-api-filter-status');
    await user.click(status);
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent)
        .slice(1),
    ).toEqual([m.on, m.off]);
    expect(screen.getByTestId('monitor-api-filter-name')).toHaveAttribute('maxLength', '30');
    expect(screen.getByTestId('monitor-api-filter-note')).toHaveAttribute('maxLength', '30');
    expect(screen.getByTestId('monitor-api-tr-1')).toHaveTextContent(m.view);
    expect(screen.getByTestId('monitor-api-tr-2')).toHaveTextContent(m.dataset);
    expect(screen.getByTestId('monitor-api-tr-5')).toHaveTextContent(m.off);
    // APIs 1–3 are in the monitor: ticked, and fixed
    expect(screen.getByTestId('monitor-api-row-1')).toHaveClass('checked', 'disabled');
    expect(screen.getByTestId('monitor-api-row-4')).not.toHaveClass('checked');
  });

  it('adding with nothing selected says 请选择数据', async () => {
    const { server, user } = renderMonitors(locale);
    await openAdd(user);
    await user.click(screen.getByTestId('monitor-api-add'));
    expect(await screen.findByTestId('monitor-api-message')).toHaveTextContent(m.selectData);
    expect(server.api.callsTo(MONITOR_PATHS.addApi)).toHaveLength(0);
    await user.click(screen.getByTestId('monitor-api-row-4'));
    expect(screen.getByTestId('monitor-api-count')).toHaveTextContent(m.count(1));
  });
});

describe('adding APIs across pages', () => {
  it("selects every published view, unticks two, adds the rest: the monitor's count grows by that many", async () => {
    const { server, user } = renderMonitors();
    await openAdd(user);
    await pick('monitor-api-filter-quoteType', '视图');
    await pick('monitor-api-filter-status', '已发布');
    await user.click(screen.getByTestId('monitor-api-search'));
    // views (odd ids) that are published: 1,3,7,9,11,13,17,19,21,23,27,29 — 1 and 3 already in the monitor
    await waitFor(() => expect(screen.getByTestId('monitor-api-total')).toHaveTextContent('共 12 条'));
    expect(screen.getByTestId('monitor-api-fixed')).toHaveTextContent('已在监控中的 2 个接口');
    await user.click(screen.getByTestId('monitor-api-select-all'));
    await waitFor(() => expect(screen.getByTestId('monitor-api-count')).toHaveAttribute('data-count', '10'));
    await user.click(screen.getByTestId('monitor-api-row-7'));
    await user.click(screen.getByTestId('monitor-api-page-2'));
    await screen.findByTestId('monitor-api-tr-27');
    await user.click(screen.getByTestId('monitor-api-row-29'));
    expect(screen.getByTestId('monitor-api-count')).toHaveAttribute('data-count', '8');
    await user.click(screen.getByTestId('monitor-api-add'));
    await waitFor(() => expect(screen.queryByTestId('monitor-api-dialog')).toBeNull());
    expect(server.api.callsTo(MONITOR_PATHS.addApi).map((c) => c.data)).toEqual([
      { monitorId: 1, type: 'DATA_API', isAll: true, checkIds: [7, 29], query: { quoteType: 'VIEW', status: 'ON' } },
    ]);
    await waitFor(() => expect(screen.getByTestId('monitor-data-count-1')).toHaveTextContent('11'));
    expect(screen.getByTestId('monitor-apis-total')).toHaveTextContent('共 11 条');
  });

  it('service APIs: the dialog opens on their type', async () => {
    const { server, user } = renderMonitors();
    await openAdd(user, 'SERVICE_API');
    expect(screen.getByTestId('monitor-api-dialog')).toHaveTextContent('添加服务接口：教务监控');
    expect(server.api.callsTo(MONITOR_PATHS.candidateApiList).at(-1)!.data).toMatchObject({ query: { type: 'SERVICE_API' } });
  });

  it('the advanced search asks for what a row lacks, then searches with it', async () => {
    const { server, user } = renderMonitors();
    await openAdd(user);
    await user.click(screen.getByTestId('monitor-api-advanced'));
    await screen.findByTestId('monitor-advanced-dialog');
    await user.click(screen.getByTestId('monitor-advanced-confirm'));
    expect(screen.getByTestId('monitor-advanced-row-0-field-error')).toHaveTextContent('请选择');
    await pick('monitor-advanced-row-0-field', '备注');
    await pick('monitor-advanced-row-0-operator', '包含');
    await user.type(screen.getByTestId('monitor-advanced-row-0-value'), '学籍');
    await user.click(screen.getByTestId('monitor-advanced-confirm'));
    await waitFor(() => expect(screen.queryByTestId('monitor-advanced-dialog')).toBeNull());
    expect(screen.getByTestId('monitor-api-advanced')).toHaveAttribute('data-count', '1');
    await waitFor(() =>
      expect(server.api.callsTo(MONITOR_PATHS.candidateApiList).at(-1)!.data).toMatchObject({
        advancedSearch: [{ join: 'and', field: 'note', operator: 'like', value: '学籍' }],
      }),
    );
  });
});
