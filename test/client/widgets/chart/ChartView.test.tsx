// The chart widget's states: a loader while the figures load, a message when there is nothing to
// draw (in both languages), and, once drawn, a download menu whose items ask the drawn chart for
// PNG, SVG and CSV. Highcharts itself (highchartsView.tsx, a lazy chunk) is replaced here by a
// stand-in that hands out a recording downloader.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import ChartView from '../../../../src/client/widgets/chart/ChartView';
import { renderWithStore } from '../renderWithStore';

const asked: string[] = [];
jest.mock('../../../../src/client/widgets/chart/highchartsView', () => ({
  __esModule: true,
  default: function StandIn({ onReady }: { onReady: (d: ((f: string) => Promise<void>) | null) => void }) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { useEffect } = require('react');
    useEffect(() => onReady(async (format: string) => void asked.push(format)), [onReady]);
    return <div data-testid="drawn-chart" />;
  },
}));

const options = { title: { text: 'x' } };

describe('ChartView', () => {
  it('shows a loader while the figures load, and no chart', () => {
    renderWithStore(<ChartView testId="pie" options={options} loading />);
    expect(screen.getByTestId('pie-loading')).toHaveTextContent('图表加载中');
    expect(screen.queryByTestId('drawn-chart')).toBeNull();
    expect(screen.getByTestId('pie-download')).toHaveClass('disabled');
  });

  it('says there is no data, in the chosen language', () => {
    renderWithStore(<ChartView testId="bar" options={options} empty />, { locale: 'en' });
    expect(screen.getByTestId('bar-empty')).toHaveTextContent('No data');
    expect(screen.queryByTestId('drawn-chart')).toBeNull();
  });

  it('draws the chart once Highcharts has loaded, and downloads PNG, SVG and CSV from it', async () => {
    renderWithStore(<ChartView testId="trend" title="访问趋势" options={options} />);
    await screen.findByTestId('drawn-chart');
    expect(screen.getByText('访问趋势')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('trend-download')).not.toHaveClass('disabled'));
    for (const format of ['png', 'svg', 'csv']) {
      await act(async () => {
        fireEvent.click(screen.getByTestId('trend-download'));
        fireEvent.click(screen.getByTestId(`trend-download-${format}`));
      });
    }
    expect(asked).toEqual(['png', 'svg', 'csv']);
    expect(screen.getByTestId('trend-download-png')).toHaveTextContent('下载 PNG 图片');
  });
});
