// Highcharts itself, with its exporting and CSV modules, drawn through highcharts-react-official.
// Only ChartView imports this module, and only through a dynamic import: Highcharts is a chunk of
// its own that loads with the first chart a screen draws, never with the console's first load.
// Exports are made in the browser (exporting's local export; chartOptions.baseOptions turns the
// export server off).
import Highcharts from 'highcharts';
import 'highcharts/modules/exporting';
import 'highcharts/modules/export-data';
import HighchartsReact from 'highcharts-react-official';
import { useCallback, useEffect } from 'react';
import type { ChartDownload, ChartFormat } from './download';

Highcharts.setOptions({ lang: { thousandsSep: ',' } });

const MIME: Record<Exclude<ChartFormat, 'csv'>, 'image/png' | 'image/svg+xml'> = { png: 'image/png', svg: 'image/svg+xml' };

/** what v13's exporting offers (its bundled typings lag behind: exportChart is missing there) */
interface LocalExporting {
  exportChart(options: { type: string }, chartOptions: Highcharts.Options): Promise<void>;
  downloadCSV(): void;
}

function downloaderOf(chart: Highcharts.Chart): ChartDownload {
  const exporting = chart.exporting as unknown as LocalExporting;
  return async (format) => {
    if (format === 'csv') exporting.downloadCSV();
    else await exporting.exportChart({ type: MIME[format] }, {});
  };
}

export interface HighchartsViewProps {
  options: Highcharts.Options;
  onReady: (download: ChartDownload | null) => void;
  /** the chart's accessible name (its heading in the view) */
  label?: string;
}

export default function HighchartsView({ options, onReady, label }: HighchartsViewProps) {
  const ready = useCallback(
    (chart: Highcharts.Chart) => {
      onReady(downloaderOf(chart));
      // Without the accessibility module Highcharts marks its <svg> role="img" and names it by its
      // own title, which the view leaves out (the heading above names the chart): once its load
      // ends (right after this callback) the picture is named by that heading instead.
      if (label) queueMicrotask(() => chart.renderer?.boxWrapper?.attr({ 'aria-label': label }));
    },
    [onReady, label],
  );
  // the chart goes with this view: nothing is left to download from
  useEffect(() => () => onReady(null), [onReady]);
  return <HighchartsReact highcharts={Highcharts} options={options} callback={ready} immutable />;
}
