// The rules of the data order dialog (document 001 §5), pure: a field and an order go together
// ('please select field name' / 'please select sort method'), no field twice, the last row
// stays, and a row can be added only while unused fields remain. Rows join into dataSortStr.
import type { Identity } from '../../../shared/domain/people';
import { joinOrder, OrderRow, parseOrder, PeopleField, peopleFields, SORT_ORDERS, SortOrder } from '../../../shared/people/query';
import type { OrderDraftRow, OrderRowErrors } from './state';

export const SELECT_FIELD = 'dataOrder.selectField';
export const SELECT_METHOD = 'dataOrder.selectMethod';

/** the fields a list can be ordered by */
export const sortableFields = (identity: Identity): PeopleField[] => peopleFields(identity).filter((f) => f.sortable);

export const emptyOrderRow = (): OrderDraftRow => ({ value: '', order: '' });

/** A field chosen in another row than `index`. */
export const takenElsewhere = (rows: OrderDraftRow[], index: number, key: string): boolean =>
  rows.some((r, i) => i !== index && r.value !== '' && r.value === key);

/** Another row may be added while the rows are fewer than the fields they can order by. */
export const canAddOrderRow = (rows: OrderDraftRow[], fields: PeopleField[]): boolean => rows.length < fields.length;

export const isSortOrder = (order: string): order is SortOrder => (SORT_ORDERS as readonly string[]).includes(order);

/** A row entirely empty is no order and passes; half a row fails on its empty half. */
export function validateOrderRows(rows: OrderDraftRow[]): OrderRowErrors[] {
  const errors = rows.map((row): OrderRowErrors => {
    if (row.value === '' && row.order === '') return {};
    if (row.value === '') return { value: SELECT_FIELD };
    if (row.order === '') return { order: SELECT_METHOD };
    return {};
  });
  return errors.some((e) => Object.keys(e).length > 0) ? errors : [];
}

/** The complete rows as 'field ORDER,...'; '' when there are none (newest first). */
export const toDataSortStr = (rows: OrderDraftRow[]): string => joinOrder(rows.filter((r): r is OrderRow => r.value !== '' && r.order !== ''));

/** The applied order back into rows for the dialog (one empty row when there is none). */
export function toOrderDraft(dataSortStr: string): OrderDraftRow[] {
  const rows = parseOrder(dataSortStr) ?? [];
  return rows.length === 0 ? [emptyOrderRow()] : rows.map((r) => ({ value: r.value, order: r.order }));
}

/** A stored order, kept only when every field is one the list can be ordered by, once. */
export function sanitiseDataSortStr(text: unknown, fields: PeopleField[]): string {
  if (typeof text !== 'string') return '';
  const rows = parseOrder(text);
  if (!rows) return '';
  const keys = rows.map((r) => r.value);
  const known = keys.every((k) => fields.some((f) => f.key === k && f.sortable));
  return known && new Set(keys).size === keys.length ? joinOrder(rows) : '';
}
