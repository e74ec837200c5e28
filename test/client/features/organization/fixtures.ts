// Unit-list answers as the server gives them (src/shared/people/api.ts).
import type { OrgUnitRow } from '../../../../src/shared/people/api';

export const unitRow = (id: number, name: string, extra: Partial<OrgUnitRow> = {}): OrgUnitRow => ({
  id,
  parentId: null,
  parentName: null,
  type: 1,
  code: `C${id}`,
  name,
  sort: id,
  grade: null,
  classType: null,
  childCount: 2,
  peopleCount: 120,
  peopleByIdentity: { STUDENT: 100, TEACHER: 20 },
  ...extra,
});
