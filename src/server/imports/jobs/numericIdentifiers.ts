// Identifiers that the file held as numbers (SheetRow.numeric): a spreadsheet program that typed
// the column as numbers has already damaged them. An ID number keeps only 15 significant digits,
// so its last digits are invented: always refused, with a reason that names the numeric cell
// rather than "check digit wrong". Student, exam, work numbers, accounts and unit codes lose
// their leading zeros: refused where shorter than the tenant's stored ones of that kind (same
// identity, or the same unit type; when it has none, the whole tenant's), or past 15 digits;
// otherwise stored as read (a number cell never adds characters: a longer one lost nothing). Every one of them, stored or refused, is counted per column
// (the job's numeric_cells), so the dry run and the progress show how many and an example.
import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import type { ImportTarget, TargetField } from '../../../shared/imports';
import type { NumericIdentifierColumn } from '../../../shared/imports';
import { EXACT_DIGITS } from '../../spreadsheet/cellText';
import { columnLetter } from '../headers';
import type { NormalisedRow } from './normaliseRow';

/** Where each kind of identifier is stored for people. */
const PEOPLE_COLUMNS: Record<string, 'student_no' | 'exam_no' | 'work_no' | 'account'> = {
  studentNo: 'student_no',
  examNo: 'exam_no',
  workNo: 'work_no',
  account: 'account',
};

/** A length shared by at least this share of the tenant's stored identifiers is their length. */
const USUAL_SHARE = 0.9;

/** Where a target's identifier field is stored, and the narrower scope compared first. */
function storedAt(target: ImportTarget, field: TargetField): { table: 'people' | 'org_units'; column: string; scope: ReturnType<typeof sql> } | null {
  if (field.kind !== 'identifier') return null;
  if (target.identity && PEOPLE_COLUMNS[field.column])
    return { table: 'people', column: PEOPLE_COLUMNS[field.column], scope: sql`identity = ${target.identity}` };
  if (target.orgType !== undefined && field.column === 'code') return { table: 'org_units', column: 'code', scope: sql`type = ${target.orgType}` };
  return null;
}

/** The usual length among the rows counted (length → how many), when one holds 90 % of them. */
function usualOf(rows: { len: number; n: number; scoped: boolean }[], scoped: boolean): number | undefined {
  const counted = rows.filter((r) => !scoped || r.scoped);
  const byLength = new Map<number, number>();
  for (const r of counted) byLength.set(r.len, (byLength.get(r.len) ?? 0) + r.n);
  const total = [...byLength.values()].reduce((s, n) => s + n, 0);
  const top = [...byLength].sort((a, b) => b[1] - a[1])[0];
  return top && top[1] >= total * USUAL_SHARE ? top[0] : undefined;
}

/**
 * The usual length of the tenant's stored identifiers of each kind the target imports (field
 * column → length), where one length holds at least 90 % of them: among people of the target's
 * identity (units of its type), or, when there is none, among all of the tenant's. One grouped
 * query a field, read once a job.
 */
export async function usualIdentifierLengths(db: Db, tenantId: string, target: ImportTarget): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const f of target.fields) {
    const at = storedAt(target, f);
    if (!at) continue;
    const r = await sql<{ len: number; n: string; scoped: boolean }>`select length(${sql.ref(at.column)}) as len, (${at.scope}) as scoped, count(*) as n
      from ${sql.table(at.table)} where tenant_id = ${tenantId} and ${sql.ref(at.column)} is not null group by 1, 2`.execute(db);
    const rows = r.rows.map((x) => ({ len: Number(x.len), n: Number(x.n), scoped: x.scoped }));
    const usual = rows.some((x) => x.scoped) ? usualOf(rows, true) : usualOf(rows, false);
    if (usual !== undefined) out.set(f.column, usual);
  }
  return out;
}

export interface NumericIssue {
  reason: string;
  params: Record<string, string | number>;
}

/** The refusal of a numeric cell's value for `field`, or null when it may be stored as read. */
export function numericIdentifierIssue(field: TargetField, raw: string, n: number, index: number, usualLength: Map<string, number>): NumericIssue | null {
  const cell = `${columnLetter(index)}${n}`;
  if (field.kind === 'idNumber') return { reason: 'import.reason.idNumberNumeric', params: { cell } };
  const text = raw.trim();
  if (text.replace(/^-/, '').length > EXACT_DIGITS) return { reason: 'import.reason.identifierDigitsLost', params: { cell } };
  const usual = usualLength.get(field.column);
  if (usual !== undefined && text.length < usual) return { reason: 'import.reason.identifierLength', params: { cell, found: text.length, length: usual } };
  return null;
}

/** The job's count with a batch's rows added, or null when none of them was read from a number cell. */
export function tallyNumeric(counted: NumericIdentifierColumn[], rows: NormalisedRow[]): NumericIdentifierColumn[] | null {
  if (!rows.some((r) => r.numeric)) return null;
  const out = counted.map((c) => ({ ...c }));
  for (const r of rows)
    for (const cell of r.numeric ?? []) {
      const column = out.find((c) => c.column === cell.header);
      if (column) column.rows += 1;
      else out.push({ column: cell.header, rows: 1, example: { row: r.n, value: cell.value } });
    }
  return out;
}
