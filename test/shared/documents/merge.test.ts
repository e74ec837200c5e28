// The three-way merge of a document's fields: their change to one field and mine to another are
// both kept; a field both changed differently is a question; the same change asks nothing.
import { applyChoices, mergeFields } from '../../../src/shared/documents/merge';

const FIELDS = ['a', 'b', 'c', 'links'];
const base = { a: 'A0', b: 'B0', c: 'C0', links: [{ title: 'x' }] };

describe('mergeFields', () => {
  it('keeps their change to one field and mine to another (never reverts theirs)', () => {
    const theirs = { ...base, a: 'A-theirs' };
    const mine = { ...base, b: 'B-mine' };
    const r = mergeFields(FIELDS, base, theirs, mine);
    expect(r.values).toEqual({ a: 'A-theirs', b: 'B-mine', c: 'C0', links: [{ title: 'x' }] });
    expect(r.theirsKept).toEqual(['a']);
    expect(r.mineKept).toEqual(['b']);
    expect(r.questions).toEqual([]);
  });

  it('asks about a field both changed to different values, and not about the same change', () => {
    const theirs = { ...base, c: 'C-theirs', a: 'same', links: [{ title: 'y' }] };
    const mine = { ...base, c: 'C-mine', a: 'same', links: [{ title: 'y' }] };
    const r = mergeFields(FIELDS, base, theirs, mine);
    expect(r.questions).toEqual([{ field: 'c', base: 'C0', mine: 'C-mine', theirs: 'C-theirs' }]);
    expect(r.values.a).toBe('same');
    expect(r.values.links).toEqual([{ title: 'y' }]);
    expect(r.theirsKept).toEqual([]);
    expect(r.mineKept).toEqual([]);
  });

  it('compares lists and objects by value, undefined as null', () => {
    const r = mergeFields(['x', 'y'], { x: [{ k: 1, j: 2 }], y: null }, { x: [{ j: 2, k: 1 }], y: undefined }, { x: [{ k: 1, j: 2 }], y: null });
    expect(r.theirsKept).toEqual([]);
    expect(r.questions).toEqual([]);
  });

  it('applies the choices; without one (and no fallback) there is nothing to save', () => {
    const r = mergeFields(FIELDS, base, { ...base, a: 'At', c: 'Ct' }, { ...base, a: 'Am', c: 'Cm', b: 'Bm' });
    expect(r.questions.map((q) => q.field)).toEqual(['a', 'c']);
    expect(applyChoices(r, { a: 'theirs' })).toBeNull();
    expect(applyChoices(r, { a: 'theirs', c: 'mine' })).toEqual({ a: 'At', b: 'Bm', c: 'Cm', links: [{ title: 'x' }] });
    expect(applyChoices(r, { a: 'theirs' }, 'mine')).toMatchObject({ a: 'At', c: 'Cm' });
  });
});
