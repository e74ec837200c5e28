// How the robot reads a question: one canonical form (full-width to half-width, lower case,
// spoken campus words to the library's words, punctuation and spaces dropped) and its terms:
// Chinese characters one by one plus every pair of neighbours (bigrams), Latin words and
// numbers whole. Bigrams carry most of the meaning, so they weigh more.

/** Spoken or regional forms → the word the library uses; longer forms are replaced first. */
const SYNONYMS: [string, string][] = [
  ['一卡通', '校园卡'],
  ['饭卡', '校园卡'],
  ['校卡', '校园卡'],
  ['学生卡', '校园卡'],
  ['卡片', '卡'],
  ['弄丢', '丢'],
  ['丢失', '丢'],
  ['遗失', '丢'],
  ['不见了', '丢了'],
  ['掉了', '丢了'],
  ['找不到了', '丢了'],
  ['怎么样', '怎么'],
  ['怎样', '怎么'],
  ['如何', '怎么'],
  ['咋', '怎么'],
  ['在哪儿', '在哪里'],
  ['哪儿', '哪里'],
  ['什么地方', '哪里'],
  ['啥时候', '什么时候'],
  ['什么时间', '什么时候'],
  ['几时', '什么时候'],
  ['何时', '什么时候'],
  ['啥', '什么'],
  ['交纳', '缴纳'],
  ['交费', '缴费'],
  ['交学费', '缴学费'],
  ['交电费', '缴电费'],
  ['付费', '缴费'],
  ['寝室', '宿舍'],
  ['宿舍楼', '宿舍'],
  ['课程表', '课表'],
  ['借阅', '借'],
  ['无线网', '校园网'],
  ['wifi', '校园网'],
  ['wi-fi', '校园网'],
  ['复查', '复核'],
  ['查分', '查成绩'],
];
SYNONYMS.sort((a, b) => b[0].length - a[0].length);

/** Characters too common to mean anything alone (they still count inside bigrams). */
const STOP_CHARS = new Set('的了吗呢啊吧呀嘛我你他她它是在有和与及或请问一个这那么要能会该就都也还把被给让从对'.split(''));

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
const WORD = /[a-z0-9]/;

function applySynonyms(text: string): string {
  let out = text;
  for (const [from, to] of SYNONYMS) if (out.includes(from)) out = out.split(from).join(to);
  return out;
}

/** The canonical form: comparable by equality and containment. */
export function canonical(text: string): string {
  const folded = applySynonyms(text.normalize('NFKC').toLowerCase());
  let out = '';
  for (const ch of folded) if (CJK.test(ch) || WORD.test(ch)) out += ch;
  return out;
}

/** The canonical form without the characters too common to mean anything alone: what the
 *  containment boost compares (图书馆的开放时间是什么 contains 图书馆开放时间). */
export const content = (canon: string): string => [...canon].filter((ch) => !STOP_CHARS.has(ch)).join('');

/** The reading units of a canonical text: each Chinese character, each Latin word or number. */
export function units(canon: string): string[] {
  const out: string[] = [];
  let word = '';
  for (const ch of canon) {
    if (WORD.test(ch)) {
      word += ch;
      continue;
    }
    if (word) {
      out.push(word);
      word = '';
    }
    out.push(ch);
  }
  if (word) out.push(word);
  return out;
}

export const BIGRAM_WEIGHT = 2;

/** A term's weight: bigrams are keyed "a|b" and weigh BIGRAM_WEIGHT, single units 1. */
export const weightOf = (term: string): number => (term.includes('|') ? BIGRAM_WEIGHT : 1);

/** Terms with how many times each occurs. */
export function terms(canon: string): Map<string, number> {
  const u = units(canon);
  const out = new Map<string, number>();
  const add = (t: string) => out.set(t, (out.get(t) ?? 0) + 1);
  for (let i = 0; i < u.length; i++) {
    if (!STOP_CHARS.has(u[i])) add(u[i]);
    if (i + 1 < u.length) add(`${u[i]}|${u[i + 1]}`);
  }
  return out;
}
