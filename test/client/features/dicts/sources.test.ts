import { dictionarySource, keyValueSource, stableJson } from '../../../../src/client/features/dicts/sources';
import { toOptions } from '../../../../src/client/features/dicts/toOptions';
import { clearCachedOptions, isFresh, readCachedOptions, writeCachedOptions } from '../../../../src/client/features/dicts/optionsCache';

describe('option sources', () => {
  it('a dictionary is GET dict/dictionary?code with the 300 000 ms / 9 × 100 ms policy', () => {
    expect(dictionarySource('stu_present_state')).toEqual({
      key: 'dict:stu_present_state',
      request: { method: 'GET', url: '/api/blade-workbench/dict/dictionary', params: { code: 'stu_present_state' } },
      fields: { label: 'dictValue', value: 'dictKey' },
      policy: { ttlMs: 300_000, waitTries: 9, waitMs: 100 },
    });
  });

  it('a key-value dropdown uses the 5-minute / 20 × 500 ms policy and a key that ignores parameter order', () => {
    const a = keyValueSource({ url: '/api/x', params: { a: 1, b: 2 } });
    const b = keyValueSource({ url: '/api/x', params: { b: 2, a: 1 } });
    expect(a.key).toBe(b.key);
    expect(a.policy).toEqual({ ttlMs: 300_000, waitTries: 20, waitMs: 500 });
    expect(a.fields).toEqual({ label: 'value', value: 'key' });
    expect(keyValueSource({ url: '/api/x', params: { a: 2 } }).key).not.toBe(a.key);
    expect(keyValueSource({ url: '/api/x', method: 'POST', data: { q: 1 } }).request).toEqual({ method: 'POST', url: '/api/x', data: { q: 1 } });
  });

  it('stableJson sorts object keys at every depth', () => {
    expect(stableJson({ b: [{ d: 1, c: 2 }], a: null })).toBe('{"a":null,"b":[{"c":2,"d":1}]}');
    expect(stableJson(undefined)).toBe('null');
  });
});

describe('toOptions', () => {
  const fields = { label: 'dictValue', value: 'dictKey' };
  it('maps dictionary entries to label and value', () => {
    expect(
      toOptions(
        [
          { dictKey: '1', dictValue: '在读' },
          { dictKey: 2, dictValue: '休学' },
        ],
        fields,
      ),
    ).toEqual([
      { label: '在读', value: '1' },
      { label: '休学', value: 2 },
    ]);
  });
  it('finds the list inside a page object and drops items without a value', () => {
    expect(toOptions({ data: [{ dictKey: null, dictValue: 'x' }, { dictKey: 'k' }] }, fields)).toEqual([{ label: 'k', value: 'k' }]);
    expect(toOptions({ records: [{ dictKey: 'a', dictValue: 'A' }] }, fields)).toEqual([{ label: 'A', value: 'a' }]);
  });
  it('anything else is no options', () => {
    expect(toOptions(null, fields)).toEqual([]);
    expect(toOptions('text', fields)).toEqual([]);
    expect(toOptions([null, 3], fields)).toEqual([]);
  });
});

describe('options cache in session storage', () => {
  beforeEach(() => sessionStorage.clear());

  it('writes and reads a list with when it was fetched', () => {
    writeCachedOptions('dict:a', [{ label: 'A', value: 'a' }], 42);
    expect(readCachedOptions('dict:a')).toEqual({ options: [{ label: 'A', value: 'a' }], savedAt: 42 });
  });
  it('treats garbage as no copy', () => {
    sessionStorage.setItem('console.options.dict:a', '{not json');
    expect(readCachedOptions('dict:a')).toBeNull();
    sessionStorage.setItem('console.options.dict:b', '{"options":3}');
    expect(readCachedOptions('dict:b')).toBeNull();
  });
  it('clears only its own entries', () => {
    writeCachedOptions('dict:a', [], 1);
    sessionStorage.setItem('console.tab.visitLog', 'chart');
    clearCachedOptions();
    expect(readCachedOptions('dict:a')).toBeNull();
    expect(sessionStorage.getItem('console.tab.visitLog')).toBe('chart');
  });
  it('fresh means younger than the ttl', () => {
    expect(isFresh(1000, 1000 + 299_999, 300_000)).toBe(true);
    expect(isFresh(1000, 1000 + 300_000, 300_000)).toBe(false);
    expect(isFresh(5000, 1000, 300_000)).toBe(false);
    expect(isFresh(null, 1000, 300_000)).toBe(false);
  });
});
