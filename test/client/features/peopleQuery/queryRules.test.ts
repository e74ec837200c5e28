// The pure rules behind the three dialogs: advanced-search rows (document 000 §5), order rows
// (document 001 §5) and the column display laid over a list's default columns.
import {
  emptyAdvancedRow,
  operatorsFor,
  toDraftRows,
  toSearchRows,
  validateAdvancedRows,
  withField,
  withJoin,
  withOperator,
  withValue,
} from '../../../../src/client/features/peopleQuery/advancedRows';
import { arrangeColumns, moveRow, sanitiseColumns, shownInOrder } from '../../../../src/client/features/peopleQuery/columnChoices';
import { canAddOrderRow, sanitiseDataSortStr, toDataSortStr, toOrderDraft, validateOrderRows } from '../../../../src/client/features/peopleQuery/orderRows';
import { MAX_SEARCH_VALUE, peopleFields, SEARCH_OPERATORS } from '../../../../src/shared/people/query';

const fields = peopleFields('STUDENT');
const row = (over: Partial<ReturnType<typeof emptyAdvancedRow>> = {}) => ({ ...emptyAdvancedRow(), ...over });

describe('advanced-search rows', () => {
  it('offers every operator for text, only = for a dictionary field, no like for a date', () => {
    expect(operatorsFor(fields.find((f) => f.key === 'name'))).toEqual(SEARCH_OPERATORS);
    expect(operatorsFor(fields.find((f) => f.key === 'gender'))).toEqual(['=']);
    const dateOps = operatorsFor(fields.find((f) => f.key === 'createdAt'));
    expect(dateOps).not.toContain('like');
    expect(dateOps).not.toContain('not like');
    expect(dateOps).toContain('>=');
  });

  it('forces = when a dictionary field is chosen, and drops the forced = when the field goes back to text', () => {
    const dict = withField(row({ operator: 'like', value: '王' }), fields, 'gender');
    expect(dict).toEqual({ join: 'and', field: 'gender', operator: '=', value: '' });
    expect(withOperator(dict, fields, 'like')).toBe(dict);
    expect(withField(dict, fields, 'name')).toEqual({ join: 'and', field: 'name', operator: '', value: '' });
    // a text operator the new text field offers too is kept; the value is cleared
    expect(withField(row({ field: 'name', operator: 'like', value: '王' }), fields, 'phone')).toMatchObject({ operator: 'like', value: '' });
    // like is not for dates
    expect(withField(row({ field: 'name', operator: 'like' }), fields, 'createdAt').operator).toBe('');
    // a field outside the identity's list is ignored
    expect(withField(row(), fields, 'workNo')).toEqual(row());
  });

  it('clears and refuses a value under the four valueless operators; cuts long values', () => {
    const valueless = withOperator(row({ field: 'name', operator: 'like', value: '王' }), fields, 'is null');
    expect(valueless).toMatchObject({ operator: 'is null', value: '' });
    expect(withValue(valueless, 'x')).toBe(valueless);
    expect(withValue(row({ field: 'name', operator: 'like' }), 'x'.repeat(MAX_SEARCH_VALUE + 5)).value).toHaveLength(MAX_SEARCH_VALUE);
    expect(withJoin(row(), 'or').join).toBe('or');
    expect(withJoin(row(), 'xor').join).toBe('and');
  });

  it('needs a field, an operator and a value: 请选择 for what is picked, 请输入 for what is typed', () => {
    expect(validateAdvancedRows([row()], fields)).toEqual([{ field: 'common.pleaseSelect', operator: 'common.pleaseSelect', value: 'common.pleaseInput' }]);
    expect(validateAdvancedRows([row({ field: 'gender', operator: '=' })], fields)).toEqual([{ value: 'common.pleaseSelect' }]);
    expect(validateAdvancedRows([row({ field: 'name', operator: 'like', value: '  ' })], fields)).toEqual([{ value: 'common.pleaseInput' }]);
    expect(validateAdvancedRows([row({ field: 'name', operator: 'not empty' }), row({ field: 'name', operator: 'like', value: '王' })], fields)).toEqual([]);
  });

  it('sends complete rows: the first joined by and, no value for the valueless operators, values trimmed', () => {
    const draft = [row({ join: 'or', field: 'name', operator: 'like', value: ' 王 ' }), row({ join: 'or', field: 'email', operator: 'is null' })];
    const sent = toSearchRows(draft);
    expect(sent).toEqual([
      { join: 'and', field: 'name', operator: 'like', value: '王' },
      { join: 'or', field: 'email', operator: 'is null' },
    ]);
    expect(toDraftRows(sent)).toEqual([row({ field: 'name', operator: 'like', value: '王' }), row({ join: 'or', field: 'email', operator: 'is null' })]);
    expect(toDraftRows([])).toEqual([row()]);
  });
});

