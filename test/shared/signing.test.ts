import { createHash, createHmac } from 'node:crypto';
import {
  formatResponseSignHeader,
  formatSignHeader,
  parseResponseSignHeader,
  parseSignHeader,
  requestSignature,
  responseSignature,
  sameSignature,
  UNSIGNED_PAYLOAD,
  uuidV4,
} from '../../src/shared/protocol/signing';
import { unwrapText, wrap } from '../../src/shared/protocol/codec';

const KEY = 'session-key-0123456789';
const input = {
  method: 'post',
  path: '/api/blade-platform/x/list?a=1,2&b=%E4%B8%AD',
  t: 1_763_700_000_000,
  id: '9b2f6c1e-3a4d-4e5f-8a9b-0c1d2e3f4a5b',
  body: '{"data":"0000000004YWJj"}',
};

describe('request signing', () => {
  it('signs METHOD \\n path \\n t \\n id \\n sha256hex(body) with HMAC-SHA256, base64url', () => {
    const text = ['POST', input.path, String(input.t), input.id, createHash('sha256').update(input.body).digest('hex')].join('\n');
    expect(requestSignature(KEY, input)).toBe(createHmac('sha256', KEY).update(text).digest('base64url'));
  });

  it('signs multipart bodies as UNSIGNED-PAYLOAD', () => {
    const text = ['POST', input.path, String(input.t), input.id, UNSIGNED_PAYLOAD].join('\n');
    expect(requestSignature(KEY, { ...input, body: UNSIGNED_PAYLOAD })).toBe(createHmac('sha256', KEY).update(text).digest('base64url'));
  });

  it('formats and parses the X-Sign header, commas in the path included', () => {
    const parsed = parseSignHeader(formatSignHeader(KEY, input));
    expect(parsed).toEqual({ t: input.t, id: input.id, path: input.path, sig: requestSignature(KEY, input) });
  });

  it('changes when any part changes', () => {
    const base = requestSignature(KEY, input);
    expect(requestSignature(KEY, { ...input, body: input.body.replace('J', 'K') })).not.toBe(base);
    expect(requestSignature(KEY, { ...input, t: input.t + 1 })).not.toBe(base);
    expect(requestSignature(KEY, { ...input, path: '/api/other' })).not.toBe(base);
    expect(requestSignature(`${KEY}x`, input)).not.toBe(base);
  });

  it.each([undefined, '', 'garbage', 't=1,id=x,path=/,sig=abc', `t=1,id=${input.id},path=/`])('refuses header %p', (h) => {
    expect(parseSignHeader(h)).toBeNull();
  });
});

describe('response signing', () => {
  it('signs id \\n t \\n sha256hex(body) and round-trips through its header', () => {
    const body = '{"status":1000,"msg":"","result":"0000000004bnVsbA=="}';
    const header = formatResponseSignHeader(KEY, input.id, 42, body);
    const parsed = parseResponseSignHeader(header)!;
    expect(parsed.id).toBe(input.id);
    const expected = createHmac('sha256', KEY)
      .update(`${input.id}\n42\n${createHash('sha256').update(body).digest('hex')}`)
      .digest('base64url');
    expect(parsed.sig).toBe(expected);
    expect(sameSignature(parsed.sig, responseSignature(KEY, input.id, 42, body))).toBe(true);
    expect(sameSignature(parsed.sig, responseSignature(KEY, input.id, 42, `${body} `))).toBe(false);
  });
});

describe('uuidV4', () => {
  it('makes distinct version-4 ids', () => {
    const ids = new Set(Array.from({ length: 200 }, uuidV4));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('codec vectors by text length (0, 99, 100, 101, 200 characters, emoji)', () => {
  it.each([0, 99, 100, 101, 200])('%i ASCII characters', (n) => {
    const text = 'q'.repeat(n);
    expect(unwrapText(wrap(text))).toBe(text);
  });
  it('emoji and CJK of several lengths', () => {
    for (const n of [1, 33, 34, 99, 100, 101]) {
      const text = '😀中'.repeat(n);
      expect(unwrapText(wrap(text))).toBe(text);
    }
  });
});
