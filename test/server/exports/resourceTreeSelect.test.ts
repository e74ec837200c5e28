// A collection's tree select (an organisation unit) exported as the unit's path of names, in the
// tenant's own tree: never the bare id, never another tenant's unit names.
import { resourceRowWriter } from '../../../src/server/exports/resourceCells';
import { resourceParams } from '../../../src/server/exports/resourceParams';
import { translate } from '../../../src/shared/i18n';
import type { ResourceDef } from '../../../src/shared/resources';
import { buildTestApp, TENANT_A, TENANT_B, TestApp } from '../helpers';

const placements: ResourceDef = {
  key: 'testPlacements',
  labels: {},
  demo: async () => ({ default: { rows: [] } }),
  route: '/testPlacements',
  table: 'test_placements',
  base: '/api/test/placements',
  calls: { list: { path: 'list' } },
  orderBy: { column: 'id', direction: 'asc' },
  fields: [
    { name: 'title', column: 'title', label: 'appModule.moduleName', type: 'text' },
    { name: 'unit', column: 'unit', label: 'appModule.moduleName', type: 'treeSelect' },
  ],
};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('writes a unit as its path from the top, and a value no unit holds as stored', async () => {
  const units = await t.db.selectFrom('org_units').select(['id', 'name', 'parent_id', 'tenant_id']).execute();
  const child = units.find((u) => u.tenant_id === TENANT_A && u.parent_id !== null && units.some((p) => p.id === u.parent_id && p.parent_id !== null))!;
  const parent = units.find((u) => u.id === child.parent_id)!;
  const top = units.find((u) => u.id === parent.parent_id)!;
  const params = await resourceParams(t.db, TENANT_A, placements, {}, (k) => translate('zh-CN', k));
  const write = resourceRowWriter(placements, params);
  expect(write({ title: '甲', unit: child.id })).toEqual(['甲', expect.stringMatching(new RegExp(`${top.name} / ${parent.name} / ${child.name}$`))]);
  const theirs = units.find((u) => u.tenant_id === TENANT_B)!;
  expect(write({ title: '乙', unit: theirs.id })).toEqual(['乙', String(theirs.id)]);
  expect(write({ title: '丙', unit: null })).toEqual(['丙', undefined]);
});
