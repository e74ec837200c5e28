import { act, renderHook } from '@testing-library/react';
import { readRememberedTab, REMEMBERED_TAB_KEYS, rememberTab, tabStorageKey } from '../../../../src/client/widgets/tabMemory/tabMemory';
import { useRememberedTab } from '../../../../src/client/widgets/tabMemory/useRememberedTab';

describe('per-session tab memory', () => {
  beforeEach(() => sessionStorage.clear());

  it('covers the eight screens of document 002 §2, each starting on the basic page', () => {
    expect(REMEMBERED_TAB_KEYS).toEqual([
      'serviceClassify',
      'serviceOverview',
      'serviceScore',
      'serviceAccessRecord',
      'serviceCollectionStatistics',
      'visitCount',
      'visitLog',
      'waitHandleType',
    ]);
    for (const key of REMEMBERED_TAB_KEYS) expect(readRememberedTab(key)).toBe('basic');
  });

  it('remembers each screen on its own, in session storage', () => {
    rememberTab('serviceScore', 'mechanism');
    rememberTab('visitLog', 'chart');
    expect(readRememberedTab('serviceScore')).toBe('mechanism');
    expect(readRememberedTab('visitLog')).toBe('chart');
    expect(readRememberedTab('visitCount')).toBe('basic');
    expect(sessionStorage.getItem(tabStorageKey('serviceScore'))).toBe('mechanism');
  });

  it('falls back to basic when storage refuses', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
    } as unknown as Storage;
    expect(() => rememberTab('serviceScore', 'x', broken)).not.toThrow();
    expect(readRememberedTab('serviceScore', broken)).toBe('basic');
  });

  it('the hook starts on the remembered tab and remembers a change', () => {
    rememberTab('serviceOverview', 'ranking');
    const { result, unmount } = renderHook(() => useRememberedTab('serviceOverview'));
    expect(result.current[0]).toBe('ranking');
    act(() => result.current[1]('trend'));
    expect(result.current[0]).toBe('trend');
    unmount();
    // coming back to the screen in the same session
    const again = renderHook(() => useRememberedTab('serviceOverview'));
    expect(again.result.current[0]).toBe('trend');
  });

  it('the hook starts on basic for a screen never visited', () => {
    const { result } = renderHook(() => useRememberedTab('waitHandleType'));
    expect(result.current[0]).toBe('basic');
  });
});
