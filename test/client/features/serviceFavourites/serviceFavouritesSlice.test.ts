// The favourites statistics slice and selectors: opening asks the counts and the last 30 days'
// trend; answers land only for the query still chosen; a refused range loads nothing; the
// chart's two lines and the service choices come from the selectors.
import reducer, * as ev from '../../../../src/client/features/serviceFavourites/serviceFavouritesSlice';
import {
  selectCountsBody,
  selectServiceOptions,
  selectTrendLoading,
  selectTrendPoints,
  selectTrendQuery,
  selectTrendTotals,
} from '../../../../src/client/features/serviceFavourites/selectors';
import { initialServiceFavouritesState } from '../../../../src/client/features/serviceFavourites/state';
import { signedOut } from '../../../../src/client/features/session';

const run = (...actions: { type: string }[]) => actions.reduce((s, a) => reducer(s, a as never), initialServiceFavouritesState);
const RANGE = { beginDate: '2026-03-01', endDate: '2026-03-02' };
const opened = () => ({ type: ev.opened.type, payload: { defaultRange: RANGE } });
const TREND = {
  days: [
    { day: '2026-03-01', added: 2, removed: 0 },
    { day: '2026-03-02', added: 1, removed: 3 },
  ],
  added: 3,
  removed: 3,
};
const ROWS = [
  { serviceId: 2, serviceName: '一卡通', favourites: 9 },
  { serviceId: 1, serviceName: '邮箱', favourites: 0 },
];

describe('favourites statistics slice', () => {
  it('opens on the default range, loading the counts and the trend', () => {
    const s = run(opened());
    expect(s.counts.status).toBe('loading');
    expect(s.trend).toEqual(expect.objectContaining({ range: RANGE, status: 'loading', rangeProblem: null }));
    expect(selectTrendQuery({ serviceFavourites: s })).toEqual({ ...RANGE, serviceId: null });
    expect(selectTrendLoading({ serviceFavourites: s })).toBe(true);
    expect(ev.opened().payload.defaultRange.endDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('takes the answers of the query still chosen only', () => {
    const stale = ev.trendLoaded({ query: { ...RANGE, serviceId: 7 }, trend: TREND });
    expect(run(opened(), stale).trend.status).toBe('loading');
    const s = run(opened(), ev.trendLoaded({ query: { ...RANGE, serviceId: null }, trend: TREND }), ev.countsLoaded({ search: '', rows: ROWS }));
    expect(s.trend.status).toBe('loaded');
    expect(s.counts.rows).toEqual(ROWS);
    expect(run(opened(), ev.countsLoaded({ search: '邮', rows: ROWS })).counts.rows).toEqual([]);
  });

  it('keeps a refused range with its reason and loads nothing', () => {
    const s = run(
      opened(),
      ev.trendLoaded({ query: { ...RANGE, serviceId: null }, trend: TREND }),
      ev.rangeChosen({ range: { beginDate: '2026-03-05', endDate: '2026-03-01' } }),
    );
    expect(s.trend).toEqual(expect.objectContaining({ rangeProblem: 'serviceStats.range.reversed', status: 'loaded' }));
    expect(selectTrendQuery({ serviceFavourites: s })).toBeNull();
  });

  it('searches by the trimmed name and chooses one service for the trend', () => {
    const s = run(opened(), ev.searchTextChanged({ text: ' 邮箱 ' }), ev.countsSearched(), ev.trendServiceChosen({ serviceId: 1 }));
    expect(selectCountsBody({ serviceFavourites: s })).toEqual({ serviceName: '邮箱' });
    expect(selectTrendQuery({ serviceFavourites: s })).toEqual({ ...RANGE, serviceId: 1 });
  });

  it('gives the chart its two lines and totals, and the services by name', () => {
    const s = {
      serviceFavourites: run(opened(), ev.trendLoaded({ query: { ...RANGE, serviceId: null }, trend: TREND }), ev.countsLoaded({ search: '', rows: ROWS })),
    };
    expect(selectTrendPoints(s)).toEqual({
      added: [
        { name: '2026-03-01', y: 2 },
        { name: '2026-03-02', y: 1 },
      ],
      removed: [
        { name: '2026-03-01', y: 0 },
        { name: '2026-03-02', y: 3 },
      ],
    });
    expect(selectTrendTotals(s)).toEqual({ added: 3, removed: 3 });
    expect(selectServiceOptions(s).map((o) => o.text)).toEqual(['一卡通', '邮箱'].sort((a, b) => a.localeCompare(b)));
  });

  it('retries what failed and forgets everything at sign-out', () => {
    const failed = run(opened(), ev.countsFailed({ search: '', problem: { status: 500, msg: 'x' } }));
    expect(failed.counts.status).toBe('failed');
    expect(reducer(failed, ev.retried()).counts.status).toBe('loading');
    expect(reducer(failed, signedOut({ reason: 'user' }))).toEqual(initialServiceFavouritesState);
  });
});
