// Clearing the stored new-search parameters: which keys go (when: routerListener.test.ts).
import './domPolyfills';
import { clearNewSearchParams } from '../../../src/client/app/newSearch';

beforeEach(() => sessionStorage.clear());

describe('new-search parameters', () => {
  it("removes 'newSearchParams' and every key starting with 'newSearch', nothing else", () => {
    sessionStorage.setItem('newSearchParams', '{}');
    sessionStorage.setItem('newSearch_userManage', '{}');
    sessionStorage.setItem('campus-dict-x', '[]');
    clearNewSearchParams();
    expect(Object.keys(sessionStorage)).toEqual(['campus-dict-x']);
  });
});
