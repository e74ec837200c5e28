// What the Excel import wizard can import (DOMAIN.md, "Imports"): people of one identity, or
// organisation units of one type (document 000 §9 import type codes 1–6). Each target names its
// system fields (column, columnName, is_must), its duplicate-check fields (fieldName, fieldNote,
// isKey), the header synonyms automatic matching knows, and which basic-information handling
// applies. Labels are i18n keys (src/shared/i18n/imports.ts).
import { Identity, OrgUnitType } from '../domain/people';
import { SystemField } from './matching';

export type ImportTargetKey = Identity | `ORG_${OrgUnitType}`;

/** How a system field's text becomes a stored value (src/shared/imports/normalise.ts). */
export type FieldKind = 'name' | 'text' | 'identifier' | 'idNumber' | 'gender' | 'phone' | 'email' | 'date' | 'dict' | 'orgRef' | 'classType' | 'number';

export interface TargetField {
  column: string;
  /** i18n key of the column name */
  label: string;
  is_must: 0 | 1;
  kind: FieldKind;
  /** dict: the dictionary code; orgRef: the unit types a reference may name */
  dict?: string;
  orgTypes?: OrgUnitType[];
  max?: number;
}

export interface CheckField {
  fieldName: string;
  /** i18n key */
  fieldNote: string;
  /** 1 for the target's own identifier, 0 for other unique fields */
  isKey: 0 | 1;
}

/** Which start-import handling field applies (document 000 §7 payload names). */
export type BasicInfoHandle = 'teacherInfoHandle' | 'stuInfoHandle' | 'newStuInfoHandle' | null;

export interface ImportTarget {
  key: ImportTargetKey;
  /** i18n key of the target's name (for titles, history, templates) */
  label: string;
  identity?: Identity;
  orgType?: OrgUnitType;
  fields: TargetField[];
  checkFields: CheckField[];
  /** duplicate rule 3 (allow duplicates) is offered only where the target has no unique key */
  allowDuplicates: boolean;
  basicInfoHandle: BasicInfoHandle;
  /**
   * Identifiers of which any one names a record (document 001 §9's naming rules): at least one
   * of them must be mapped, and every row must carry one. Absent: the target's required fields
   * say what a row needs.
   */
  keyOneOf?: string[];
}

const f = (column: string, kind: FieldKind, is_must: 0 | 1 = 0, extra: Partial<TargetField> = {}): TargetField => ({
  column,
  label: `importField.${column}`,
  kind,
  is_must,
  ...extra,
});

const personal = [f('gender', 'gender'), f('idNumber', 'idNumber'), f('phone', 'phone'), f('email', 'email')];
const studentPlacement = [f('className', 'orgRef', 0, { orgTypes: [4] }), f('grade', 'text', 0, { max: 20 })];
const ck = (fieldName: string, isKey: 0 | 1): CheckField => ({ fieldName, fieldNote: `importField.${fieldName}`, isKey });

const student = (identity: 'STUDENT' | 'GRADUATE_STUDENT'): ImportTarget => ({
  key: identity,
  label: `identity.${identity}`,
  identity,
  allowDuplicates: false,
  basicInfoHandle: 'stuInfoHandle',
  fields: [
    f('studentNo', 'identifier', 1),
    f('name', 'name', 1),
    ...personal,
    ...studentPlacement,
    f('currentStatus', 'dict', 0, { dict: 'stu_current_status' }),
    f('presentState', 'dict', 0, { dict: 'stu_present_state' }),
  ],
  checkFields: [ck('studentNo', 1), ck('idNumber', 0)],
});

const org = (orgType: OrgUnitType, extra: TargetField[] = [], parentTypes: OrgUnitType[] = []): ImportTarget => ({
  key: `ORG_${orgType}`,
  label: `import.type.${orgType}`,
  orgType,
  allowDuplicates: false,
  basicInfoHandle: null,
  fields: [
    f('code', 'identifier', 1),
    f('name', 'text', 1, { max: 100 }),
    ...(parentTypes.length ? [f('parentCode', 'orgRef', 0, { orgTypes: parentTypes })] : []),
    f('sort', 'number'),
    ...extra,
  ],
  checkFields: [ck('code', 1)],
});

