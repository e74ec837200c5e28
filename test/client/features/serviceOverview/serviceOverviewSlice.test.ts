// The overview slice as a status machine, and the selectors the charts draw from.
import { combineReducers } from '@reduxjs/toolkit';
import serviceOverview, * as ev from '../../../../src/client/features/serviceOverview/serviceOverviewSlice';
import * as sel from '../../../../src/client/features/serviceOverview/selectors';
import { signedOut } from '../../../../src/client/features/session';
import { lastDays } from '../../../../src/shared/services/stats';
import { counts, OTHER_RANGE, RANGE, top, visitDays } from './fixtures';

const reducer = combineReducers({ serviceOverview });
type State = ReturnType<typeof reducer>;
const run = (...actions: Parameters<typeof reducer>[1][]) => actions.reduce<State>((s, a) => reducer(s, a), reducer(undefined, { type: '@@init' }));
const figures = { counts: counts(), top: top(), trend: visitDays().trend };

describe('service overview slice', () => {
  it('opens on the last 30 days, and keeps the range chosen before in the session', () => {
    const first = run(ev.opened());
    expect(first.serviceOverview.range).toEqual(lastDays(Date.now(), 'Asia/Shanghai'));
    expect(sel.selectOverviewStatus(first)).toBe('loading');
    const back = run(ev.rangeChosen({ range: RANGE }), ev.figuresLoaded({ range: RANGE, figures }), ev.opened());
    expect(back.serviceOverview.range).toEqual(RANGE);
  });

  it('refuses a reversed, over-long or malformed range without loading', () => {
    const cases: Array<[object, string]> = [
      [{ beginDate: '2026-02-01', endDate: '2026-01-01' }, 'serviceStats.range.reversed'],
      [{ beginDate: '2024-01-01', endDate: '2026-01-01' }, 'serviceStats.range.tooLong'],
      [{ beginDate: '', endDate: '2026-01-01' }, 'serviceStats.range.malformed'],
    ];
    for (const [range, key] of cases) {
      const s = run(ev.rangeChosen({ range: RANGE }), ev.figuresLoaded({ range: RANGE, figures }), ev.rangeChosen({ range: range as typeof RANGE }));
      expect(sel.selectOverviewRangeProblem(s)).toBe(key);
      expect(sel.selectOverviewStatus(s)).toBe('loaded');
    }
  });

  it('takes the figures of the chosen range only', () => {
    const stale = run(ev.rangeChosen({ range: RANGE }), ev.rangeChosen({ range: OTHER_RANGE }), ev.figuresLoaded({ range: RANGE, figures }));
    expect(sel.selectOverviewStatus(stale)).toBe('loading');
    expect(sel.selectShelfCounts(stale)).toBeNull();
    const fresh = run(ev.rangeChosen({ range: RANGE }), ev.figuresLoaded({ range: RANGE, figures }));
    expect(sel.selectShelfCounts(fresh)).toEqual({ upCount: 12, downCount: 3 });
  });

  it('gives the charts their figures: the bar without unvisited services, the top, the trend', () => {
    const s = run(ev.rangeChosen({ range: RANGE }), ev.figuresLoaded({ range: RANGE, figures }));
    expect(sel.selectVisitsPerService(s)).toEqual([
      { name: '一卡通', y: 1000 },
      { name: '图书馆', y: 40 },
    ]);
    expect(sel.selectServiceCountRows(s)).toHaveLength(3);
    expect(sel.selectTopServices(s).map((x) => x.serviceId)).toEqual([1, 2]);
    expect(sel.selectTrendPoints(s)).toEqual([
      { name: '2026-10-01', y: 1000 },
      { name: '2026-10-02', y: 40 },
    ]);
    expect(sel.selectOverviewLoading(s)).toBe(false);
  });

  it('keeps the figures on screen while a new range loads (no loader), and shows the loader the first time', () => {
    expect(sel.selectOverviewLoading(run(ev.opened()))).toBe(true);
    const s = run(ev.rangeChosen({ range: RANGE }), ev.figuresLoaded({ range: RANGE, figures }), ev.rangeChosen({ range: OTHER_RANGE }));
    expect(sel.selectOverviewLoading(s)).toBe(false);
    expect(sel.selectShelfCounts(s)).toEqual({ upCount: 12, downCount: 3 });
  });

  it('fails with the problem, retries, and forgets everything on sign-out', () => {
    const failed = run(ev.rangeChosen({ range: RANGE }), ev.figuresFailed({ range: RANGE, problem: { status: 9999, msg: '故障' } }));
    expect(sel.selectOverviewProblem(failed)).toEqual({ status: 9999, msg: '故障' });
    const retried = reducer(failed, ev.retried());
    expect(sel.selectOverviewStatus(retried)).toBe('loading');
    expect(sel.selectOverviewProblem(retried)).toBeNull();
    expect(reducer(failed, signedOut({ reason: 'user' })).serviceOverview.range).toBeNull();
  });
});
