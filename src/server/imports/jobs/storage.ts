// Where each import target's fields are stored: people (one identity) or org_units (one type).
// Only the column names listed here ever reach SQL; they are never taken from a file.
import type { ImportTarget } from '../../../shared/imports';

export type SqlType = 'text' | 'int2' | 'int4' | 'int8' | 'jsonb' | 'timestamptz';

export interface StoredColumn {
  column: string;
  type: SqlType;
  /** what a new record gets when the cell is blank (for NOT NULL columns with a default) */
  whenBlank?: string | number;
}

export interface TargetStorage {
  table: 'people' | 'org_units';
  /** system field -> where its value goes */
  fields: Map<string, StoredColumn>;
  /** columns derived from a field (a class also gives the person's major), written like fields */
  derived: StoredColumn[];
  /** fields whose column is unique within the tenant (and identity, for people) */
  uniqueFields: string[];
  /**
   * the unique fields every row carries one of (the required one, or the target's one-of key):
   * together they name the rows an insert returns
   */
  keyFields: string[];
  /** insert values that do not come from the file */
  fixed: { column: string; type: SqlType; value: string | number }[];
}

const PEOPLE: Record<string, StoredColumn> = {
  studentNo: { column: 'student_no', type: 'text' },
  examNo: { column: 'exam_no', type: 'text' },
  workNo: { column: 'work_no', type: 'text' },
  account: { column: 'account', type: 'text' },
  name: { column: 'name', type: 'text' },
  gender: { column: 'gender', type: 'int2' },
  idNumber: { column: 'id_number', type: 'text' },
  phone: { column: 'phone', type: 'text' },
  email: { column: 'email', type: 'text' },
  className: { column: 'class_id', type: 'int4' },
  grade: { column: 'grade', type: 'text' },
  currentStatus: { column: 'current_status', type: 'text' },
  presentState: { column: 'present_state', type: 'text' },
  unitName: { column: 'org_unit_id', type: 'int4' },
};
const PEOPLE_UNIQUE = ['studentNo', 'examNo', 'workNo', 'account', 'idNumber'];

const ORG_UNITS: Record<string, StoredColumn> = {
  code: { column: 'code', type: 'text' },
  name: { column: 'name', type: 'text' },
  parentCode: { column: 'parent_id', type: 'int4' },
  sort: { column: 'sort', type: 'int4', whenBlank: 0 },
  grade: { column: 'grade', type: 'text' },
  classType: { column: 'class_type', type: 'text' },
};

function pick(target: ImportTarget, columns: Record<string, StoredColumn>): Map<string, StoredColumn> {
  const out = new Map<string, StoredColumn>();
  for (const f of target.fields) {
    const c = columns[f.column];
    if (!c) throw new Error(`import target ${target.key}: no storage for field ${f.column}`);
    out.set(f.column, c);
  }
  return out;
}

export function storageOf(target: ImportTarget): TargetStorage {
  if (target.identity) {
    const fields = pick(target, PEOPLE);
    // a class places a student in its major too, unless the file names the unit itself
    const derived = fields.has('className') && !fields.has('unitName') ? [PEOPLE.unitName] : [];
    const uniqueFields = PEOPLE_UNIQUE.filter((f) => fields.has(f));
    const required = uniqueFields.filter((f) => target.fields.some((x) => x.column === f && x.is_must === 1)).slice(0, 1);
    const keyFields = target.keyOneOf ? uniqueFields.filter((f) => target.keyOneOf!.includes(f)) : required;
    if (keyFields.length === 0) throw new Error(`import target ${target.key}: no required unique field`);
    return {
      table: 'people',
      fields,
      derived,
      uniqueFields,
      keyFields,
      fixed: [{ column: 'identity', type: 'text', value: target.identity }],
    };
  }
  return {
    table: 'org_units',
    fields: pick(target, ORG_UNITS),
    derived: [],
    uniqueFields: ['code'],
    keyFields: ['code'],
    fixed: [
      { column: 'type', type: 'int2', value: target.orgType! },
      { column: 'path', type: 'text', value: '' },
    ],
  };
}

/** Every column a row of this target can write, fields first, then derived ones. */
export function writableColumns(storage: TargetStorage): StoredColumn[] {
  return [...storage.fields.values(), ...storage.derived];
}
