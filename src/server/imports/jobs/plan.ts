// What happens to each row of a batch, decided against the stored records it collides with:
// - a row matching one record by the chosen check fields is updated (rule 1) or skipped (rule 2);
// - a row whose unique values (check fields or not) belong to another record fails, as does one
//   matching two records at once, a unit of another type, or a unit moved under itself;
// - any other row is inserted.
// An update writes only the columns whose values differ; a row equal to its record counts as
// updated but costs no write, so repeating an import changes nothing.
import type { DuplicateRule } from '../../../shared/imports';
import type { ExistingRecord } from './existing';
import type { JobLookups } from './lookups';
import type { NormalisedRow, RowIssue, StoredValue } from './normaliseRow';

export interface KeyColumn {
  column: string;
  /** the file header it was read from (for the error report) */
  header: string;
}

export interface PlanOptions {
  rule: DuplicateRule;
  /** check fields' columns: what makes a row "the same" as a stored record */
  check: KeyColumn[];
  /** every unique column the target writes */
  unique: KeyColumn[];
  /** basic-information handling 2: the stored name stays */
  keepName: boolean;
  /** org imports: the type every matched unit must have, and the units for the move check */
  orgType?: number;
  lookups?: JobLookups;
  /** stored column -> the file header it came from */
  headerOf: (column: string) => string;
}

export interface PlannedUpdate {
  row: NormalisedRow;
  record: ExistingRecord;
  /** column -> new value, only the ones that differ */
  changes: Record<string, StoredValue>;
}

export interface BatchPlan {
  inserts: NormalisedRow[];
  updates: PlannedUpdate[];
  /** matched rows equal to their records (rule 1): counted as updated, nothing written */
  unchanged: NormalisedRow[];
  skipped: NormalisedRow[];
  failed: { row: NormalisedRow; issue: RowIssue }[];
}

type Index = Map<string, Map<string, ExistingRecord>>;

function indexRecords(records: ExistingRecord[], unique: KeyColumn[]): Index {
  const index: Index = new Map();
  for (const u of unique) {
    const byValue = new Map<string, ExistingRecord>();
    for (const r of records) {
      const v = r.values[u.column];
      if (v !== null && v !== undefined) byValue.set(String(v), r);
    }
    index.set(u.column, byValue);
  }
  return index;
}

const lookup = (index: Index, row: NormalisedRow, key: KeyColumn) => {
  const v = row.values[key.column];
  return v === null || v === undefined ? undefined : index.get(key.column)?.get(String(v));
};

function changesOf(row: NormalisedRow, record: ExistingRecord, keepName: boolean): Record<string, StoredValue> {
  const changes: Record<string, StoredValue> = Object.create(null);
  for (const [column, value] of Object.entries(row.values)) {
    if (value === null || (keepName && column === 'name')) continue;
    if (record.values[column] !== value) changes[column] = value;
  }
  return changes;
}

function movedUnderItself(update: PlannedUpdate, lookups: JobLookups | undefined): boolean {
  const parentId = update.changes.parent_id;
  if (typeof parentId !== 'number' || !update.record.path) return false;
  if (parentId === update.record.id) return true;
  const parent = lookups?.unitsById.get(parentId);
  return !!parent && parent.path.startsWith(update.record.path);
}

export function planBatch(rows: NormalisedRow[], records: ExistingRecord[], o: PlanOptions): BatchPlan {
  const plan: BatchPlan = { inserts: [], updates: [], unchanged: [], skipped: [], failed: [] };
  const index = indexRecords(records, o.unique);
  const fail = (row: NormalisedRow, issue: RowIssue) => plan.failed.push({ row, issue });
  for (const row of rows) {
    const matched = new Map<number, ExistingRecord>();
    for (const key of o.check) {
      const r = lookup(index, row, key);
      if (r) matched.set(r.id, r);
    }
    if (matched.size > 1) {
      fail(row, { column: o.check.map((k) => k.header).join('、'), value: '', reason: 'import.reason.matchesSeveral' });
      continue;
    }
    const record = matched.values().next().value as ExistingRecord | undefined;
    // a unique value held by a record other than the one this row is
    const clash = o.unique.find((key) => {
      const r = lookup(index, row, key);
      return r !== undefined && r.id !== record?.id;
    });
    if (clash) {
      fail(row, { column: clash.header, value: String(row.values[clash.column]), reason: 'import.reason.duplicateInSystem', params: { field: clash.header } });
      continue;
    }
    if (!record) {
      plan.inserts.push(row);
      continue;
    }
    if (o.orgType !== undefined && record.type !== o.orgType) {
      const key = o.check[0];
      fail(row, { column: key.header, value: String(row.values[key.column]), reason: 'import.reason.duplicateInSystem', params: { field: key.header } });
      continue;
    }
    if (o.rule === 2) {
      plan.skipped.push(row);
      continue;
    }
    const update: PlannedUpdate = { row, record, changes: changesOf(row, record, o.keepName) };
    if (movedUnderItself(update, o.lookups)) {
      fail(row, { column: o.headerOf('parent_id'), value: row.raw.parent_id ?? '', reason: 'import.reason.orgCycle' });
      continue;
    }
    if (Object.keys(update.changes).length === 0) plan.unchanged.push(row);
    else plan.updates.push(update);
  }
  return plan;
}
