// Access tokens and password hashes, below the routes.
import { issueAccessToken, verifyAccessToken } from '../../../src/server/auth/accessToken';
import { hashPassword, verifyPassword } from '../../../src/server/auth/passwords';

describe('access tokens', () => {
  const claims = { sid: 's-1', uid: 7, tid: '000000', exp: 2_000_000 };

  it('verify what they issue until the expiry', () => {
    const token = issueAccessToken('secret', claims);
    expect(verifyAccessToken('secret', token, 1_999_999_000)).toEqual({ ok: true, claims });
    expect(verifyAccessToken('secret', token, 2_000_000_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuse another secret, changed claims and garbage', () => {
    const token = issueAccessToken('secret', claims);
    expect(verifyAccessToken('other', token, 0).ok).toBe(false);
    const [, sig] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ ...claims, tid: '100001' })).toString('base64url')}.${sig}`;
    expect(verifyAccessToken('secret', forged, 0)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyAccessToken('secret', 'garbage', 0).ok).toBe(false);
  });
});

describe('password hashes', () => {
  it('are salted scrypt hashes that verify only the right password', async () => {
    const a = await hashPassword('Campus@2026');
    const b = await hashPassword('Campus@2026');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('Campus@2026', a)).toBe(true);
    expect(await verifyPassword('campus@2026', a)).toBe(false);
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
  });
});
