// The count comes first (document 001 §4, §5): asked on opening and on every range change,
// shown in the form, and the export button stays off while it is unknown or 0.
import { countFailed, countLoaded, headersLoaded, rangeChanged, startAccepted, startClicked } from '../../../../src/client/features/exports/exportSlice';
import { selectFormView } from '../../../../src/client/features/exports/selectors';
import { FIELDS, HEADERS, ok, pending, SEARCH } from './fixtures';
import { session } from './sessionHelpers';

const rangeOf = (data: unknown) => (data as { dataRange: number }).dataRange;

describe('bulk export: the count first', () => {
  it('on opening, the header list and the count of "all" are asked; every field starts checked', async () => {
    const { api, saga, shown } = session({});
    await saga
      .put(headersLoaded({ fields: FIELDS }))
      .put(countLoaded({ dataRange: 1, total: 120 }))
      .silentRun(300);
    expect(api.callsTo('headers').map((c) => c.data)).toEqual([{ identity: 'STUDENT' }]);
    expect(api.callsTo('count').map((c) => c.data)).toEqual([{ identity: 'STUDENT', dataRange: 1 }]);
    const view = selectFormView(shown());
    expect(view).toMatchObject({ total: 120, canStart: true, allFields: true, someFields: false, checkedRows: 2 });
    expect(view.fields.map((f) => f.key)).toEqual(Object.keys(HEADERS));
    // labels over 5 characters are cut, with the whole label kept for the tooltip
    expect(view.fields.at(-1)).toMatchObject({ text: '当前学籍状…', label: '当前学籍状态', cut: true });
    expect(view.fields[0]).toMatchObject({ text: '姓名', cut: false });
  });

  it("every range change is counted again: the current search sends the list's filters and advanced search, checked rows their ids", async () => {
    const totals: Record<number, number> = { 1: 120, 2: 40, 3: 2 };
    const { api, saga, shown } = session({ count: (data) => ok(totals[rangeOf(data)]) });
    await saga
      .delay(10)
      .dispatch(rangeChanged({ dataRange: 2 }))
      .put(countLoaded({ dataRange: 2, total: 40 }))
      .delay(20)
      .dispatch(rangeChanged({ dataRange: 3 }))
      .put(countLoaded({ dataRange: 3, total: 2 }))
      .silentRun(300);
    expect(api.callsTo('count').map((c) => c.data)).toEqual([
      { identity: 'STUDENT', dataRange: 1 },
      { identity: 'STUDENT', dataRange: 2, formInline: SEARCH.formInline, advancedSearch: SEARCH.advancedSearch },
      { identity: 'STUDENT', dataRange: 3, choiceDataIds: '2,5' },
    ]);
    expect(selectFormView(shown())).toMatchObject({ dataRange: 3, total: 2, canStart: true });
  });

  it('the export button is off while the count is unknown; a click then starts nothing', async () => {
    const { api, saga, shown } = session({ count: pending, start: () => ok({ redisKey: 'e1' }) });
    await saga.delay(10).dispatch(startClicked()).not.put(startAccepted()).silentRun(300);
    expect(selectFormView(shown())).toMatchObject({ total: null, countStatus: 'counting', canStart: false });
    expect(api.callsTo('start')).toHaveLength(0);
  });

  it('a count of 0 keeps the export button off, and a click starts nothing', async () => {
    const { api, saga, shown } = session({ count: () => ok(0), start: () => ok({ redisKey: 'e1' }) });
    await saga.delay(10).dispatch(startClicked()).not.put(startAccepted()).silentRun(300);
    expect(selectFormView(shown())).toMatchObject({ total: 0, canStart: false });
    expect(api.callsTo('start')).toHaveLength(0);
  });

  it('a newer range replaces a count still under way', async () => {
    const { api, saga, shown } = session({ count: (data) => (rangeOf(data) === 2 ? pending() : ok(120)) });
    await saga
      .delay(10)
      .dispatch(rangeChanged({ dataRange: 2 }))
      .delay(20)
      .dispatch(rangeChanged({ dataRange: 1 }))
      .not.put.actionType(countFailed.type)
      .silentRun(300);
    expect(api.callsTo('count').map((c) => rangeOf(c.data))).toEqual([1, 2, 1]);
    expect(selectFormView(shown())).toMatchObject({ dataRange: 1, total: 120, countStatus: 'counted', canStart: true });
  });

  it('a count that fails says why and keeps the export button off', async () => {
    const { saga, shown } = session({ count: () => ({ status: 9009, msg: '高级搜索字段不在允许范围内', result: null }) });
    await saga.put(countFailed({ dataRange: 1, problem: { text: '高级搜索字段不在允许范围内' } })).silentRun(300);
    expect(selectFormView(shown())).toMatchObject({ countStatus: 'failed', countProblem: { text: '高级搜索字段不在允许范围内' }, canStart: false });
  });

  it('a header list that fails leaves nothing to check; the form says why', async () => {
    const { saga, shown } = session({ headers: () => ({ status: 1002, msg: '权限不足', result: null }) });
    await saga.silentRun(300);
    expect(selectFormView(shown())).toMatchObject({ headersStatus: 'failed', headersProblem: { text: '权限不足' }, fields: [] });
  });
});
