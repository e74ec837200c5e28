// The field-to-effect table (src/shared/documents/effects.ts) against the definitions: every field
// of every settings document has exactly one line (a records field one line covering its records,
// or one line per record field), no line names a field that is gone, every named file exists, and
// every line the server owns names the module that obeys the document and a test that publishes
// it and observes the effect.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOCUMENTS } from '../../src/shared/documents';
import { FIELD_EFFECTS, FieldEffect } from '../../src/shared/documents/effects';

const ROOT = join(__dirname, '../..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

it('has a line for every document and no other', () => {
  expect(Object.keys(FIELD_EFFECTS).sort()).toEqual(DOCUMENTS.map((d) => d.key).sort());
});

describe.each(DOCUMENTS.map((def) => [def.key, def] as const))('document %s', (key, def) => {
  const lines = FIELD_EFFECTS[key] ?? {};

  it('has exactly one line per field, records covered by their parent or field by field', () => {
    const expected: string[] = [];
    for (const f of def.fields) {
      if (f.type !== 'records' || lines[f.name]) {
        expected.push(f.name);
        // a line covers records only for a records field, and then its record fields have none
        expect({ field: f.name, covers: lines[f.name]?.covers ?? null }).toEqual({ field: f.name, covers: f.type === 'records' ? 'records' : null });
      } else {
        for (const sub of f.of ?? []) expected.push(`${f.name}.${sub.name}`);
      }
    }
    expect(Object.keys(lines).sort()).toEqual(expected.sort());
  });

  it('names files that exist, and for the server the module obeying the document and the test proving it', () => {
    for (const [field, line] of Object.entries(lines) as [string, FieldEffect][]) {
      expect(line.seen.trim()).not.toBe('');
      if (line.reader === 'console')
        expect({ field, file: line.file, exists: existsSync(join(ROOT, line.file)) }).toEqual({ field, file: line.file, exists: true });
      if (line.reader !== 'server') continue;
      for (const file of [line.module, line.test]) expect({ field, file, exists: existsSync(join(ROOT, file)) }).toEqual({ field, file, exists: true });
      expect(line.test).toMatch(/^test\/server\/.+\.test\.ts$/);
      // the module reads this document; the test publishes it (by key or by the field's name)
      expect({ field, module: line.module, readsDocument: read(line.module).includes(key) }).toEqual({ field, module: line.module, readsDocument: true });
      const test = read(line.test);
      const name = field.split('.').pop()!;
      expect({ field, test: line.test, names: test.includes(key) || test.includes(name) }).toEqual({ field, test: line.test, names: true });
    }
  });
});
