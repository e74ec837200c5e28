// Column widths of the exported sheet (in characters), so numbers and times are readable when the
// file opens: wide enough for the field's usual values and for its header text.
import type { PeopleFieldKey } from '../../shared/people/query';
import type { ExportColumn } from './tables';

const VALUE_WIDTH: Partial<Record<PeopleFieldKey, number>> = {
  idNumber: 22,
  phone: 15,
  email: 26,
  createdAt: 20,
  updatedAt: 20,
  unitName: 20,
  className: 18,
  examNo: 18,
  studentNo: 16,
  workNo: 14,
  account: 16,
};

/** CJK characters take two columns' room */
const displayWidth = (text: string) => [...text].reduce((w, ch) => w + (ch.charCodeAt(0) > 0x2e80 ? 2 : 1), 0);

export function columnWidth(c: ExportColumn): number {
  return Math.min(40, Math.max(VALUE_WIDTH[c.key] ?? 10, displayWidth(c.label) + 2));
}
