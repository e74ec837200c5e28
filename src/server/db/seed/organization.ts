// Seeds the organisation tree of one tenant: campuses → faculties → majors → classes, plus
// units and organisations. Old classes hold the three enrolled grades, new-student classes the
// incoming one.
import { ORG_UNIT_TYPES } from '../../../shared/domain/people';
import { insertBatchedReturningIds } from '../batch';
import { fillOrgPaths } from '../orgPaths';
import type { Tx } from '../transaction';
import { CAMPUSES, FACULTIES, ORGANISATIONS, UNITS } from './orgCatalogue';
import { pad } from './prng';

export interface SeededClass {
  id: number;
  name: string;
  grade: string;
  type: 'OLD' | 'NEW';
  facultyIndex: number;
  majorId: number;
  code: string;
}

export interface SeededOrg {
  faculties: { id: number; name: string; campusId: number }[];
  majors: { id: number; facultyIndex: number; code: string }[];
  classes: SeededClass[];
  units: { id: number; name: string }[];
  organisations: { id: number }[];
}

interface Unit {
  tenant_id: string;
  parent_id: number | null;
  type: number;
  code: string;
  name: string;
  path: string;
  sort: number;
  grade?: string | null;
  class_type?: 'OLD' | 'NEW' | null;
}

export async function seedOrg(tx: Tx, tenantId: string, currentYear: number): Promise<SeededOrg> {
  const unit = (parent: number | null, type: number, code: string, name: string, sort: number, extra: Partial<Unit> = {}): Unit => ({
    tenant_id: tenantId,
    parent_id: parent,
    type,
    code,
    name,
    path: '',
    sort,
    grade: null,
    class_type: null,
    ...extra,
  });
  const campusIds = await insertBatchedReturningIds(
    tx,
    'org_units',
    CAMPUSES.map((n, i) => unit(null, ORG_UNIT_TYPES.CAMPUS, `C${pad(i + 1, 2)}`, n, i + 1)),
  );
  const facultyIds = await insertBatchedReturningIds(
    tx,
    'org_units',
    FACULTIES.map((f, i) => unit(campusIds[f.campus], ORG_UNIT_TYPES.FACULTY, `F${pad(i + 1, 2)}`, f.name, i + 1)),
  );
  const majorRows = FACULTIES.flatMap((f, fi) =>
    f.majors.map((m, mi) => ({ fi, row: unit(facultyIds[fi], ORG_UNIT_TYPES.MAJOR, `F${pad(fi + 1, 2)}M${pad(mi + 1, 2)}`, m, mi + 1) })),
  );
  const majorIds = await insertBatchedReturningIds(
    tx,
    'org_units',
    majorRows.map((m) => m.row),
  );
  const majors = majorRows.map((m, i) => ({ id: majorIds[i], facultyIndex: m.fi, code: m.row.code }));

  const classSpecs: Omit<SeededClass, 'id'>[] = [];
  majors.forEach((m, i) => {
    const majorName = majorRows[i].row.name;
    for (let grade = currentYear - 3; grade <= currentYear; grade += 1) {
      const type = grade === currentYear ? 'NEW' : 'OLD';
      classSpecs.push({
        name: `${majorName}${grade}级1班`,
        grade: String(grade),
        type,
        facultyIndex: m.facultyIndex,
        majorId: m.id,
        code: `${m.code}-${grade}-1`,
      });
    }
  });
  const classIds = await insertBatchedReturningIds(
    tx,
    'org_units',
    classSpecs.map((c, i) => unit(c.majorId, ORG_UNIT_TYPES.CLASS, c.code, c.name, i + 1, { grade: c.grade, class_type: c.type })),
  );
  const unitIds = await insertBatchedReturningIds(
    tx,
    'org_units',
    UNITS.map((n, i) => unit(campusIds[0], ORG_UNIT_TYPES.UNIT, `U${pad(i + 1, 2)}`, n, i + 1)),
  );
  const orgIds = await insertBatchedReturningIds(
    tx,
    'org_units',
    ORGANISATIONS.map((n, i) => unit(campusIds[0], ORG_UNIT_TYPES.ORGANISATION, `O${pad(i + 1, 2)}`, n, i + 1)),
  );
  await fillOrgPaths(tx, tenantId);
  return {
    faculties: FACULTIES.map((f, i) => ({ id: facultyIds[i], name: f.name, campusId: campusIds[f.campus] })),
    majors,
    classes: classSpecs.map((c, i) => ({ ...c, id: classIds[i] })),
    units: UNITS.map((n, i) => ({ id: unitIds[i], name: n })),
    organisations: orgIds.map((id) => ({ id })),
  };
}
