// Automatic column matching for the mapping step: first exact header names, then headers
// that match once normalised or through a known synonym (学号 / student number ...), then the
// mapping this tenant used last time for this target. For a file with the same headers as last
// time (`rememberedFirst`) the remembered mapping comes first: the administrator's own choice
// (学号 → 考生号) wins over names. The administrator can change any pair.

export interface SystemField {
  column: string;
  columnName: string;
  /** 1 required, 0 optional (document 000 §3) */
  is_must: 0 | 1;
}

export interface MatchPair {
  column: string;
  /** the chosen file header */
  configure: string;
  how: 'exact' | 'synonym' | 'remembered';
}

/** Lower-case, half-width, no spaces, brackets, stars or punctuation. */
export function normaliseHeader(h: string): string {
  return h
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .toLowerCase()
    .replace(/[\s*＊:：()（）[\]【】_\-./\\'"]/g, '');
}

export function matchColumns(
  fields: SystemField[],
  headers: string[],
  synonyms: Record<string, string[]>,
  remembered: Record<string, string> = {},
  rememberedFirst = false,
): MatchPair[] {
  const pairs: MatchPair[] = [];
  const used = new Set<string>();
  const free = (h: string) => h.trim() !== '' && !used.has(h);
  const take = (column: string, configure: string, how: MatchPair['how']) => {
    used.add(configure);
    pairs.push({ column, configure, how });
  };
  const open = () => fields.filter((f) => !pairs.some((p) => p.column === f.column));

  const takeRemembered = () => {
    for (const f of open()) {
      const h = remembered[f.column];
      if (h && free(h) && headers.includes(h)) take(f.column, h, 'remembered');
    }
  };

  if (rememberedFirst) takeRemembered();
  for (const f of open()) {
    const h = headers.find((x) => free(x) && x.trim() === f.columnName);
    if (h) take(f.column, h, 'exact');
  }
  for (const f of open()) {
    const names = [f.columnName, f.column, ...(synonyms[f.column] ?? [])].map(normaliseHeader);
    const h = headers.find((x) => free(x) && names.includes(normaliseHeader(x)));
    if (h) take(f.column, h, 'synonym');
  }
  if (!rememberedFirst) takeRemembered();
  return pairs;
}

/** The required fields no pair covers (document 000 §5: 请匹配所有系统必填字段). */
export const unmatchedRequired = (fields: SystemField[], pairs: { column: string }[]) =>
  fields.filter((f) => f.is_must === 1 && !pairs.some((p) => p.column === f.column));

/** A target's one-of key (ImportTarget.keyOneOf) when no pair covers any of its fields, else []. */
export const unmatchedKey = (keyOneOf: string[] | undefined, pairs: { column: string }[]): string[] =>
  keyOneOf && !keyOneOf.some((c) => pairs.some((p) => p.column === c)) ? keyOneOf : [];

/** The file's headers no pair reads: their columns will not be imported. */
export const unmappedHeaders = (headers: string[], pairs: { configure: string }[]): string[] => {
  const used = new Set(pairs.map((p) => p.configure));
  return headers.filter((h) => h !== '' && !used.has(h));
};
