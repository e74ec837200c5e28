import { nodeCrypto } from '../../src/server/crypto';
import { pureCrypto, requestSignature, responseSignature } from '../../src/shared/protocol';

describe('node:crypto signing primitives', () => {
  const texts = ['', 'abc', '敏感词 😀', 'x'.repeat(1000), JSON.stringify({ data: '0000000004YWJj' })];

  it.each(texts.map((t) => [t.slice(0, 20), t]))('sha256Hex equals the shared pure one: %s', (_label, text) => {
    expect(nodeCrypto.sha256Hex(text)).toBe(pureCrypto.sha256Hex(text));
  });

  it('hmacBase64Url equals the shared pure one, for short and long keys', () => {
    for (const key of ['k', 'signing-key-of-a-session', 'K'.repeat(100)]) {
      for (const text of texts) expect(nodeCrypto.hmacBase64Url(key, text)).toBe(pureCrypto.hmacBase64Url(key, text));
    }
  });

  it('request and response signatures agree between the two', () => {
    const input = { method: 'POST', path: '/api/x?a=1,b', t: 1_700_000_000_000, id: '2b7e1516-28ae-4d2a-a6ab-f7158809cf4f', body: '{"data":"x"}' };
    expect(requestSignature('key', input, nodeCrypto)).toBe(requestSignature('key', input, pureCrypto));
    expect(responseSignature('key', input.id, input.t, 'body', nodeCrypto)).toBe(responseSignature('key', input.id, input.t, 'body', pureCrypto));
  });
});
