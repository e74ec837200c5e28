// Where an option list comes from and how it is cached: one serializable description, carried
// in the `dicts/optionsNeeded` action, so the log says exactly which list a widget asked for.
import { OptionsCachePolicy, DICT_CACHE_POLICY, DROPDOWN_CACHE_POLICY } from '../../../shared/domain/ui';
import { WORKBENCH } from '../../../shared/protocol/constants';
import type { RequestOptions } from '../../api/types';

export interface OptionsSource {
  /** names the list: the same key is the same list (also its session-storage entry) */
  key: string;
  /** the call that fetches it */
  request: RequestOptions;
  /** which field of each item is the label and which the value */
  fields: { label: string; value: string };
  policy: OptionsCachePolicy;
}

/** A dictionary of document 002: GET blade-workbench/dict/dictionary?code=…, {dictKey, dictValue}. */
export const dictionarySource = (code: string): OptionsSource => ({
  key: `dict:${code}`,
  request: { method: 'GET', url: `${WORKBENCH}/dict/dictionary`, params: { code } },
  fields: { label: 'dictValue', value: 'dictKey' },
  policy: DICT_CACHE_POLICY,
});

export interface KeyValueSourceInput {
  url: string;
  method?: 'GET' | 'POST';
  params?: Record<string, unknown>;
  data?: unknown;
  /** default { label: 'value', value: 'key' }: a key-value list */
  fields?: { label: string; value: string };
}

/** The key-value dropdown of document 000: any list, 5-minute cache, 20 × 0.5 s wait. */
export function keyValueSource({ url, method = 'GET', params, data, fields = { label: 'value', value: 'key' } }: KeyValueSourceInput): OptionsSource {
  const request: RequestOptions = { method, url, ...(params ? { params } : {}), ...(data !== undefined ? { data } : {}) };
  return {
    key: `kv:${method} ${url} ${stableJson(params ?? null)} ${stableJson(data ?? null)} ${fields.label}/${fields.value}`,
    request,
    fields,
    policy: DROPDOWN_CACHE_POLICY,
  };
}

/** JSON with sorted object keys, so {a, b} and {b, a} name the same list. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    return `{${Object.keys(obj)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson(obj[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
