// Turns the sheet's rows into normalised rows for a job: finds the header row, maps the chosen
// headers to cell positions (a Map, never header text as an object key), normalises each data
// row and flags rows repeating an earlier one.
import type { ImportTarget } from '../../../shared/imports';
import type { SheetRow } from '../../spreadsheet/protocol';
import { checkHeaders } from '../headers';
import { refuse } from '../../refusal';
import type { JobParams } from '../tables';
import { InFileDuplicates } from './inFileDuplicates';
import type { JobLookups } from './lookups';
import { MappedField, NormalisedRow, normaliseRow } from './normaliseRow';
import type { TargetStorage } from './storage';

export class SheetRowReader {
  private mapped: MappedField[] | null = null;
  private duplicates: InFileDuplicates | null = null;
  /** stored column -> the header it is read from */
  readonly headerOf = new Map<string, string>();

  constructor(
    private readonly target: ImportTarget,
    private readonly storage: TargetStorage,
    private readonly params: JobParams,
    private readonly lookups: JobLookups,
  ) {}

  private readHeader(cells: string[]): void {
    const headers = checkHeaders(cells);
    const position = new Map(headers.map((h, i) => [h, i]));
    this.mapped = this.params.mapping.map((p) => {
      const field = this.target.fields.find((f) => f.column === p.column);
      const index = position.get(p.configure);
      if (!field || index === undefined) return refuse('import.refused.unknownColumn', { name: p.configure });
      this.headerOf.set(this.storage.fields.get(field.column)!.column, p.configure);
      return { field, index, header: p.configure };
    });
    this.duplicates = new InFileDuplicates(this.keyColumns(this.storage.uniqueFields));
  }

  /** A target keyed by any one of several identifiers: the row must carry one of those mapped. */
  private checkKey(row: NormalisedRow): void {
    const keyOneOf = this.target.keyOneOf;
    if (!keyOneOf) return;
    const key = this.keyColumns(keyOneOf);
    if (key.some((k) => row.values[k.column] !== null && row.values[k.column] !== undefined)) return;
    const names = key.map((k) => k.header).join('、');
    row.issues.push({ column: names, value: '', reason: 'import.reason.noKey', params: { names } });
  }

  /** The given fields' columns that the mapping reads, with their headers. */
  keyColumns(fields: string[]): { column: string; header: string }[] {
    return fields
      .map((f) => this.storage.fields.get(f)!.column)
      .filter((c) => this.headerOf.has(c))
      .map((column) => ({ column, header: this.headerOf.get(column)! }));
  }

  /** The data row normalised, or null for rows at or above the header row. */
  read(row: SheetRow): NormalisedRow | null {
    const headerLine = this.params.headerLine;
    if (row.n < headerLine) return null;
    if (row.n === headerLine) {
      this.readHeader(row.cells);
      return null;
    }
    // the header row was blank: the reader never gave it
    if (!this.mapped) refuse('import.refused.emptyHeader', { column: 'A' });
    const out = normaliseRow(row.n, row.cells, this.mapped!, this.storage, this.lookups, row.numeric);
    if (out.issues.length === 0) this.checkKey(out);
    if (out.issues.length === 0) {
      const repeated = this.duplicates!.check(out);
      if (repeated) out.issues.push(repeated);
    }
    return out;
  }
}
