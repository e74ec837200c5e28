// The shared password rule (src/shared/auth/password.ts), as the console and the server use it.
import { passwordKinds, passwordProblem } from '../../../src/shared/auth/password';
import { translate } from '../../../src/shared/i18n';

const check = (password: string, current?: string) => passwordProblem(password, { account: 'admin', current })?.key ?? null;

describe('the password rule', () => {
  it('accepts 8 characters of three kinds', () => {
    expect(check('Harbour-Lamp-42')).toBeNull();
    expect(check('abcDEF12')).toBeNull();
    expect(check('abc12!@#')).toBeNull();
    expect(check('校园服务Ab12')).toBeNull();
  });

  it('refuses short, long and simple passwords', () => {
    expect(check('')).toBe('password.newRequired');
    expect(check('Ab1!xyz')).toBe('password.tooShort');
    expect(check(`Ab1!${'x'.repeat(125)}`)).toBe('password.tooLong');
    expect(check('abcdefgh12')).toBe('password.tooSimple');
    expect(check('ABCDEFGH!!')).toBe('password.tooSimple');
    expect(passwordKinds('aB1!')).toBe(4);
    expect(passwordKinds('aaaa')).toBe(1);
  });

  it('refuses the account, the published demo password and the current one', () => {
    expect(check('MyAdmin-2026')).toBe('password.containsAccount');
    expect(passwordProblem('Xy', { account: 'Xy' })?.key).toBe('password.tooShort');
    expect(passwordProblem('Ab1!Ab1!', { account: 'ab' })).toBeNull();
    expect(check('Campus@2026')).toBe('password.published');
    expect(check('CAMPUS@2026')).toBe('password.published');
    expect(check('Harbour-Lamp-42', 'Harbour-Lamp-42')).toBe('password.sameAsCurrent');
  });

  it('has a message in both languages for every reason', () => {
    for (const password of ['', 'a', `Ab1!${'x'.repeat(200)}`, 'abcdefgh1', 'xAdmin-1234', 'Campus@2026']) {
      const p = passwordProblem(password, { account: 'admin' })!;
      expect(translate('zh-CN', p.key, p.params)).not.toBe(p.key);
      expect(translate('en', p.key, p.params)).not.toMatch(/[{}]/);
    }
  });
});
