// The console's chart: a dumb view of Highcharts options a container built from its selectors
// (chartOptions.ts). It shows a loader while the figures load (or while Highcharts itself
// arrives: highchartsView.tsx is its own chunk, imported on the first chart), a message when
// there is nothing to draw, and a download menu (PNG, SVG, CSV, made in the browser).
import { ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import type { Options } from 'highcharts';
import { Dropdown, Loader, Message, Segment } from 'semantic-ui-react';
import { addCatalogue } from '../../../shared/i18n/registry';
import chartsCatalogue from '../../../shared/i18n/charts';
import { useT } from '../../i18n';
import { CHART_FORMATS, ChartDownload } from './download';
import type { HighchartsViewProps } from './highchartsView';
import './chart.css';

addCatalogue(chartsCatalogue);

export interface ChartViewProps {
  options: Options;
  /** the figures are on their way */
  loading?: boolean;
  /** nothing to draw: the empty state instead of a chart */
  empty?: boolean;
  /** a heading above the chart (the chart's own title stays in its options, for the exports) */
  title?: string;
  height?: number;
  /** data-testid of the chart; its download menu is `${testId}-download`, items `${testId}-download-png|svg|csv` */
  testId?: string;
}

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; View: ComponentType<HighchartsViewProps> };

/** Highcharts' module, loaded once for the page (the first chart waits for it, the others reuse it). */
let viewModule: Promise<ComponentType<HighchartsViewProps>> | null = null;
function loadView(): Promise<ComponentType<HighchartsViewProps>> {
  if (!viewModule) {
    viewModule = import('./highchartsView').then((m) => m.default);
    // a failed load is tried again by the next chart
    viewModule.catch(() => {
      viewModule = null;
    });
  }
  return viewModule;
}

export default function ChartView({ options, loading = false, empty = false, title, height = 320, testId }: ChartViewProps) {
  const t = useT();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const download = useRef<ChartDownload | null>(null);
  const [canDownload, setCanDownload] = useState(false);
  const drawn = !loading && !empty;

  useEffect(() => {
    if (!drawn || loaded.state === 'ready') return undefined;
    let cancelled = false;
    loadView().then(
      (View) => !cancelled && setLoaded({ state: 'ready', View }),
      () => !cancelled && setLoaded({ state: 'failed' }),
    );
    return () => {
      cancelled = true;
    };
  }, [drawn, loaded.state]);

  const onReady = useCallback((d: ChartDownload | null) => {
    download.current = d;
    setCanDownload(d !== null);
  }, []);

  const body = () => {
    if (loading || (drawn && loaded.state === 'loading'))
      return <Loader active inline="centered" content={t('chart.loading')} data-testid={testId && `${testId}-loading`} />;
    if (empty)
      return (
        <div className="chart-view__empty" data-testid={testId && `${testId}-empty`}>
          {t('chart.empty')}
        </div>
      );
    if (loaded.state === 'failed') return <Message negative size="small" content={t('chart.failed')} />;
    if (loaded.state !== 'ready') return null;
    const { View } = loaded;
    return <View options={{ ...options, chart: { ...options.chart, height } }} onReady={onReady} label={title} />;
  };

  return (
    <Segment className="chart-view" data-testid={testId}>
      <div className="chart-view__head">
        {title && <h4 className="chart-view__title">{title}</h4>}
        <Dropdown
          className="chart-view__download"
          icon="download"
          button
          basic
          compact
          direction="left"
          aria-label={t('chart.download')}
          title={t('chart.download')}
          disabled={!(drawn && canDownload)}
          data-testid={testId && `${testId}-download`}
        >
          <Dropdown.Menu>
            {CHART_FORMATS.map((format) => (
              <Dropdown.Item
                key={format}
                text={t(`chart.download.${format}`)}
                data-testid={testId && `${testId}-download-${format}`}
                onClick={() => void download.current?.(format)}
              />
            ))}
          </Dropdown.Menu>
        </Dropdown>
      </div>
      <div className="chart-view__body" style={{ minHeight: height }}>
        {body()}
      </div>
    </Segment>
  );
}
