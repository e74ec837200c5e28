// The field-by-field difference the versions keep: plain fields whole, records by index and
// field, lists compared by value, absent and null alike.
import { diffContent } from '../../../src/shared/documents/diff';
import type { FieldDef } from '../../../src/shared/resources/types';

const fields: FieldDef[] = [
  { name: 'title', column: 'title', label: 'x', type: 'text' },
  { name: 'tags', column: 'tags', label: 'x', type: 'multiSelect' },
  {
    name: 'links',
    column: 'links',
    label: 'x',
    type: 'records',
    of: [
      { name: 'text', column: 'text', label: 'x', type: 'text' },
      { name: 'url', column: 'url', label: 'x', type: 'url' },
    ],
  },
];

describe('diffContent', () => {
  it('names plain fields whole and treats absent as null', () => {
    expect(diffContent(fields, { title: 'a', tags: ['x', 'y'] }, { title: 'b', tags: ['x', 'y'], links: null })).toEqual([
      { path: 'title', before: 'a', after: 'b' },
    ]);
    expect(diffContent(fields, { tags: ['x', 'y'] }, { tags: ['y', 'x'] })).toEqual([{ path: 'tags', before: ['x', 'y'], after: ['y', 'x'] }]);
  });

  it('compares records by index and field, added and removed records field by field', () => {
    const before = {
      links: [
        { text: '首页', url: 'https://a.example' },
        { text: '帮助', url: 'https://b.example' },
      ],
    };
    const after = {
      links: [
        { text: '首页', url: 'https://c.example' },
        { text: '帮助', url: 'https://b.example' },
        { text: '新', url: 'https://d.example' },
      ],
    };
    expect(diffContent(fields, before, after)).toEqual([
      { path: 'links[0].url', before: 'https://a.example', after: 'https://c.example' },
      { path: 'links[2].text', before: null, after: '新' },
      { path: 'links[2].url', before: null, after: 'https://d.example' },
    ]);
    expect(diffContent(fields, after, before).map((c) => c.path)).toEqual(['links[0].url', 'links[2].text', 'links[2].url']);
  });

  it('ignores key order inside records', () => {
    expect(diffContent(fields, { links: [{ url: 'u', text: 't' }] }, { links: [{ text: 't', url: 'u' }] })).toEqual([]);
  });
});
