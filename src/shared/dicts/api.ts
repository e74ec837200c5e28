// The dictionaries' calls (document 000 §7 GET dict/list; document 002 §7 dict/getDict,
// /saveDict; the selects read GET blade-workbench/dict/dictionary?code=) and the rules of a
// saved dictionary, shared by the /dictionaryManage screen and the server's check.
import { PLATFORM, WORKBENCH } from '../protocol/constants';

export const DICT_PATHS = {
  /** GET → DictCode[]: every code of the tenant, with its name and its size */
  list: `${PLATFORM}/dict/list`,
  /** { code } → DictEntry[] in their order */
  getDict: `${PLATFORM}/dict/getDict`,
  /** SaveDictBody → DictEntry[] as saved; 9009 naming `entries.<i>.<field>` */
  saveDict: `${PLATFORM}/dict/saveDict`,
  /** GET ?code= → DictEntry[]: what the dictionary selects read */
  dictionary: `${WORKBENCH}/dict/dictionary`,
} as const;

export const DICT_CODE_MAX = 64;
export const DICT_KEY_MAX = 64;
export const DICT_VALUE_MAX = 100;
export const DICT_ENTRIES_MAX = 500;
export const DICT_SORT_MAX = 999_999;

export interface DictCode {
  code: string;
  /** its localized name, or the code itself */
  name: string;
  size: number;
}

export interface DictEntry {
  dictKey: string;
  dictValue: string;
}

export interface SaveDictEntry extends DictEntry {
  sort: number;
}

export interface SaveDictBody {
  tenantId?: string;
  code: string;
  entries: SaveDictEntry[];
}

export interface DictEntryProblem {
  /** `entries.<index>.<dictKey|dictValue|sort>` */
  field: string;
  /** an i18n key */
  key: string;
  params?: Record<string, string | number>;
}

/** What is wrong with a dictionary's entries (keys and values required and within length, keys
 *  unique, sort a whole number); the console's form and the server check alike. */
export function dictEntryProblems(entries: SaveDictEntry[]): DictEntryProblem[] {
  const problems: DictEntryProblem[] = [];
  const seen = new Set<string>();
  entries.forEach((e, i) => {
    const key = String(e.dictKey ?? '').trim();
    const value = String(e.dictValue ?? '').trim();
    const at = (f: string) => `entries.${i}.${f}`;
    if (!key) problems.push({ field: at('dictKey'), key: 'dictManage.keyRequired' });
    else if ([...key].length > DICT_KEY_MAX) problems.push({ field: at('dictKey'), key: 'dictManage.tooLong', params: { max: DICT_KEY_MAX } });
    else if (seen.has(key)) problems.push({ field: at('dictKey'), key: 'dictManage.keyDuplicate', params: { key } });
    seen.add(key);
    if (!value) problems.push({ field: at('dictValue'), key: 'dictManage.valueRequired' });
    else if ([...value].length > DICT_VALUE_MAX) problems.push({ field: at('dictValue'), key: 'dictManage.tooLong', params: { max: DICT_VALUE_MAX } });
    if (!Number.isInteger(e.sort) || e.sort < 0 || e.sort > DICT_SORT_MAX)
      problems.push({ field: at('sort'), key: 'dictManage.sortInvalid', params: { max: DICT_SORT_MAX } });
  });
  return problems;
}
