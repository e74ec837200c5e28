// The data order dialog on a people list (document 001 §3, §5): every rule with its message —
// field and order together, no field twice, the last row stays, add only on the last row while
// unused fields remain — and the order sent as dataSortStr from page 1, kept for the session.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localeSwitched } from '../../../../src/client/features/ui/uiSlice';
import { peopleListPath } from '../../../../src/shared/people/api';
import { peopleFields } from '../../../../src/shared/people/query';
import { studentRow } from '../people/fixtures';
import { openList, OpenListOptions, optionsOf, pick } from './renderQuery';

afterEach(() => sessionStorage.clear());

async function openDialog(options: OpenListOptions = {}) {
  const rendered = openList(options);
  await screen.findAllByTestId(/^people-row-/);
  await userEvent.click(screen.getByTestId('people-data-order'));
  const dialog = await screen.findByTestId('data-order-dialog');
  return { ...rendered, dialog };
}

describe('data order dialog', () => {
  it('starts with one empty row (newest first) and prompts 请选择', async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByText('数据排序')).toBeInTheDocument();
    expect(within(dialog).getAllByTestId(/^data-order-row-\d+$/)).toHaveLength(1);
    expect(screen.getByTestId('data-order-row-0-field')).toHaveTextContent('请选择');
    expect(screen.getByTestId('data-order-row-0-order')).toHaveTextContent('请选择');
    expect(optionsOf('data-order-row-0-order').map((o) => o.text)).toEqual(['升序', '降序']);
  });

  it('wants an order with a field (请选择排序方式) and a field with an order (请选择字段名称)', async () => {
    const { lastList } = await openDialog();
    const before = lastList();
    await pick('data-order-row-0-field', '姓名');
    await userEvent.click(screen.getByTestId('data-order-add'));
    await pick('data-order-row-1-order', '降序');
    await userEvent.click(screen.getByTestId('data-order-save'));
    expect(screen.getByTestId('data-order-row-0-order-error')).toHaveTextContent('请选择排序方式');
    expect(screen.getByTestId('data-order-row-1-field-error')).toHaveTextContent('请选择字段名称');
    expect(screen.getByTestId('data-order-dialog')).toBeInTheDocument();
    expect(lastList()).toBe(before);
    await pick('data-order-row-0-order', '升序');
    expect(screen.queryByTestId('data-order-row-0-order-error')).not.toBeInTheDocument();
  });

  it('offers a field chosen in another row disabled, and does not take it', async () => {
    await openDialog();
    await pick('data-order-row-0-field', '年级');
    await userEvent.click(screen.getByTestId('data-order-add'));
    expect(optionsOf('data-order-row-1-field')).toContainEqual({ text: '年级', disabled: true });
    expect(optionsOf('data-order-row-1-field')).toContainEqual({ text: '姓名', disabled: false });
    const dropdown = screen.getByTestId('data-order-row-1-field');
    await userEvent.click(dropdown);
    await userEvent.click(within(dropdown).getByRole('option', { name: '年级' }));
    // a disabled option leaves the menu open: close it by clicking elsewhere, nothing chosen
    await userEvent.click(within(screen.getByTestId('data-order-dialog')).getByTestId('draggable-dialog-header'));
    expect(dropdown).not.toHaveClass('active');
    expect(dropdown).toHaveTextContent('请选择');
  });

  it('never removes the last row; the add button sits on the last row while unused fields remain', async () => {
    const other = { ...studentRow(9, '赵六'), identity: 'OTHER' as const, account: 'zhao6', className: null, unitName: '后勤处' };
    await openDialog({ identity: 'OTHER', url: peopleListPath('OTHER'), rows: [other] });
    expect(screen.getByTestId('data-order-remove-0')).toBeDisabled();
    await userEvent.click(screen.getByTestId('data-order-add'));
    expect(within(screen.getByTestId('data-order-row-1')).getByTestId('data-order-add')).toBeInTheDocument();
    expect(within(screen.getByTestId('data-order-row-0')).queryByTestId('data-order-add')).not.toBeInTheDocument();
    expect(screen.getByTestId('data-order-remove-0')).toBeEnabled();
    const fieldCount = peopleFields('OTHER').filter((f) => f.sortable).length;
    for (let i = 2; i < fieldCount; i += 1) await userEvent.click(screen.getByTestId('data-order-add'));
    expect(screen.getAllByTestId(/^data-order-row-\d+$/)).toHaveLength(fieldCount);
    expect(screen.queryByTestId('data-order-add')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('data-order-remove-0'));
    expect(screen.getByTestId('data-order-add')).toBeInTheDocument();
  });

  it('saves the rows as dataSortStr, reading page 1 again, and shows the order on the list', async () => {
    const { lastList } = await openDialog({ total: 250 });
    await userEvent.click(screen.getByTestId('data-order-cancel'));
    await userEvent.click(screen.getByTestId('pager-page-2'));
    await waitFor(() => expect(lastList()).toEqual({ pageIndex: 2, pageSize: 40 }));
    await userEvent.click(screen.getByTestId('people-data-order'));
    await pick('data-order-row-0-field', '年级');
    await pick('data-order-row-0-order', '降序');
    await userEvent.click(screen.getByTestId('data-order-add'));
    await pick('data-order-row-1-field', '姓名');
    await pick('data-order-row-1-order', '升序');
    await userEvent.click(screen.getByTestId('data-order-save'));
    await waitFor(() => expect(lastList()).toEqual({ dataSortStr: 'grade DESC,name ASC', pageIndex: 1, pageSize: 40 }));
    expect(screen.queryByTestId('data-order-dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('people-data-order-active')).toHaveTextContent('排序：年级 降序, 姓名 升序');
  });

  it('keeps the order for the browser session; reset goes back to newest first', async () => {
    const first = await openDialog();
    await pick('data-order-row-0-field', '学号');
    await pick('data-order-row-0-order', '降序');
    await userEvent.click(screen.getByTestId('data-order-save'));
    await waitFor(() => expect(first.lastList()?.dataSortStr).toBe('studentNo DESC'));
    first.unmount();

    // the page again (a new store, as after a reload): the first read already carries the order
    const again = openList();
    await screen.findByTestId('people-row-2');
    expect(again.lastList()).toEqual({ dataSortStr: 'studentNo DESC', pageIndex: 1, pageSize: 40 });
    await userEvent.click(screen.getByTestId('people-data-order'));
    expect(screen.getByTestId('data-order-row-0-field')).toHaveTextContent('学号');
    expect(screen.getByTestId('data-order-row-0-order')).toHaveTextContent('降序');
    await userEvent.click(screen.getByTestId('data-order-reset'));
    await waitFor(() => expect(again.lastList()).toEqual({ pageIndex: 1, pageSize: 40 }));
    expect(screen.queryByTestId('people-data-order-active')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('campus-peopleQuery.STUDENT')).toBeNull();
  });

  it('speaks English too', async () => {
    const { store } = await openDialog();
    act(() => {
      store.dispatch(localeSwitched('en'));
    });
    expect(optionsOf('data-order-row-0-order').map((o) => o.text)).toEqual(['Ascending', 'Descending']);
    await pick('data-order-row-0-order', 'Descending');
    await userEvent.click(screen.getByTestId('data-order-save'));
    expect(screen.getByTestId('data-order-row-0-field-error')).toHaveTextContent('Please select field name');
    await pick('data-order-row-0-field', 'Name');
    await userEvent.click(screen.getByTestId('data-order-add'));
    await pick('data-order-row-1-field', 'Grade');
    await userEvent.click(screen.getByTestId('data-order-save'));
    expect(screen.getByTestId('data-order-row-1-order-error')).toHaveTextContent('Please select sort method');
  });
});
