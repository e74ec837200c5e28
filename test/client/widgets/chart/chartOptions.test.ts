// The chart options built from figures: exports stay in the browser, the labels are the ones
// given (already translated), and each kind of chart carries its data.
import { barOptions, baseOptions, CHART_FONT, lineOptions, pieOptions } from '../../../../src/client/widgets/chart/chartOptions';

const base = baseOptions('服务上下架情况', 'services-shelf', '类别');

describe('chart options', () => {
  it('never sends a chart to an export server and draws with the console’s own fonts', () => {
    expect(base.exporting).toMatchObject({ local: true, fallbackToExportServer: false, filename: 'services-shelf' });
    expect(base.exporting?.buttons?.contextButton?.enabled).toBe(false);
    expect(JSON.stringify(base)).not.toMatch(/https?:/);
    expect(base.chart?.style?.fontFamily).toBe(CHART_FONT);
    expect(base.credits?.enabled).toBe(false);
  });

  it('builds the pie with its two labelled slices', () => {
    const o = pieOptions(base, {
      name: '服务数',
      points: [
        { name: '已上架', y: 12 },
        { name: '已下架', y: 3 },
      ],
    });
    // the view's header names the chart; the downloaded picture carries the title
    expect(o.title?.text).toBeUndefined();
    expect(o.exporting?.chartOptions?.title?.text).toBe('服务上下架情况');
    expect(o.series).toEqual([
      {
        type: 'pie',
        name: '服务数',
        data: [
          { name: '已上架', y: 12 },
          { name: '已下架', y: 3 },
        ],
      },
    ]);
  });

  it('builds bars over the categories, horizontal when asked, and a line over days', () => {
    const series = [
      {
        name: 'Visit count',
        points: [
          { name: 'Library', y: 40 },
          { name: 'Card', y: 1000 },
        ],
      },
    ];
    const bar = barOptions(base, series);
    expect(bar.chart?.type).toBe('column');
    expect(bar.xAxis).toMatchObject({ categories: ['Library', 'Card'] });
    expect(bar.series).toEqual([{ type: 'column', name: 'Visit count', data: [40, 1000] }]);
    expect(barOptions(base, series, true).chart?.type).toBe('bar');
    const line = lineOptions(base, [{ name: 'Visit count', points: [{ name: '2026-10-01', y: 5 }] }]);
    expect(line.series).toEqual([{ type: 'line', name: 'Visit count', data: [5] }]);
    expect(line.xAxis).toMatchObject({ categories: ['2026-10-01'] });
  });
});
