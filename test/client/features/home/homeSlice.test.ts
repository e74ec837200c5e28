// The home slice: answers only land on a part that is loading (and on the tenant asked for);
// a sign-out forgets the counts.
import home, * as ev from '../../../../src/client/features/home/homeSlice';
import { selectAttentionItems, selectAttentionTotal, selectPlatformVersions } from '../../../../src/client/features/home/selectors';
import { initialHomeState } from '../../../../src/client/features/home/state';
import { signedOut } from '../../../../src/client/features/session';
import { attention, latest } from './fixtures';

const run = (...actions: { type: string }[]) => actions.reduce((s, a) => home(s, a as never), initialHomeState);

describe('home slice', () => {
  it('takes the counts it asked for, not an answer nobody waits for', () => {
    expect(run(ev.attentionLoaded({ attention: attention() })).attention.status).toBe('idle');
    const s = run(ev.attentionRequested(), ev.attentionLoaded({ attention: attention() }));
    expect(s.attention.status).toBe('loaded');
    expect(
      run(ev.attentionRequested(), ev.attentionLoaded({ attention: attention() }), ev.attentionFailed({ problem: { status: 9999, msg: 'x' } })).attention
        .status,
    ).toBe('loaded');
  });

  it('keeps the old counts on screen while a refresh runs', () => {
    const s = run(ev.attentionRequested(), ev.attentionLoaded({ attention: attention() }), ev.attentionRequested());
    expect(s.attention.status).toBe('loading');
    expect(s.attention.data).not.toBeNull();
  });

  it('ignores the versions of another tenant than the one asked for', () => {
    const s = run(ev.downloadRequested({ tenantCode: 'A', baseURL: '' }), ev.downloadLoaded({ tenantCode: 'B', latest: latest('B') }));
    expect(s.download.status).toBe('loading');
    expect(
      run(ev.downloadRequested({ tenantCode: 'A', baseURL: '' }), ev.downloadLoaded({ tenantCode: 'A', latest: latest('A') })).download.data?.tenant.code,
    ).toBe('A');
  });

  it('forgets the counts on sign-out', () => {
    const s = run(ev.attentionRequested(), ev.attentionLoaded({ attention: attention() }), signedOut({ reason: 'user' } as never));
    expect(s.attention).toEqual(initialHomeState.attention);
  });

  it('lists items with something to deal with first, totals them, and orders the platforms', () => {
    const state = {
      home: run(
        ev.attentionRequested(),
        ev.attentionLoaded({ attention: attention() }),
        ev.downloadRequested({ tenantCode: 'A', baseURL: '' }),
        ev.downloadLoaded({ tenantCode: 'A', latest: latest('A') }),
      ),
    };
    expect(
      selectAttentionItems(state)
        .map((i) => i.key)
        .slice(0, 3),
    ).toEqual(['importsFailed', 'exportsRunning', 'servicesOffShelf']);
    expect(selectAttentionTotal(state)).toBe(12);
    expect(selectPlatformVersions(state).map((p) => [p.platform, p.version?.version ?? null])).toEqual([
      ['android', '3.2.0'],
      ['ios', '3.1.0'],
      ['harmony', null],
    ]);
    // before the slice is mounted the selectors read its initial state
    expect(selectAttentionItems({})).toEqual([]);
  });
});
