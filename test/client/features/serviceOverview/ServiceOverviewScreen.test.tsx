// The overview screen on a store with its slice and saga and a fake api answering the three
// calls: the pie's figures (findable by the browser test), the charts' download menus, the table
// tab, and the tab kept for the browser session (document 002 §2).
import { configureStore } from '@reduxjs/toolkit';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import createSagaMiddleware from 'redux-saga';
import ServiceOverviewScreen from '../../../../src/client/features/serviceOverview/ServiceOverviewScreen';
import serviceOverview from '../../../../src/client/features/serviceOverview/serviceOverviewSlice';
import { serviceOverviewSaga } from '../../../../src/client/features/serviceOverview/serviceOverviewSaga';
import '../../../../src/client/features/serviceOverview/feature';
import ui, { initialUiState } from '../../../../src/client/features/ui/uiSlice';
import { tabStorageKey } from '../../../../src/client/widgets/tabMemory/tabMemory';
import { SERVICE_STATS_PATHS } from '../../../../src/shared/services/stats';
import { counts, top, visitDays } from './fixtures';

jest.mock('../../../../src/client/widgets/chart/highchartsView', () => ({
  __esModule: true,
  default: function StandIn() {
    return <div data-testid="drawn-chart" />;
  },
}));

function renderScreen(locale: 'zh-CN' | 'en' = 'zh-CN') {
  const answers: Record<string, unknown> = {
    [SERVICE_STATS_PATHS.countList]: counts(),
    [SERVICE_STATS_PATHS.top]: top(),
    [SERVICE_STATS_PATHS.visitDays]: visitDays(),
  };
  const api = {
    request: jest.fn(async ({ url }: { url: string }) => ({ status: 1000, msg: '', result: answers[url] })),
    upload: jest.fn(),
    download: jest.fn(),
  };
  const saga = createSagaMiddleware({ context: { api } });
  const store = configureStore({
    reducer: { ui, serviceOverview },
    preloadedState: { ui: { ...initialUiState, locale } },
    middleware: (d) => d({ serializableCheck: false }).concat(saga),
  });
  saga.run(serviceOverviewSaga);
  render(
    <Provider store={store}>
      <ServiceOverviewScreen />
    </Provider>,
  );
  return { api, store };
}

describe('service overview screen', () => {
  beforeEach(() => sessionStorage.clear());

  it('loads the last 30 days and shows the pie’s figures labelled 已上架 / 已下架', async () => {
    const { api } = renderScreen();
    expect(await screen.findByTestId('overview-upCount')).toHaveTextContent('12');
    expect(screen.getByTestId('overview-downCount')).toHaveTextContent('3');
    expect(screen.getByText('已上架')).toBeInTheDocument();
    expect(screen.getByText('已下架')).toBeInTheDocument();
    expect(api.request).toHaveBeenCalledTimes(3);
    for (const id of ['overview-pie', 'overview-bar', 'overview-top', 'overview-trend']) expect(screen.getByTestId(`${id}-download`)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('drawn-chart')).toHaveLength(4));
  });

  it('speaks English when the console does', async () => {
    renderScreen('en');
    await screen.findByTestId('overview-upCount');
    expect(screen.getByText('Already shelved')).toBeInTheDocument();
    expect(screen.getByText('Already taken off')).toBeInTheDocument();
  });

  it('refuses a reversed range on the spot, without asking the server', async () => {
    const { api } = renderScreen();
    await screen.findByTestId('overview-upCount');
    const begin = screen.getByTestId('date-range-begin').querySelector('input')!;
    const end = screen.getByTestId('date-range-end').querySelector('input')!;
    fireEvent.change(begin, { target: { value: '2026-02-01' } });
    fireEvent.change(end, { target: { value: '2026-01-01' } });
    expect(await screen.findByTestId('date-range-error')).toHaveTextContent('开始日期不能晚于结束日期');
    expect(api.request).toHaveBeenCalledTimes(3 + 3); // the begin date alone was a valid range
  });

  it('opens on the charts, and keeps the table tab for the session', async () => {
    renderScreen();
    await screen.findByTestId('overview-upCount');
    expect(screen.getByTestId('tab-basic')).toHaveClass('active');
    fireEvent.click(screen.getByTestId('tab-table'));
    expect(await screen.findByTestId('overview-top-table')).toHaveTextContent('一卡通');
    expect(sessionStorage.getItem(tabStorageKey('serviceOverview'))).toBe('table');
  });
});
