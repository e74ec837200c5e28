// Rows of one file that repeat a unique value (a student number, an ID number, a unit code) of an
// earlier row: the later row fails with "duplicates row N". Rows are registered in file order
// whatever happens to them later, so a resumed job, which replays the committed rows through
// here, reaches the same verdicts as an uninterrupted one.
import type { NormalisedRow, RowIssue } from './normaliseRow';

export interface UniqueColumn {
  column: string;
  header: string;
}

export class InFileDuplicates {
  /** one map a unique column, in the order of `unique`: value -> first row number */
  private readonly seen: Map<string, number>[];

  constructor(private readonly unique: UniqueColumn[]) {
    this.seen = unique.map(() => new Map());
  }

  /** The issue when the row repeats an earlier one; otherwise registers its values. */
  check(row: NormalisedRow): RowIssue | null {
    const values = this.unique.map((u) => row.values[u.column]);
    for (let i = 0; i < values.length; i += 1) {
      const v = values[i];
      if (v === null || v === undefined) continue;
      const first = this.seen[i].get(String(v));
      if (first !== undefined) return { column: this.unique[i].header, value: String(v), reason: 'import.reason.duplicateInFile', params: { row: first } };
    }
    for (let i = 0; i < values.length; i += 1) {
      const v = values[i];
      if (v !== null && v !== undefined) this.seen[i].set(String(v), row.n);
    }
    return null;
  }
}