export const IMPORT_TARGETS: ImportTarget[] = [
  {
    key: 'NEW_STUDENT',
    label: 'identity.NEW_STUDENT',
    identity: 'NEW_STUDENT',
    allowDuplicates: false,
    basicInfoHandle: 'newStuInfoHandle',
    // any of the new-student identifiers names a new student (document 001 §9: ID, exam or
    // student number): a file without exam numbers is keyed by its ID or student numbers
    keyOneOf: ['idNumber', 'examNo', 'studentNo'],
    fields: [
      f('examNo', 'identifier'),
      f('name', 'name', 1),
      f('idNumber', 'idNumber'),
      f('gender', 'gender'),
      f('phone', 'phone'),
      f('email', 'email'),
      f('studentNo', 'identifier'),
      ...studentPlacement,
    ],
    checkFields: [ck('examNo', 1), ck('idNumber', 0), ck('studentNo', 0)],
  },
  student('STUDENT'),
  student('GRADUATE_STUDENT'),
  {
    key: 'TEACHER',
    label: 'identity.TEACHER',
    identity: 'TEACHER',
    allowDuplicates: false,
    basicInfoHandle: 'teacherInfoHandle',
    fields: [
      f('workNo', 'identifier', 1),
      f('name', 'name', 1),
      ...personal,
      f('unitName', 'orgRef', 0, { orgTypes: [2, 5, 6] }),
      f('currentStatus', 'dict', 0, { dict: 'teacher_current_status' }),
    ],
    checkFields: [ck('workNo', 1), ck('idNumber', 0)],
  },
  {
    key: 'OTHER',
    label: 'identity.OTHER',
    identity: 'OTHER',
    allowDuplicates: false,
    basicInfoHandle: null,
    fields: [f('account', 'identifier', 1), f('name', 'name', 1), ...personal, f('unitName', 'orgRef', 0, { orgTypes: [2, 5, 6] })],
    checkFields: [ck('account', 1), ck('idNumber', 0)],
  },
  org(1),
  org(2, [], [1]),
  org(3, [], [2]),
  org(4, [f('grade', 'text', 0, { max: 20 }), f('classType', 'classType')], [3]),
  org(5, [], [1, 2, 5, 6]),
  org(6, [], [1, 2, 5, 6]),
];

/**
 * Fields whose value a number cell damages (a spreadsheet program that typed the column as
 * numbers drops leading zeros and digits past the 15th): ID numbers and identifiers.
 */
export const isIdentifier = (field: TargetField): boolean => field.kind === 'idNumber' || field.kind === 'identifier';

export const importTarget = (key: string): ImportTarget | undefined => IMPORT_TARGETS.find((t) => t.key === key);

/** The system field list of document 000 §3 (dbFieldList), labels translated by the caller. */
export const systemFields = (target: ImportTarget, label: (key: string) => string): SystemField[] =>
  target.fields.map((x) => ({ column: x.column, columnName: label(x.label), is_must: x.is_must }));

/** Header synonyms known to automatic matching (normalised comparison; see matching.ts). */
export const HEADER_SYNONYMS: Record<string, string[]> = {
  studentNo: ['学号', '学生编号', '学籍号', 'student number', 'student no', 'student id', 'xh'],
  examNo: ['考生号', '考生编号', '准考证号', '高考报名号', 'exam number', 'candidate number', 'ksh'],
  workNo: ['工号', '职工号', '教工号', '员工编号', 'work number', 'staff number', 'employee id', 'gh'],
  account: ['账号', '帐号', '用户名', '登录名', 'account', 'username', 'login'],
  name: ['姓名', '名字', '学生姓名', '教师姓名', 'name', 'full name', 'xm', '名称', '单位名称', '机构名称', '组织名称'],
  gender: ['性别', 'sex', 'gender', 'xb'],
  idNumber: ['身份证号', '身份证号码', '身份证', '证件号码', '证件号', 'id number', 'id card', 'sfzh'],
  phone: ['手机号', '手机号码', '联系电话', '电话', '手机', 'mobile', 'phone', 'telephone'],
  email: ['邮箱', '电子邮箱', '电子邮件', 'email', 'e-mail', 'mail'],
  className: ['班级', '班级名称', '所在班级', '行政班', 'class', 'class name'],
  grade: ['年级', '入学年级', 'grade', 'year'],
  currentStatus: ['在校状态', '当前状态', '学籍状态', '在职状态', 'status', 'current status'],
  presentState: ['在籍状态', '是否在校', 'present state'],
  unitName: ['所属单位', '单位', '部门', '所在部门', '院系', 'department', 'unit'],
  code: ['编码', '代码', '编号', 'code'],
  parentCode: ['上级编码', '上级代码', '父级编码', 'parent code'],
  sort: ['排序', '顺序', '排序号', 'sort', 'order'],
  classType: ['班级类型', 'class type'],
};
