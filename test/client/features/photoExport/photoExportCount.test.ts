// The count comes first (document 001 §4, §5): asked on opening under the identity's default
// naming rule, again on every range or naming rule change (the people lacking the identifier
// depend on the rule), shown as total / with a photo / lacking the identifier; the export button
// stays off while it is unknown or its total 0.
import {
  checkAccepted,
  countFailed,
  countLoaded,
  formatChanged,
  namingRuleChanged,
  rangeChanged,
  startClicked,
} from '../../../../src/client/features/photoExport/photoExportSlice';
import { selectFormView } from '../../../../src/client/features/photoExport/selectors';
import { COUNT, ok, pending, SEARCH, session } from './fixtures';

const bodyOf = (data: unknown) => data as { dataRange: number; namingRule: number };

describe('photo export: the count first', () => {
  it('on opening, the range "all" is counted under the identity\'s default naming rule', async () => {
    const { api, saga, shown } = session({});
    await saga.put(countLoaded({ dataRange: 1, namingRule: 3, count: COUNT })).silentRun(300);
    expect(api.callsTo('exportImgCount').map((c) => c.data)).toEqual([{ identity: 'STUDENT', dataRange: 1, namingRule: 3 }]);
    expect(selectFormView(shown())).toMatchObject({ total: 120, withPhoto: 100, missingIdentifier: 5, canStart: true, namingRule: 3, formatRule: 1 });
  });

  it('other users are counted under their only rule, the account (2)', async () => {
    const { api, saga } = session({}, [], { identity: 'OTHER' });
    await saga.put.actionType(countLoaded.type).silentRun(300);
    expect(api.callsTo('exportImgCount').map((c) => c.data)).toEqual([{ identity: 'OTHER', dataRange: 1, namingRule: 2 }]);
  });

  it('every range and naming rule change is counted again; the format is not', async () => {
    const { api, saga, shown } = session({
      exportImgCount: (data) => ok({ total: bodyOf(data).dataRange * 10, withPhoto: 5, missingIdentifier: bodyOf(data).namingRule }),
    });
    await saga
      .delay(10)
      .dispatch(rangeChanged({ dataRange: 2 }))
      .put(countLoaded({ dataRange: 2, namingRule: 3, count: { total: 20, withPhoto: 5, missingIdentifier: 3 } }))
      .delay(20)
      .dispatch(namingRuleChanged({ namingRule: 2 }))
      .put(countLoaded({ dataRange: 2, namingRule: 2, count: { total: 20, withPhoto: 5, missingIdentifier: 2 } }))
      // (an event no saga takes is delivered with the next one that is taken)
      .delay(30)
      .dispatch(formatChanged({ formatRule: 3 }))
      .delay(31)
      .dispatch(rangeChanged({ dataRange: 3 }))
      .put(countLoaded({ dataRange: 3, namingRule: 2, count: { total: 30, withPhoto: 5, missingIdentifier: 2 } }))
      .silentRun(300);
    expect(api.callsTo('exportImgCount').map((c) => c.data)).toEqual([
      { identity: 'STUDENT', dataRange: 1, namingRule: 3 },
      { identity: 'STUDENT', dataRange: 2, namingRule: 3, formInline: SEARCH.formInline, advancedSearch: SEARCH.advancedSearch },
      { identity: 'STUDENT', dataRange: 2, namingRule: 2, formInline: SEARCH.formInline, advancedSearch: SEARCH.advancedSearch },
      { identity: 'STUDENT', dataRange: 3, namingRule: 2, choiceDataIds: '2,5' },
    ]);
    expect(selectFormView(shown())).toMatchObject({ dataRange: 3, namingRule: 2, formatRule: 3, total: 30, missingIdentifier: 2, canStart: true });
  });

  it('a newer choice replaces a count still under way', async () => {
    const { api, saga, shown } = session({ exportImgCount: (data) => (bodyOf(data).namingRule === 2 ? pending() : ok(COUNT)) });
    await saga
      .delay(10)
      .dispatch(namingRuleChanged({ namingRule: 2 }))
      .delay(20)
      .dispatch(namingRuleChanged({ namingRule: 3 }))
      .not.put.actionType(countFailed.type)
      .silentRun(300);
    expect(api.callsTo('exportImgCount').map((c) => bodyOf(c.data).namingRule)).toEqual([3, 2, 3]);
    expect(selectFormView(shown())).toMatchObject({ namingRule: 3, total: 120, countStatus: 'counted', canStart: true });
  });

  it('the export button is off while the count is unknown; a click then checks nothing', async () => {
    const { api, saga, shown } = session({ exportImgCount: pending, 'excel/checkExportImg': () => ok(null) });
    await saga.delay(10).dispatch(startClicked()).not.put(checkAccepted()).silentRun(300);
    expect(selectFormView(shown())).toMatchObject({ total: null, countStatus: 'counting', canStart: false });
    expect(api.callsTo('excel/checkExportImg')).toHaveLength(0);
  });

  it('a total of 0 keeps the export button off (document 001 §5), an empty answer (1004) too', async () => {
    for (const answer of [ok({ total: 0, withPhoto: 0, missingIdentifier: 0 }), { status: 1004, msg: '', result: null }]) {
      const { api, saga, shown } = session({ exportImgCount: () => answer, 'excel/checkExportImg': () => ok(null) });
      await saga.delay(10).dispatch(startClicked()).not.put(checkAccepted()).silentRun(300);
      expect(selectFormView(shown())).toMatchObject({ total: 0, canStart: false });
      expect(api.callsTo('excel/checkExportImg')).toHaveLength(0);
    }
  });

  it('checked rows with none checked count 0 without asking', async () => {
    const { api, saga, shown } = session({}, [], { checked: [] });
    await saga
      .delay(10)
      .dispatch(rangeChanged({ dataRange: 3 }))
      .put(countLoaded({ dataRange: 3, namingRule: 3, count: { total: 0, withPhoto: 0, missingIdentifier: 0 } }))
      .silentRun(300);
    expect(api.callsTo('exportImgCount')).toHaveLength(1);
    expect(selectFormView(shown())).toMatchObject({ checkedRows: 0, total: 0, canStart: false });
  });

  it('a count that fails says why and keeps the export button off', async () => {
    const { saga, shown } = session({ exportImgCount: () => ({ status: 9009, msg: '高级搜索字段不在允许范围内', result: null }) });
    await saga.put(countFailed({ dataRange: 1, namingRule: 3, problem: { text: '高级搜索字段不在允许范围内' } })).silentRun(300);
    expect(selectFormView(shown())).toMatchObject({ countStatus: 'failed', countProblem: { text: '高级搜索字段不在允许范围内' }, canStart: false });
  });

  it('more photos than advised (5,000) turns the tip into a warning', async () => {
    const { saga, shown } = session({ exportImgCount: () => ok({ total: 6000, withPhoto: 5001, missingIdentifier: 0 }) });
    await saga.put.actionType(countLoaded.type).silentRun(300);
    expect(selectFormView(shown()).overAdvice).toBe(true);
  });
});
