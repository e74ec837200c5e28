// The read of a cached option list (src/client/features/dicts): a dictionary or any key-value
// list call, as its source describes the request (sources.ts); and the dictionaries' own calls
// of /dictionaryManage (src/shared/dicts/api.ts).
import { DICT_PATHS, DictCode, DictEntry, SaveDictEntry } from '../../shared/dicts/api';
import type { Envelope } from '../../shared/protocol';
import type { Api, RequestOptions } from './types';

export const readOptionList = (api: Api, request: RequestOptions): Promise<Envelope<unknown>> => api.request<unknown>(request);

/** GET dict/list (document 000 §7): every dictionary code of the tenant. */
export const fetchDictCodes = (api: Api): Promise<Envelope<DictCode[]>> => api.request<DictCode[]>({ method: 'GET', url: DICT_PATHS.list });

/** POST dict/getDict (document 002 §7): one dictionary's entries in their order. */
export const fetchDictEntries = (api: Api, code: string): Promise<Envelope<DictEntry[]>> =>
  api.request<DictEntry[]>({ method: 'POST', url: DICT_PATHS.getDict, data: { code } });

/** POST dict/saveDict (document 002 §7): one dictionary's entries replaced; 9009 naming entries.<i>.<field>. */
export const saveDictEntries = (api: Api, code: string, entries: SaveDictEntry[]): Promise<Envelope<DictEntry[]>> =>
  api.request<DictEntry[]>({ method: 'POST', url: DICT_PATHS.saveDict, data: { code, entries } });
