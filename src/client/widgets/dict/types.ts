// Where a cached option list stands (features/dicts keeps it; these widgets only show it).
export type OptionsStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** A dictionary entry as the server sends it (document 002 §3). */
export interface DictEntry {
  dictKey: string | number;
  dictValue: string;
}
