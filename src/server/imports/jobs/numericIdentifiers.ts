// Identifiers that the file held as numbers (SheetRow.numeric): a spreadsheet program that typed
// the column as numbers has already damaged them. An ID number keeps only 15 significant digits,
// so its last digits are invented: always refused, with a reason that names the numeric cell
// rather than "check digit wrong". Student, exam, work numbers and accounts lose their leading
// zeros: refused where shorter than the tenant's stored ones of that kind (same identity, same
// identifier: graduates' student numbers are longer than undergraduates'), or past 15
// digits; otherwise stored as read. Every one of them, stored or refused, is counted per column
// (the job's numeric_cells), so the dry run and the progress show how many and an example.
import type { Db } from '../../db/schema';
import type { Identity } from '../../../shared/domain/people';
import type { NumericIdentifierColumn, TargetField } from '../../../shared/imports';
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

/**
 * The usual length of the tenant's stored identifiers of each kind the target imports, among
 * people of `identity` (field column → length), where one length holds at least 90 % of them.
 */
export async function usualIdentifierLengths(db: Db, tenantId: string, identity: Identity, fields: TargetField[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const f of fields) {
    const column = f.kind === 'identifier' ? PEOPLE_COLUMNS[f.column] : undefined;
    if (!column) continue;
    const rows = await db
      .selectFrom('people')
      .select((eb) => [eb.fn<number>('length', [eb.ref(column)]).as('len'), eb.fn.countAll<string>().as('n')])
      .where('tenant_id', '=', tenantId)
      .where('identity', '=', identity)
      .where(column, 'is not', null)
      .groupBy('len')
      .execute();
    const total = rows.reduce((s, r) => s + Number(r.n), 0);
    const top = rows.reduce<(typeof rows)[number] | null>((best, r) => (!best || Number(r.n) > Number(best.n) ? r : best), null);
    if (top && Number(top.n) >= total * USUAL_SHARE) out.set(f.column, Number(top.len));
  }
  return out;
}

/** Fields whose value a number cell damages: ID numbers and identifiers. */
export const isIdentifier = (field: TargetField): boolean => field.kind === 'idNumber' || field.kind === 'identifier';

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
  if (usual !== undefined && text.length < usual) return { reason: 'import.reason.identifierZerosLost', params: { cell, length: usual } };
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
