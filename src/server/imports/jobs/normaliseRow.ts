// One spreadsheet row as the values to store, or the reasons it cannot be stored. Each mapped
// field is normalised by its kind (src/shared/imports/normalise.ts); every problem of the row is
// reported, each against the file's own header and the cell's text.
import type { TargetField } from '../../../shared/imports';
import { date, gender, halfWidth, identifier, idNumber, isIdentifier, Normalised, phone, text } from '../../../shared/imports';
import type { JobLookups } from './lookups';
import { numericIdentifierIssue } from './numericIdentifiers';
import type { SqlType, TargetStorage } from './storage';

export interface MappedField {
  field: TargetField;
  /** the cell's index in the row */
  index: number;
  header: string;
}

export interface RowIssue {
  /** the file's header (or '' for a problem of the whole row) */
  column: string;
  value: string;
  reason: string;
  params?: Record<string, string | number>;
}

export type StoredValue = string | number | null;

export interface NormalisedRow {
  /** the sheet row number */
  n: number;
  /** stored column -> value; null = the cell was blank (a blank never overwrites) */
  values: Record<string, StoredValue>;
  /**
   * stored column -> the cell's text, for the error report; only the org-unit plan reads it (a
   * parent naming a cycle), so rows normalised in the parse worker come without it
   */
  raw: Record<string, string>;
  issues: RowIssue[];
  /** the identifiers read from number cells, by the file's header (numericIdentifiers.ts) */
  numeric?: { header: string; value: string }[];
}

const ok = (value: string): Normalised => ({ ok: true, value });
const bad = (reason: string): Normalised => ({ ok: false, reason });

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CLASS_TYPES = new Map([
  ['OLD', 'OLD'],
  ['NEW', 'NEW'],
  ['在校生班级', 'OLD'],
  ['新生班级', 'NEW'],
  ['在校生', 'OLD'],
  ['新生', 'NEW'],
  ['in-school student class', 'OLD'],
  ['new-student class', 'NEW'],
]);
const INT4_MAX = 2_147_483_647;

function email(raw: string): Normalised {
  const v = halfWidth(raw);
  if (v.length > 100) return bad('import.reason.tooLong');
  return EMAIL.test(v) ? ok(v) : bad('import.reason.email');
}

function wholeNumber(raw: string): Normalised {
  const v = halfWidth(raw);
  return /^-?\d{1,10}$/.test(v) && Math.abs(Number(v)) <= INT4_MAX ? ok(v) : bad('import.reason.number');
}

function classType(raw: string): Normalised {
  const v = halfWidth(raw);
  const key = CLASS_TYPES.get(v) ?? CLASS_TYPES.get(v.toLowerCase());
  return key ? ok(key) : bad('import.reason.classType');
}

type Issue = Omit<RowIssue, 'column' | 'value'>;

/** A field's stored value (as text; the caller types it) or its problem. */
function normaliseCell(field: TargetField, raw: string, lookups: JobLookups): { value: string } | Issue {
  let r: Normalised;
  switch (field.kind) {
    case 'name':
      r = text(raw, field.max ?? 50);
      break;
    case 'text':
      r = text(raw, field.max ?? 100);
      break;
    case 'identifier':
      r = identifier(raw, field.max ?? 64);
      break;
    case 'idNumber':
      r = idNumber(raw);
      break;
    case 'gender':
      r = gender(raw);
      break;
    case 'phone':
      r = phone(raw);
      break;
    case 'email':
      r = email(raw);
      break;
    case 'date':
      r = date(raw);
      break;
    case 'number':
      r = wholeNumber(raw);
      break;
    case 'classType':
      r = classType(raw);
      break;
    case 'dict': {
      const dict = lookups.dicts.get(field.dict!);
      const text = halfWidth(raw);
      const key = dict?.byText.get(text) ?? dict?.byText.get(text.toLowerCase());
      if (key === undefined) return { reason: 'import.reason.dictValue', params: { options: (dict?.values ?? []).join('、') } };
      r = ok(key);
      break;
    }
    case 'orgRef': {
      const found = lookups.findUnit(halfWidth(raw), field.orgTypes ?? []);
      if ('problem' in found) return { reason: found.problem === 'ambiguous' ? 'import.reason.orgAmbiguous' : 'import.reason.orgNotFound' };
      r = ok(String(found.unit.id));
      break;
    }
    default:
      r = bad('import.reason.tooLong');
  }
  return r.ok ? { value: r.value } : { reason: r.reason };
}

function typed(value: string, type: SqlType): StoredValue {
  return type === 'int2' || type === 'int4' ? Number(value) : value;
}

/**
 * `numeric`: the indexes of the cells that were numbers in the file (SheetRow.numeric); an
 * identifier among them may be refused as damaged (numericIdentifiers.ts).
 */
export function normaliseRow(
  n: number,
  cells: string[],
  mapped: MappedField[],
  storage: TargetStorage,
  lookups: JobLookups,
  numeric?: number[],
): NormalisedRow {
  // keys are stored column names from storage.ts, never header text
  const values: Record<string, StoredValue> = {};
  const rawText: Record<string, string> = {};
  const issues: RowIssue[] = [];
  let numericCells: NormalisedRow['numeric'];
  for (const m of mapped) {
    const stored = storage.fields.get(m.field.column)!;
    const raw = cells[m.index] ?? '';
    values[stored.column] = null;
    rawText[stored.column] = raw;
    if (raw.trim() === '') {
      if (m.field.is_must) issues.push({ column: m.header, value: raw, reason: 'import.reason.required' });
      continue;
    }
    let damaged = null;
    if (numeric?.includes(m.index) && isIdentifier(m.field)) {
      (numericCells ??= []).push({ header: m.header, value: raw });
      damaged = numericIdentifierIssue(m.field, raw, n, m.index, lookups.identifierLengths);
    }
    const out = damaged ?? normaliseCell(m.field, raw, lookups);
    if ('reason' in out) {
      issues.push({ column: m.header, value: raw, reason: out.reason, params: out.params });
      continue;
    }
    values[stored.column] = typed(out.value, stored.type);
  }
  for (const d of storage.derived) {
    // a class's parent is the student's major
    const classId = values.class_id;
    values[d.column] = typeof classId === 'number' ? (lookups.unitsById.get(classId)?.parentId ?? null) : null;
  }
  return numericCells ? { n, values, raw: rawText, issues, numeric: numericCells } : { n, values, raw: rawText, issues };
}
