// The options of the console's charts, built from plain figures a selector gives and labels the
// view has translated: pure functions, so the options are tested without drawing. Only
// Highcharts' types are imported here; the library itself loads with highchartsView.tsx.
import type { Options, SeriesOptionsType } from 'highcharts';

/** one slice, bar or point: its label and its figure */
export interface ChartPoint {
  name: string;
  y: number;
}

export interface ChartSeries {
  name: string;
  points: ChartPoint[];
}

/** the console's font stack (app.css): system fonts only, nothing fetched */
export const CHART_FONT =
  "'Helvetica Neue', Arial, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Source Han Sans SC', 'WenQuanYi Micro Hei', sans-serif";

/** What every chart shares: no credits, our font, and exports made in the browser only. */
export function baseOptions(title: string, filename: string, categoryTitle: string): Options {
  return {
    // the view's header names the chart; the downloaded picture carries the title itself
    title: { text: undefined },
    credits: { enabled: false },
    chart: { style: { fontFamily: CHART_FONT } },
    exporting: {
      // our own download menu (ChartView) replaces Highcharts' button
      buttons: { contextButton: { enabled: false } },
      filename,
      chartOptions: { title: { text: title } },
      // PNG and SVG are drawn in the browser; the export server is never asked, not even on failure
      local: true,
      fallbackToExportServer: false,
      // canvg (a fallback for tainted canvases, which our charts never are) would come from the console itself
      libURL: '/',
      csv: { columnHeaderFormatter: (item: unknown) => (item && typeof item === 'object' && 'name' in item ? String(item.name) : categoryTitle) },
    },
  };
}

const isEmpty = (series: ChartSeries[]) => series.every((s) => s.points.length === 0);
export const seriesEmpty = isEmpty;

export function pieOptions(base: Options, series: ChartSeries): Options {
  return {
    ...base,
    chart: { ...base.chart, type: 'pie' },
    tooltip: { pointFormat: '<b>{point.y}</b> ({point.percentage:.1f}%)' },
    plotOptions: { pie: { dataLabels: { enabled: true, format: '{point.name}: {point.y}' }, showInLegend: true } },
    series: [{ type: 'pie', name: series.name, data: series.points.map((p) => ({ name: p.name, y: p.y })) }],
  };
}

function categorySeries(type: 'column' | 'bar' | 'line', series: ChartSeries[]): SeriesOptionsType[] {
  return series.map((s) => ({ type, name: s.name, data: s.points.map((p) => p.y) }) as SeriesOptionsType);
}

/** Bars (or columns) over the first series' categories; several series share them. */
export function barOptions(base: Options, series: ChartSeries[], horizontal = false): Options {
  const type = horizontal ? 'bar' : 'column';
  return {
    ...base,
    chart: { ...base.chart, type },
    xAxis: { categories: series[0]?.points.map((p) => p.name) ?? [] },
    yAxis: { min: 0, allowDecimals: false, title: { text: series[0]?.name } },
    legend: { enabled: series.length > 1 },
    series: categorySeries(type, series),
  };
}

/** A line over days (or any ordered categories). */
export function lineOptions(base: Options, series: ChartSeries[]): Options {
  return {
    ...base,
    chart: { ...base.chart, type: 'line' },
    xAxis: { categories: series[0]?.points.map((p) => p.name) ?? [], tickmarkPlacement: 'on', labels: { step: undefined } },
    yAxis: { min: 0, allowDecimals: false, title: { text: series[0]?.name } },
    legend: { enabled: series.length > 1 },
    plotOptions: { line: { marker: { enabled: (series[0]?.points.length ?? 0) <= 31 } } },
    series: categorySeries('line', series),
  };
}
