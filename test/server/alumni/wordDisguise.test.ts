// The sensitive-word search sees through disguises (issue 33): each case of the attack run, then a
// property-based test (fast-check) that for any blocked word and any disguise from the families
// the search folds (invisible characters, soft hyphens, separators between letters, case, full
// width, confusable letters of other scripts, traditional Chinese), the verdict is the plain
// word's. Masking stars the original characters where they stand.
import fc from 'fast-check';
import { Converter } from 'opencc-js/cn2t';
import { buildWordChecker, CheckedWord } from '../../../src/server/alumni/wordCheck/verdict';
import { readForSearch } from '../../../src/server/alumni/wordCheck/normalise';

const WORDS: CheckedWord[] = [
  { word: 'Badword', mechanism: 'BLOCK' },
  { word: '赌博网站', mechanism: 'BLOCK' },
  { word: 'cheapessay', mechanism: 'REVIEW' },
  { word: '代写论文', mechanism: 'REVIEW' },
  { word: 'spam', mechanism: 'MASK' },
];
const checker = buildWordChecker(WORDS);
const verdictOf = (text: string) => checker.check(text).action;

describe('the disguises of the attack run', () => {
  it.each([
    ['a zero-width space', 'b\u200badword'],
    ['a soft hyphen', 'bad\u00adword'],
    ['a zero-width joiner', '赌\u200d博网站'],
    ['spaces between the letters', 'b a d w o r d'],
    ['hyphens between the letters', 'b-a-d-w-o-r-d'],
    ['a Cyrillic а', 'b\u0430dword'],
    ['traditional Chinese', '賭博網站'],
    ['full-width letters', 'Ｂａｄｗｏｒｄ'],
    ['a variation selector', '赌\ufe0f博网站'],
    ['dots between the characters', '赌.博.网.站'],
  ])('%s: BLOCK', (_label, text) => {
    expect(verdictOf(`看看这个 ${text} 吧`)).toBe('BLOCK');
  });

  it('leaves plain text alone', () => {
    expect(verdictOf('今天校园里阳光很好 a good word')).toBe('PASS');
  });

  it('stars a masked word on its original characters, its disguise included', () => {
    expect(checker.check('xx s\u200bpam yy').text).toBe('xx ***** yy');
    expect(checker.check('前 Ｓｐａｍ 后').text).toBe('前 **** 后');
    expect(checker.check('a s-p-a-m!').text).toBe('a *******!');
  });

  it('maps every unit it reads back to the original', () => {
    const read = readForSearch('ﬁ 賭\u200b博');
    expect(read.text).toBe('fi赌博');
    expect([...read.from]).toEqual([0, 0, 2, 4]);
    expect([...read.to]).toEqual([1, 1, 3, 5]);
  });
});

const toTraditional = Converter({ from: 'cn', to: 't' });
/** Latin letters and look-alikes of other scripts (Cyrillic, Greek) */
const LOOKALIKES: Record<string, string[]> = {
  a: ['\u0430', '\u0251'],
  c: ['\u0441', '\u03f2'],
  e: ['\u0435'],
  o: ['\u043e', '\u03bf', '0'],
  p: ['\u0440', '\u03c1'],
  s: ['\u0455'],
  y: ['\u0443'],
  d: ['\u0501'],
  w: ['\u051d'],
  r: ['\u0433'],
};
const INVISIBLE = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad', '\ufe0f'];
const SEPARATORS = [' ', '-', '.', '_', '·', '\u3000', '、', '/'];

type Disguise = (word: string, pick: (n: number) => number) => string;
const perChar = (word: string, f: (ch: string, i: number) => string) => [...word].map(f).join('');
const DISGUISES: Record<string, Disguise> = {
  invisible: (w, pick) => perChar(w, (ch, i) => (i > 0 && pick(2) ? INVISIBLE[pick(INVISIBLE.length)] : '') + ch),
  separated: (w, pick) => perChar(w, (ch, i) => (i > 0 ? SEPARATORS[pick(SEPARATORS.length)] : '') + ch),
  case: (w, pick) => perChar(w, (ch) => (pick(2) ? ch.toUpperCase() : ch.toLowerCase())),
  fullWidth: (w, pick) => perChar(w, (ch) => (/[!-~]/.test(ch) && pick(2) ? String.fromCharCode(ch.charCodeAt(0) + 0xfee0) : ch)),
  lookalike: (w, pick) =>
    perChar(w, (ch) => (LOOKALIKES[ch.toLowerCase()] && pick(2) ? LOOKALIKES[ch.toLowerCase()][pick(LOOKALIKES[ch.toLowerCase()].length)] : ch)),
  traditional: (w) => toTraditional(w),
};

it('for any blocked word and any mix of disguises, the verdict is the plain word’s', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...WORDS),
      fc.subarray(Object.keys(DISGUISES), { minLength: 1 }),
      fc.infiniteStream(fc.nat()),
      fc.constantFrom('', '今天', 'hello ', '【转】'),
      (entry, families, numbers, before) => {
        const pick = (n: number) => numbers.next().value % n;
        const disguised = families.reduce((w, family) => DISGUISES[family](w, pick), entry.word);
        const plain = verdictOf(`${before}${entry.word}。`);
        expect(plain).toBe(entry.mechanism === 'MASK' ? 'MASK' : entry.mechanism);
        expect(verdictOf(`${before}${disguised}。`)).toBe(plain);
      },
    ),
    { numRuns: 2000 },
  );
});
