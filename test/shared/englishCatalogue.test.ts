// Every label of the console in both languages: an English message holds no Chinese (or other
// CJK) text, except where it quotes Chinese on purpose — a value a user must type or will see
// in Chinese data. Each such key is listed with why; a new Chinese word left in an English
// message fails here. Runs in the shared project, on every catalogue: the server's
// (src/shared/i18n/index.ts) and the console's own beside their features (everyCatalogue.ts).
import { CATALOGUE } from './everyCatalogue';

const CJK = /[\u2e80-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff01-\uff60]/;

/** English messages that quote Chinese on purpose, and why. */
const QUOTES_CHINESE: Record<string, string> = {
  'shell.switchLanguage': 'the button that switches to Chinese names the language in Chinese',
  'import.reason.gender': 'the spreadsheet cell must read 男 or 女',
  'import.template.kind.gender': 'the template column takes 男 or 女',
  'generalSettings.dateChinese': 'an example of the Chinese date format it chooses',
  'globalPlatform.icpFilingNumber.pattern': 'an ICP filing number is written in Chinese',
  'globalPlatform.policeFilingNumber.pattern': 'a police filing number is written in Chinese',
};

it('no English message carries Chinese text, but for the listed quotes', () => {
  const offenders = Object.entries(CATALOGUE)
    .filter(([key, [, en]]) => CJK.test(en) && !(key in QUOTES_CHINESE))
    .map(([key, [, en]]) => `${key}: ${en}`);
  expect(offenders).toEqual([]);
});

it('every listed quote still exists and still quotes Chinese (the list holds no stale keys)', () => {
  for (const key of Object.keys(QUOTES_CHINESE)) {
    expect({ key, quotes: key in CATALOGUE && CJK.test(CATALOGUE[key][1]) }).toEqual({ key, quotes: true });
  }
});

it('the check sees Chinese where it is, punctuation included', () => {
  expect(CJK.test('直接拦截')).toBe(true);
  expect(CJK.test('Done，thanks')).toBe(true);
  expect(CJK.test('Replace with ***')).toBe(false);
  expect(CJK.test('Café – “quoted” …')).toBe(false);
});