describe('order rows', () => {
  const sortable = fields.filter((f) => f.sortable);

  it('wants a field with an order and an order with a field; an empty row is no order', () => {
    expect(validateOrderRows([{ value: 'name', order: '' }])).toEqual([{ order: 'dataOrder.selectMethod' }]);
    expect(validateOrderRows([{ value: '', order: 'DESC' }])).toEqual([{ value: 'dataOrder.selectField' }]);
    expect(
      validateOrderRows([
        { value: 'name', order: 'ASC' },
        { value: '', order: '' },
      ]),
    ).toEqual([]);
    expect(
      toDataSortStr([
        { value: 'name', order: 'ASC' },
        { value: '', order: '' },
        { value: 'grade', order: 'DESC' },
      ]),
    ).toBe('name ASC,grade DESC');
    expect(toDataSortStr([{ value: '', order: '' }])).toBe('');
  });

  it('reads an order back into rows, one empty row for none', () => {
    expect(toOrderDraft('name ASC,grade DESC')).toEqual([
      { value: 'name', order: 'ASC' },
      { value: 'grade', order: 'DESC' },
    ]);
    expect(toOrderDraft('')).toEqual([{ value: '', order: '' }]);
  });

  it('adds rows only while unused fields remain', () => {
    const rows = sortable.map((f) => ({ value: f.key, order: 'ASC' as const }));
    expect(canAddOrderRow(rows.slice(1), sortable)).toBe(true);
    expect(canAddOrderRow(rows, sortable)).toBe(false);
  });

  it('keeps a stored order only over fields the list can be ordered by, each once', () => {
    expect(sanitiseDataSortStr('name asc,grade DESC', fields)).toBe('name ASC,grade DESC');
    expect(sanitiseDataSortStr('workNo ASC', fields)).toBe('');
    expect(sanitiseDataSortStr('name ASC,name DESC', fields)).toBe('');
    expect(sanitiseDataSortStr('name;DROP ASC', fields)).toBe('');
    expect(sanitiseDataSortStr(42, fields)).toBe('');
  });
});

describe('column display', () => {
  const defaults = [
    { key: 'a', shown: true },
    { key: 'b', shown: true },
    { key: 'c', shown: false },
  ];

  it('lays a saved display over the defaults: unknown keys dropped, new ones appended as by default', () => {
    expect(arrangeColumns(defaults, null)).toBe(defaults);
    expect(
      arrangeColumns(defaults, [
        { key: 'b', shown: false },
        { key: 'zz', shown: true },
        { key: 'a', shown: true },
      ]),
    ).toEqual([
      { key: 'b', shown: false },
      { key: 'a', shown: true },
      { key: 'c', shown: false },
    ]);
    // a display that would show nothing falls back to the defaults
    expect(
      arrangeColumns(defaults, [
        { key: 'a', shown: false },
        { key: 'b', shown: false },
      ]),
    ).toBe(defaults);
  });

  it('picks the shown items in order, moves rows, and drops malformed stored displays', () => {
    expect(
      shownInOrder(
        [{ key: 'a' }, { key: 'b' }, { key: 'c' }],
        [
          { key: 'c', shown: true },
          { key: 'a', shown: true },
          { key: 'b', shown: false },
        ],
      ),
    ).toEqual([{ key: 'c' }, { key: 'a' }]);
    expect(moveRow(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveRow(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
    expect(sanitiseColumns([{ key: 'a', shown: true }, { key: 1 }, 'x'])).toEqual([{ key: 'a', shown: true }]);
    expect(sanitiseColumns('nope')).toBeNull();
    expect(sanitiseColumns([])).toBeNull();
  });
});
