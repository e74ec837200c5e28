// The template of an import target: its columns in the order of the target's fields (required
// ones marked *), one example row made from this tenant's own data, and a second sheet saying
// what each column accepts (dictionary values, genders, the date format, unit names).
import type { ImportTarget, TargetField } from '../../shared/imports';
import type { Db } from '../db/schema';
import type { Translate } from '../types';
import { JobLookups, loadLookups } from './jobs/lookups';
import { workbookBuffer } from './workbook';

const UNITS_LISTED = 30;

const EXAMPLES: Record<string, string> = {
  studentNo: '2026001001',
  examNo: '26330000000001',
  workNo: '20260001',
  account: 'zhangsan',
  idNumber: '11010519491231002X',
  phone: '13800138000',
  email: 'zhangsan@example.edu.cn',
  gender: '男',
  sort: '1',
  code: 'X001',
};

function unitsOf(lookups: JobLookups, field: TargetField) {
  return [...lookups.unitsById.values()].filter((u) => (field.orgTypes ?? []).includes(u.type as never));
}

function example(field: TargetField, target: ImportTarget, lookups: JobLookups, t: Translate): string {
  if (field.kind === 'dict') return lookups.dicts.get(field.dict!)?.values[0] ?? '';
  if (field.kind === 'orgRef') {
    const unit = unitsOf(lookups, field)[0];
    return unit ? (field.column === 'parentCode' ? unit.code : unit.name) : '';
  }
  if (field.kind === 'classType') return t('class.type.OLD');
  if (field.column === 'grade') return String(new Date().getFullYear());
  if (field.column === 'name') return target.identity ? '张三' : `${t(target.label)}示例`;
  return EXAMPLES[field.column] ?? '';
}

function allowed(field: TargetField, lookups: JobLookups, t: Translate): string {
  if (field.kind === 'dict') return (lookups.dicts.get(field.dict!)?.values ?? []).join('、');
  if (field.kind === 'gender') return '男、女';
  if (field.kind === 'classType') return [t('class.type.OLD'), t('class.type.NEW')].join('、');
  if (field.kind === 'date') return 'YYYY-MM-DD';
  if (field.kind === 'orgRef') {
    const units = unitsOf(lookups, field);
    const shown = units.slice(0, UNITS_LISTED).map((u) => (field.column === 'parentCode' ? `${u.code} ${u.name}` : u.name));
    return units.length > UNITS_LISTED ? `${shown.join('、')}…` : shown.join('、');
  }
  return '';
}

export async function templateWorkbook(db: Db, tenantId: string, target: ImportTarget, t: Translate): Promise<Buffer> {
  const lookups = await loadLookups(db, tenantId, target);
  const header = target.fields.map((f) => `${f.is_must ? '*' : ''}${t(f.label)}`);
  const sample = target.fields.map((f) => example(f, target, lookups, t));
  const instructions = target.fields.map((f) => [
    t(f.label),
    t(f.is_must ? 'common.yes' : 'common.no'),
    t(`import.template.kind.${f.kind}`, { max: f.max ?? 100 }),
    allowed(f, lookups, t),
  ]);
  return workbookBuffer([
    {
      name: t(target.label),
      header,
      rows: [sample],
      emphasised: target.fields.flatMap((f, i) => (f.is_must ? [i] : [])),
    },
    {
      name: t('import.template.instructions'),
      header: ['import.template.field', 'import.template.required', 'import.template.description', 'import.template.allowedValues'].map((k) => t(k)),
      rows: [...instructions, [], [t('import.template.requiredMark')]],
      widths: [16, 10, 50, 80],
    },
  ]);
}
