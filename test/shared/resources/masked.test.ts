// Every collection that shows personal data names it in `masked`, so the published
// sensitive-information rules reach its list, detail and export (src/server/resources/masking.ts):
// a field named like a phone, an ID number or a mobile is masked, or listed below as not a
// person's; a masked field is text, never written through the console, and the identity field
// it names is a select of identities.
import { IDENTITIES } from '../../../src/shared/domain/people';
import { SENSITIVE_FIELDS } from '../../../src/shared/documents/sensitiveInfo/rules';
import { RESOURCES } from '../../../src/shared/resources';

/** Phone-like fields that hold no person's data, with why. */
const NOT_PERSONAL: Record<string, string> = {
  'officialContacts.phone': "an office's published contact number",
  'unitInvoiceTitles.phone': "a unit's invoicing phone, printed on its invoices",
};

const PERSONAL_NAME = /phone|mobile|idnumber|idcard/i;

it('masks every phone, mobile and ID number a collection shows, or says why it is not a person’s', () => {
  const unmasked = RESOURCES.flatMap((def) =>
    def.fields
      .filter((f) => PERSONAL_NAME.test(f.name) && !def.masked?.fields[f.name] && !NOT_PERSONAL[`${def.key}.${f.name}`])
      .map((f) => `${def.key}.${f.name}`),
  );
  expect(unmasked).toEqual([]);
  for (const key of Object.keys(NOT_PERSONAL)) {
    const [collection, field] = key.split('.');
    expect(RESOURCES.find((d) => d.key === collection)?.fields.some((f) => f.name === field)).toBe(true);
  }
});

describe.each(RESOURCES.filter((d) => d.masked).map((d) => [d.key, d] as const))('masked collection %s', (_key, def) => {
  it('masks text fields by a rule the sensitive-information document has, shown and never written', () => {
    for (const [name, rule] of Object.entries(def.masked!.fields)) {
      const f = def.fields.find((x) => x.name === name);
      expect(f && ['text', 'textarea'].includes(f.type)).toBe(true);
      expect(SENSITIVE_FIELDS).toContain(rule);
      // a masked value opened in a form and saved would overwrite the real one
      expect(def.readOnly === true || f?.readOnly === true).toBe(true);
    }
  });

  it('reads the identity from a select of identities, when it names one', () => {
    const name = def.masked!.identity;
    if (!name) return;
    const f = def.fields.find((x) => x.name === name);
    expect(f?.type).toBe('select');
    const values = f?.options?.kind === 'static' ? f.options.items.map((i) => i.value) : [];
    expect(values).toEqual([...IDENTITIES]);
  });
});
