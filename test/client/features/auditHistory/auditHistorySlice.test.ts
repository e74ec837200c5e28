// The /HistoryProject slice and selectors: a search applies the draft from page 1 (not an
// upside-down range), answers land only while awaited, entries open and close, and the list
// body carries only the filters that are set.
import reducer, * as ev from '../../../../src/client/features/auditHistory/auditHistorySlice';
import { queryOf, selectAuditQuery, targetOf } from '../../../../src/client/features/auditHistory/selectors';
import { initialAuditHistoryState, NO_FILTERS } from '../../../../src/client/features/auditHistory/state';
import { auditTargets, targetFields, targetTitle } from '../../../../src/client/features/auditHistory/targets';
import { entry } from './fixtures';

const run = (...actions: { type: string }[]) => actions.reduce((s, a) => reducer(s, a as never), initialAuditHistoryState);

describe('audit history slice', () => {
  it('applies the draft filters from page 1 when searched, and clears them on reset', () => {
    const s = run(
      ev.pageChanged({ pageIndex: 3 }),
      ev.filterChanged({ name: 'actor', value: '  管理员 ' }),
      ev.filterChanged({ name: 'target', value: 'collection:slides' }),
      ev.filterChanged({ name: 'action', value: 'update' }),
    );
    expect(s.applied).toEqual(NO_FILTERS);
    expect(s.list.pageIndex).toBe(3);
    const searched = reducer(s, ev.searchClicked());
    expect(searched.applied).toEqual({ ...NO_FILTERS, actor: '管理员', target: 'collection:slides', action: 'update' });
    expect(searched.list).toEqual(expect.objectContaining({ pageIndex: 1, status: 'loading' }));
    const reset = reducer(searched, ev.resetClicked());
    expect(reset.draft).toEqual(NO_FILTERS);
    expect(reset.applied).toEqual(NO_FILTERS);
  });

  it('refuses a range that ends before it starts, until a day changes', () => {
    const s = run(ev.filterChanged({ name: 'from', value: '2026-11-20' }), ev.filterChanged({ name: 'to', value: '2026-11-01' }), ev.searchClicked());
    expect(s.rangeInvalid).toBe(true);
    expect(s.applied).toEqual(NO_FILTERS);
    expect(s.list.status).toBe('idle');
    expect(reducer(s, ev.filterChanged({ name: 'to', value: '2026-11-30' })).rangeInvalid).toBe(false);
  });

  it('takes a page only while it is awaited; entries open and close, closing on another page', () => {
    expect(run(ev.pageLoaded({ rows: [entry(1)], total: 1 })).list.rows).toEqual([]);
    const s = run(ev.screenOpened(), ev.pageLoaded({ rows: [entry(1), entry(2)], total: 2 }), ev.entryToggled({ id: 2 }));
    expect(s.list.status).toBe('ready');
    expect(s.expanded).toEqual([2]);
    expect(reducer(s, ev.entryToggled({ id: 2 })).expanded).toEqual([]);
    expect(reducer(s, ev.pageChanged({ pageIndex: 2 })).expanded).toEqual([]);
    const failed = run(ev.screenOpened(), ev.pageFailed({ problem: { status: 9999, msg: '故障' } }));
    expect(failed.list).toEqual(expect.objectContaining({ status: 'failed', rows: [], total: 0 }));
  });

  it('sends only the filters that are set, the target as kind and key', () => {
    expect(queryOf(NO_FILTERS, 1, 40)).toEqual({ current: 1, size: 40 });
    expect(queryOf({ actor: 'admin', target: 'document:appearance', action: 'publish', from: '2026-11-01', to: '2026-11-30' }, 2, 10)).toEqual({
      current: 2,
      size: 10,
      kind: 'document',
      key: 'appearance',
      action: 'publish',
      actor: 'admin',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(targetOf('')).toBeNull();
    const s = run(ev.filterChanged({ name: 'actor', value: 'admin' }), ev.searchClicked(), ev.pageSizeChanged({ pageSize: 20 }));
    expect(selectAuditQuery({ auditHistory: s })).toEqual({ current: 1, size: 20, actor: 'admin' });
  });

  it('names targets and their fields by the definitions', () => {
    expect(auditTargets()).toEqual(expect.arrayContaining([{ value: 'document:appearance', title: 'route.appearanceConfig' }]));
    expect(auditTargets().some((o) => o.value === 'collection:shieldWords')).toBe(true);
    expect(targetTitle('document', 'appearance')).toBe('route.appearanceConfig');
    expect(targetTitle('collection', 'nothing')).toBe('nothing');
    expect(targetFields('document', 'appearance').map((f) => f.name)).toContain('footerText');
    expect(targetFields('collection', 'nothing')).toEqual([]);
  });
});
