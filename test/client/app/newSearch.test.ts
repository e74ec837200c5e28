// Clearing the stored new-search parameters: which keys go, and when.
import { createMemoryRouter } from 'react-router-dom';
import './domPolyfills';
import { clearNewSearchOnNavigation, clearNewSearchParams } from '../../../src/client/app/newSearch';

beforeEach(() => sessionStorage.clear());

describe('new-search parameters', () => {
  it("removes 'newSearchParams' and every key starting with 'newSearch', nothing else", () => {
    sessionStorage.setItem('newSearchParams', '{}');
    sessionStorage.setItem('newSearch_userManage', '{}');
    sessionStorage.setItem('campus-dict-x', '[]');
    clearNewSearchParams();
    expect(Object.keys(sessionStorage)).toEqual(['campus-dict-x']);
  });

  it('clears on every navigation, before the new location renders', async () => {
    const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: ['/a'] });
    const seenByRouter: Array<string | null> = [];
    const stop = clearNewSearchOnNavigation(router);
    // subscribed after the clearer, like the RouterProvider: it must already see the storage empty
    router.subscribe(() => seenByRouter.push(sessionStorage.getItem('newSearchParams')));
    for (const to of ['/b', '/c', '/b']) {
      sessionStorage.setItem('newSearchParams', to);
      await router.navigate(to);
    }
    expect(seenByRouter.length).toBeGreaterThanOrEqual(3);
    expect(seenByRouter.every((v) => v === null)).toBe(true);
    stop();
    sessionStorage.setItem('newSearchParams', 'kept');
    await router.navigate('/d');
    expect(sessionStorage.getItem('newSearchParams')).toBe('kept');
  });
});
