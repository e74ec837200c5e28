// The sensitive-word search and verdict (src/server/alumni/wordCheck): every occurrence of every
// word, overlapping and nested, as a plain search finds them (random words and texts over a small
// alphabet, so hits abound); ASCII case and full-width forms folded with positions kept; the
// strongest mechanism decides, and MASK words are starred whatever the verdict.
import { buildAutomaton, WordHit } from '../../../src/server/alumni/wordCheck/automaton';
import { buildWordChecker } from '../../../src/server/alumni/wordCheck/verdict';
import { seededRng } from '../../../src/server/db/seed/prng';

/** every occurrence of every word, by a plain search */
function plainSearch(words: string[], text: string): WordHit[] {
  const hits: WordHit[] = [];
  for (let end = 1; end <= text.length; end += 1) {
    words.forEach((w, word) => {
      if (w && end >= w.length && text.slice(end - w.length, end).toLowerCase() === w.toLowerCase()) hits.push({ word, start: end - w.length, end });
    });
  }
  return hits;
}

const key = (h: WordHit) => `${h.end}:${h.start}:${h.word}`;
const sorted = (hits: WordHit[]) => hits.map(key).sort();

it('finds what a plain search finds, over random words and texts', () => {
  const rng = seededRng(7);
  const next = (n: number) => rng.int(0, n - 1);
  const ALPHABET = ['法', '轮', '赌', '博', 'a', 'B'];
  const randomText = (max: number) => Array.from({ length: 1 + next(max) }, () => ALPHABET[next(ALPHABET.length)]).join('');
  for (let round = 0; round < 300; round += 1) {
    const words = Array.from({ length: 1 + next(12) }, () => randomText(4));
    const text = randomText(60);
    expect(sorted(buildAutomaton(words).find(text))).toEqual(sorted(plainSearch(words, text)));
  }
});

it('folds ASCII case and full-width letters and digits, keeping positions', () => {
  const a = buildAutomaton(['vpn', '代开发票', 'qq12']);
  expect(a.find('翻墙用ＶＰＮ和Vpn')).toEqual([
    { word: 0, start: 3, end: 6 },
    { word: 0, start: 7, end: 10 },
  ]);
  expect(a.find('加ＱＱ１２')).toEqual([{ word: 2, start: 1, end: 5 }]);
  expect(a.find('专业代开发票')).toEqual([{ word: 1, start: 2, end: 6 }]);
  expect(a.find('')).toEqual([]);
  expect(buildAutomaton(['', 'x']).size).toBe(1);
});

describe('the verdict', () => {
  const checker = buildWordChecker([
    { word: '代开发票', mechanism: 'BLOCK' },
    { word: '兼职', mechanism: 'REVIEW' },
    { word: '傻瓜', mechanism: 'MASK' },
    { word: '瓜子', mechanism: 'MASK' },
  ]);

  it('passes a clean text unchanged', () => {
    expect(checker.check('周末校友篮球赛，欢迎报名')).toEqual({ action: 'PASS', words: [], text: '周末校友篮球赛，欢迎报名' });
  });

  it('masks each MASK word, overlapping ones too', () => {
    expect(checker.check('别当傻瓜子')).toEqual({
      action: 'MASK',
      words: [
        { word: '傻瓜', mechanism: 'MASK' },
        { word: '瓜子', mechanism: 'MASK' },
      ],
      text: '别当***',
    });
  });

  it('the strongest mechanism decides; masking still applies', () => {
    expect(checker.check('傻瓜才不做兼职')).toMatchObject({ action: 'REVIEW', text: '**才不做兼职' });
    expect(checker.check('兼职代开发票，傻瓜')).toMatchObject({ action: 'BLOCK', text: '兼职代开发票，**' });
  });
});
