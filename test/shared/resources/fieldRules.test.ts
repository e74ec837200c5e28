// The pure field rules the console and the server share: real dates, colours, the url rule's
// static part, private addresses, and the taxpayer number check.
import { isColor, isPrivateAddress, isRealDate, isRealDateTime, isTaxpayerNumber, urlProblem, usccCheckChar } from '../../../src/shared/resources/fieldRules';

describe('field rules', () => {
  it('takes only real dates and times', () => {
    expect(isRealDate('2024-02-29')).toBe(true);
    expect(isRealDate('2023-02-29')).toBe(false);
    expect(isRealDate('2024-13-01')).toBe(false);
    expect(isRealDate('2024-1-01')).toBe(false);
    expect(isRealDateTime('2024-02-29 23:59:59')).toBe(true);
    expect(isRealDateTime('2024-02-29 24:00:00')).toBe(false);
    expect(isRealDateTime('2024-02-29')).toBe(false);
  });

  it('takes #rrggbb colours only', () => {
    expect(isColor('#1a2B3c')).toBe(true);
    expect(isColor('#abc')).toBe(false);
    expect(isColor('red')).toBe(false);
  });

  it('refuses non-http schemes, credentials, private literals and local names', () => {
    expect(urlProblem('https://www.example.edu.cn/path?q=1')).toBeNull();
    expect(urlProblem('http://8.8.8.8/')).toBeNull();
    expect(urlProblem('javascript:alert(1)')).toBe('fieldRule.url.scheme');
    expect(urlProblem('ftp://example.com/')).toBe('fieldRule.url.scheme');
    expect(urlProblem('http://user:pw@example.com/')).toBe('fieldRule.url.credentials');
    for (const bad of [
      'http://127.0.0.1/',
      'http://10.0.0.1/',
      'http://[::1]/',
      'http://192.168.1.2/',
      'http://172.20.0.1/',
      'http://169.254.169.254/latest',
      'http://[fe80::1]/',
      'http://[fd00::5]/',
      'http://[::ffff:127.0.0.1]/',
      'http://2130706433/',
      'http://0x7f.1/',
      'http://localhost:8080/',
      'http://printer.local/',
      'http://intranet/',
      'http://0.0.0.0/',
    ]) {
      expect({ bad, reason: urlProblem(bad) }).toEqual({ bad, reason: 'fieldRule.url.privateHost' });
    }
    expect(urlProblem('not a url')).toBe('fieldRule.url.invalid');
  });

  it('tells private addresses from public ones', () => {
    expect(isPrivateAddress('100.64.0.1')).toBe(true);
    expect(isPrivateAddress('::ffff:10.1.2.3')).toBe(true);
    expect(isPrivateAddress('2001:db8::1')).toBe(true);
    expect(isPrivateAddress('2400:3200::1')).toBe(false);
    expect(isPrivateAddress('::ffff:8.8.8.8')).toBe(false);
    expect(isPrivateAddress('114.114.114.114')).toBe(false);
  });

  it('checks the unified social credit code character and the legacy lengths', () => {
    expect(usccCheckChar('91350100M000100Y4')).toBe('3');
    expect(isTaxpayerNumber('91350100M000100Y43')).toBe(true);
    expect(isTaxpayerNumber('91350100m000100y43')).toBe(true);
    expect(isTaxpayerNumber('91350100M000100Y44')).toBe(false);
    expect(isTaxpayerNumber('91350100M000100I43')).toBe(false);
    expect(isTaxpayerNumber('330106123456789')).toBe(true);
    expect(isTaxpayerNumber('330106198001011234AB')).toBe(true);
    expect(isTaxpayerNumber('3301061234567')).toBe(false);
    expect(isTaxpayerNumber('33010612345678#')).toBe(false);
  });
});
