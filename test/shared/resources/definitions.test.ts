// Every definition in RESOURCES, checked as a whole: labels in both languages, sound fields,
// calls present, demo rows that pass the field rules, an order field that is an integer number.
import { CATALOGUE, translate } from '../../../src/shared/i18n';
import { definitionTitle } from '../../../src/shared/definitionTitle';
import { FieldDef, RESOURCES, callsOf, formFields, resourcesByRoute } from '../../../src/shared/resources';
import { validateRecord } from '../../../src/shared/resources/validate';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const FOLDERS = join(__dirname, '../../../src/shared/resources');

const KINDS = [
  'text',
  'textarea',
  'number',
  'select',
  'switch',
  'date',
  'datetime',
  'multiSelect',
  'treeSelect',
  'image',
  'richText',
  'url',
  'color',
  'records',
];
const hasBoth = (key: string) => !!CATALOGUE[key] && CATALOGUE[key][0].trim() !== '' && CATALOGUE[key][1].trim() !== '';

describe.each(RESOURCES.map((def) => [def.key, def] as const))('resource %s', (_key, def) => {
  const fields: FieldDef[] = def.fields.flatMap((f) => [f, ...(f.of ?? [])]);

  it("is one folder named by its key, each of its labels its own and under one prefix (its wording's)", () => {
    expect(
      readdirSync(join(FOLDERS, def.key))
        .filter((f) => ['definition.ts', 'labels.ts', 'demo.ts'].includes(f))
        .sort(),
    ).toEqual(['definition.ts', 'demo.ts', 'labels.ts']);
    // a title of its own only as one of its route's tabs, then among its labels
    expect(def.ownTitle !== undefined).toBe(resourcesByRoute(def.route).length > 1);
    if (def.ownTitle) expect(def.labels[def.ownTitle]).toBeDefined();
    expect(new Set(Object.keys(def.labels).map((k) => k.slice(0, k.indexOf('.')))).size).toBe(1);
    // two definitions never bring the same key (the later would silently win)
    const others = RESOURCES.filter((r) => r !== def).flatMap((r) => Object.keys(r.labels));
    expect(Object.keys(def.labels).filter((k) => others.includes(k))).toEqual([]);
  });

  it('has its title, field labels, option labels and messages in both languages', () => {
    const keys = [definitionTitle(def), ...fields.map((f) => f.label)];
    for (const f of fields) {
      if (f.options?.kind === 'static') keys.push(...f.options.items.map((i) => i.label));
      if (f.pattern) keys.push(f.pattern.message);
    }
    for (const a of def.actions ?? []) keys.push(a.label, ...(a.confirm ? [a.confirm] : []));
    for (const rule of def.inUse ?? []) keys.push(rule.message);
    for (const panel of def.infoPanels ?? []) {
      keys.push(panel.title);
      expect(def.lookups?.[panel.lookup]).toBeDefined();
    }
    expect(keys.filter((k) => !hasBoth(k))).toEqual([]);
  });

  it('has sound fields: known kinds, unique wire names and snake_case columns, patterns that compile', () => {
    for (const f of fields) {
      expect({ field: f.name, kind: KINDS.includes(f.type) }).toEqual({ field: f.name, kind: true });
      expect(f.name).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(f.column).toMatch(/^[a-z_][a-z0-9_]*$/);
      if (f.pattern) expect(() => new RegExp(f.pattern!.source)).not.toThrow();
      if (f.type === 'select' || f.type === 'multiSelect') expect(f.options).toBeDefined();
      if (f.type === 'records') expect(f.of?.length).toBeGreaterThan(0);
      if (f.options?.kind === 'lookup') expect(def.lookups?.[f.options.lookup]).toBeDefined();
    }
    expect(new Set(def.fields.map((f) => f.name)).size).toBe(def.fields.length);
    expect(new Set(def.fields.map((f) => f.column)).size).toBe(def.fields.length);
    expect(def.fields.map((f) => f.name)).not.toEqual(expect.arrayContaining(['id', 'tenantId', 'createdAt', 'updatedAt']));
  });

  it('names its calls: a list always, a write call unless read-only, paths under /api', () => {
    const calls = callsOf(def);
    expect(calls.list.path).toBeTruthy();
    const writes = [calls.save, calls.update, calls.submit].filter(Boolean);
    if (def.readOnly) expect(writes).toEqual([]);
    else expect(writes.length).toBeGreaterThan(0);
    expect(def.base.startsWith('/api/')).toBe(true);
    for (const a of def.actions ?? []) expect(def.fields.some((f) => f.name === a.field)).toBe(true);
  });

  it('orders by an integer number field it can adjust, when it has an order field', () => {
    if (!def.orderField) return;
    const f = def.fields.find((x) => x.name === def.orderField);
    expect(f).toEqual(expect.objectContaining({ type: 'number', integer: true }));
    expect(callsOf(def).adjustOrder).toBeDefined();
  });

  it('has demo rows (a dozen, or another seed named) that pass the field rules', async () => {
    const demo = (await def.demo()).default;
    expect(demo).toBeDefined();
    if ('seededBy' in demo) return;
    expect(demo.rows.length).toBeGreaterThanOrEqual(12);
    for (const row of demo.rows) {
      expect(validateRecord(def, row, (k) => translate('zh-CN', k))).toEqual([]);
      expect(Object.keys(row).filter((k) => !formFields(def).some((f) => f.name === k))).toEqual([]);
    }
    for (const f of def.fields.filter((x) => x.unique)) {
      const values = demo.rows.map((r) => String(r[f.name]).trim().toLowerCase());
      expect(new Set(values).size).toBe(values.length);
    }
  });
});

describe('the definitions together', () => {
  it('have distinct keys and tables', () => {
    // a route may show several collections (as tabs: /deviceManage), a key or a table never
    for (const pick of [(d: (typeof RESOURCES)[0]) => d.key, (d: (typeof RESOURCES)[0]) => d.table]) {
      const values = RESOURCES.map(pick);
      expect(new Set(values).size).toBe(values.length);
    }
  });
});
