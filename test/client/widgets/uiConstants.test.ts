import {
  ANTI_DOUBLE_CLICK_MS,
  DIALOG_WIDTH,
  DICT_CACHE_POLICY,
  DROPDOWN_CACHE_POLICY,
  REMOTE_SEARCH_PAGE_INDEX,
  REMOTE_SEARCH_PAGE_SIZE,
} from '../../../src/shared/domain/ui';

// The widget numbers exactly as documents 000, 001 and 002 state them.
describe('widget constants', () => {
  it('match the documents', () => {
    expect(ANTI_DOUBLE_CLICK_MS).toBe(800);
    expect(DICT_CACHE_POLICY).toEqual({ ttlMs: 300_000, waitTries: 9, waitMs: 100 });
    expect(DROPDOWN_CACHE_POLICY).toEqual({ ttlMs: 300_000, waitTries: 20, waitMs: 500 });
    expect([REMOTE_SEARCH_PAGE_INDEX, REMOTE_SEARCH_PAGE_SIZE]).toEqual([1, 40]);
    expect(Object.values(DIALOG_WIDTH).sort()).toEqual([380, 592, 613, 932, 940]);
  });
});
