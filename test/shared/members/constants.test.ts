// The quick authorization tick rules (document 001 §4) and the role group kinds (document 000 §6).
import { applyTick, kindOfRoleId, ROLE_IDS, ticksValid } from '../../../src/shared/members/constants';

const none = { lookPerm: false, updateDataPerm: false, updateTablePerm: false };

describe('quick authorization ticks', () => {
  it('edit data implies view', () => {
    expect(applyTick('DIR', none, 'updateDataPerm', true)).toEqual({ lookPerm: true, updateDataPerm: true, updateTablePerm: false });
  });
  it('edit table implies view and edit data, only for FILE', () => {
    expect(applyTick('FILE', none, 'updateTablePerm', true)).toEqual({ lookPerm: true, updateDataPerm: true, updateTablePerm: true });
    expect(applyTick('DIR', none, 'updateTablePerm', true).updateTablePerm).toBe(false);
  });
  it('unticking view clears the others; unticking edit data clears edit table', () => {
    const all = { lookPerm: true, updateDataPerm: true, updateTablePerm: true };
    expect(applyTick('FILE', all, 'lookPerm', false)).toEqual(none);
    expect(applyTick('FILE', all, 'updateDataPerm', false)).toEqual({ lookPerm: true, updateDataPerm: false, updateTablePerm: false });
  });
  it('validates saved ticks', () => {
    expect(ticksValid('FILE', { lookPerm: true, updateDataPerm: true, updateTablePerm: true })).toBe(true);
    expect(ticksValid('DIR', { lookPerm: true, updateDataPerm: true, updateTablePerm: true })).toBe(false);
    expect(ticksValid('FILE', { lookPerm: false, updateDataPerm: true, updateTablePerm: false })).toBe(false);
    expect(ticksValid('FILE', { lookPerm: true, updateDataPerm: false, updateTablePerm: true })).toBe(false);
    expect(ticksValid('DIR', none)).toBe(true);
  });
});

describe('role groups', () => {
  it('maps the roleId to the kind it adds', () => {
    expect(kindOfRoleId(ROLE_IDS.STUDENT)).toBe('STUDENT');
    expect(kindOfRoleId(ROLE_IDS.STUDENT_GROUP_A)).toBe('STUDENT');
    expect(kindOfRoleId(ROLE_IDS.STUDENT_GROUP_B)).toBe('STUDENT');
    expect(kindOfRoleId(ROLE_IDS.TEACHER)).toBe('TEACHER');
    expect(kindOfRoleId(ROLE_IDS.OTHER)).toBe('OTHER');
    expect(kindOfRoleId(ROLE_IDS.CLASS)).toBe('CLASS');
  });
});
