// How hard a new password is to guess (issue 33), checked by the server after the shared rule
// (src/shared/auth/password.ts) for a password change and the first administrator's
// ADMIN_PASSWORD: zxcvbn-ts with its common and English dictionaries and keyboard graphs, plus
// the pinyin words and names Chinese users build passwords from, and the account and the school
// as the user's own words. Below MIN_PASSWORD_SCORE (of 0–4) the password is refused with the
// estimator's reason in the caller's language (password.weak.*: `Password1`, `P@ssw0rd`,
// `Aa123456`, `Qwerty123` and `woaini1314A` all fall here). The console does not carry the
// dictionaries (~1.5 MB): it shows the server's reason.
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import type { PasswordProblem } from '../../shared/auth/password';
import { hasMessage } from '../../shared/i18n';

/** zxcvbn's score a new password must reach: 3, "safely unguessable" (≥ 10^8 guesses) */
export const MIN_PASSWORD_SCORE = 3;

/** Pinyin a Chinese password is often made of: endearments, lucky words, places, common surnames and given names. */
export const PINYIN_WORDS: readonly string[] = [
  'woaini',
  'woaiwojia',
  'aini',
  'iloveyou',
  'laopo',
  'laogong',
  'baobei',
  'qinai',
  'xingfu',
  'kuaile',
  'pingan',
  'facai',
  'zhongguo',
  'beijing',
  'shanghai',
  'guangzhou',
  'shenzhen',
  'hangzhou',
  'nanjing',
  'wuhan',
  'chengdu',
  'tianjin',
  'xian',
  'daxue',
  'xuexiao',
  'xuesheng',
  'laoshi',
  'jiaoshi',
  'xiaozhang',
  'mima',
  'zhanghao',
  'guanliyuan',
  'yonghu',
  'ceshi',
  'wang',
  'li',
  'zhang',
  'liu',
  'chen',
  'yang',
  'huang',
  'zhao',
  'zhou',
  'wu',
  'xu',
  'sun',
  'hu',
  'zhu',
  'gao',
  'lin',
  'he',
  'guo',
  'ma',
  'luo',
  'liang',
  'song',
  'zheng',
  'xie',
  'han',
  'tang',
  'feng',
  'yu',
  'dong',
  'xiao',
  'cheng',
  'cao',
  'yuan',
  'deng',
  'fu',
  'shen',
  'zeng',
  'peng',
  'lu',
  'su',
  'jiang',
  'cai',
  'jia',
  'ding',
  'wei',
  'xue',
  'ye',
  'yan',
  'jie',
  'tao',
  'ming',
  'jun',
  'yong',
  'qiang',
  'lei',
  'hua',
  'ping',
  'gang',
  'hui',
  'jing',
  'ling',
  'na',
  'xiaoming',
  'xiaohong',
  'xiaoli',
  'xiaoyu',
  'haha',
  'hehe',
  'aaa',
  'qwe',
  'asd',
  'zxc',
  'qaz',
  'wsx',
  'woshi',
  'nihao',
];

let factory: Promise<ZxcvbnFactory> | undefined;
/** loaded and built at the first check (~5 MB of dictionaries, ranked then): a server that
 *  changes no password never loads them */
const estimator = (): Promise<ZxcvbnFactory> =>
  (factory ??= (async () => {
    const [{ ZxcvbnFactory }, { adjacencyGraphs, dictionary: common }, { dictionary: english }] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    return new ZxcvbnFactory({
      graphs: adjacencyGraphs,
      dictionary: { ...common, ...english, pinyin: [...PINYIN_WORDS] },
      // the near-miss search (Levenshtein) costs 100–500 ms a check and refused none of the weak
      // passwords above that the dictionaries with their l33t and case variants did not
      useLevenshteinDistance: false,
    });
  })());

export interface StrengthContext {
  account: string;
  /** the school's id and name: words of the user's own */
  tenantId?: string;
  tenantName?: string;
}

/** Why the password is too easy to guess, or null when it is strong enough. */
export async function strengthProblem(password: string, context: StrengthContext): Promise<PasswordProblem | null> {
  const own = [context.account, context.tenantId, context.tenantName].filter((w): w is string => Boolean(w && w.trim()));
  const result = (await estimator()).check(password, own);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const specific = result.feedback.warning ? `password.weak.${result.feedback.warning}` : null;
  return { key: specific && hasMessage(specific) ? specific : 'password.weak', params: { score: result.score, min: MIN_PASSWORD_SCORE } };
}
