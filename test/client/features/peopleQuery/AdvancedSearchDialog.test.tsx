// The advanced-search builder on a people list (document 000 §5), as an administrator uses it:
// every prompt and message, the forced = of dictionary fields, the valueless operators, the
// and/or joins, and the search it runs (page 1) and shows on the list until cleared.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localeSwitched } from '../../../../src/client/features/ui/uiSlice';
import { DICT_URL } from '../people/fixtures';
import { openList, optionsOf, pick } from './renderQuery';

afterEach(() => sessionStorage.clear());

async function openDialog(total = 2) {
  const rendered = openList({ total });
  await screen.findByTestId('people-row-2');
  await userEvent.click(screen.getByTestId('people-advanced-search'));
  const dialog = await screen.findByTestId('advanced-search-dialog');
  return { ...rendered, dialog };
}

describe('advanced search dialog', () => {
  it('prompts 请选择 / 请输入, and confirming an empty row shows them as messages without searching', async () => {
    const { dialog, callsTo } = await openDialog();
    expect(within(dialog).getByText('高级搜索')).toBeInTheDocument();
    expect(screen.getByTestId('advanced-row-0-field')).toHaveTextContent('请选择');
    expect(screen.getByTestId('advanced-row-0-operator')).toHaveTextContent('请选择');
    expect(screen.getByTestId('advanced-row-0-value')).toHaveAttribute('placeholder', '请输入');
    expect(screen.queryByTestId('advanced-row-0-join')).not.toBeInTheDocument();
    const reads = callsTo('/api/blade-workbench/edustudentinfo/list/role').length;
    await userEvent.click(screen.getByTestId('advanced-confirm'));
    expect(screen.getByTestId('advanced-row-0-field-error')).toHaveTextContent('请选择');
    expect(screen.getByTestId('advanced-row-0-operator-error')).toHaveTextContent('请选择');
    expect(screen.getByTestId('advanced-row-0-value-error')).toHaveTextContent('请输入');
    expect(screen.getByTestId('advanced-search-dialog')).toBeInTheDocument();
    expect(callsTo('/api/blade-workbench/edustudentinfo/list/role')).toHaveLength(reads);
    // the messages go as the parts are filled in
    await pick('advanced-row-0-field', '姓名');
    expect(screen.queryByTestId('advanced-row-0-field-error')).not.toBeInTheDocument();
    await pick('advanced-row-0-operator', '包含');
    expect(screen.queryByTestId('advanced-row-0-operator-error')).not.toBeInTheDocument();
    await userEvent.type(screen.getByTestId('advanced-row-0-value'), '王');
    expect(screen.queryByTestId('advanced-row-0-value-error')).not.toBeInTheDocument();
  });

  it('forces = for a dictionary field and takes its value from the dictionary; 请选择 when none is picked', async () => {
    const { callsTo } = await openDialog();
    await pick('advanced-row-0-field', '性别');
    const operator = screen.getByTestId('advanced-row-0-operator');
    expect(operator).toHaveTextContent('等于 (=)');
    expect(operator).toHaveClass('disabled');
    await waitFor(() => expect(callsTo(DICT_URL).some((c) => c.params?.code === 'gender')).toBe(true));
    await userEvent.click(screen.getByTestId('advanced-confirm'));
    expect(screen.getByTestId('advanced-row-0-value-error')).toHaveTextContent('请选择');
    await pick('advanced-row-0-value', '女');
    expect(screen.queryByTestId('advanced-row-0-value-error')).not.toBeInTheDocument();
  });

  it('offers a date box for a date field, without like', async () => {
    await openDialog();
    await pick('advanced-row-0-field', '创建时间');
    expect(screen.getByTestId('advanced-row-0-value')).toHaveAttribute('type', 'date');
    const texts = optionsOf('advanced-row-0-operator').map((o) => o.text);
    expect(texts).toContain('大于等于 (>=)');
    expect(texts).not.toContain('包含');
  });

  it('hides and clears the value for is null, is not null, empty and not empty', async () => {
    await openDialog();
    await pick('advanced-row-0-field', '邮箱');
    await pick('advanced-row-0-operator', '包含');
    await userEvent.type(screen.getByTestId('advanced-row-0-value'), 'edu.cn');
    for (const op of ['为空值', '不为空值', '为空', '不为空']) {
      await pick('advanced-row-0-operator', op);
      expect(screen.queryByTestId('advanced-row-0-value')).not.toBeInTheDocument();
    }
    await pick('advanced-row-0-operator', '包含');
    expect(screen.getByTestId('advanced-row-0-value')).toHaveValue('');
  });

  it('joins rows by and/or from the second row on; adds and removes rows, one always stays', async () => {
    await openDialog();
    expect(screen.getByTestId('advanced-remove-0')).toBeDisabled();
    await userEvent.click(screen.getByTestId('advanced-add'));
    await userEvent.click(screen.getByTestId('advanced-add'));
    expect(screen.getByTestId('advanced-row-1-join')).toHaveTextContent('并且');
    await pick('advanced-row-1-join', '或者');
    expect(screen.getByTestId('advanced-row-1-join')).toHaveTextContent('或者');
    await pick('advanced-row-2-field', '年级');
    await userEvent.click(screen.getByTestId('advanced-remove-1'));
    expect(screen.queryByTestId('advanced-row-2')).not.toBeInTheDocument();
    // the third row moved up, with its field
    expect(screen.getByTestId('advanced-row-1-field')).toHaveTextContent('年级');
  });

  it('runs the search on page 1; the list says how many conditions apply and clears them', async () => {
    const { lastList } = await openDialog(250);
    await userEvent.click(screen.getByTestId('advanced-cancel'));
    await userEvent.click(screen.getByTestId('pager-page-3'));
    await waitFor(() => expect(lastList()).toEqual({ pageIndex: 3, pageSize: 40 }));
    await userEvent.click(screen.getByTestId('people-advanced-search'));
    await pick('advanced-row-0-field', '姓名');
    await pick('advanced-row-0-operator', '包含');
    await userEvent.type(screen.getByTestId('advanced-row-0-value'), ' 王 ');
    await userEvent.click(screen.getByTestId('advanced-add'));
    await pick('advanced-row-1-join', '或者');
    await pick('advanced-row-1-field', '邮箱');
    await pick('advanced-row-1-operator', '为空');
    await userEvent.click(screen.getByTestId('advanced-confirm'));
    await waitFor(() => expect(screen.queryByTestId('advanced-search-dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(lastList()).toEqual({
        advancedSearch: [
          { join: 'and', field: 'name', operator: 'like', value: '王' },
          { join: 'or', field: 'email', operator: 'empty' },
        ],
        pageIndex: 1,
        pageSize: 40,
      }),
    );
    expect(screen.getByTestId('people-advanced-active')).toHaveTextContent('高级搜索：2 个条件');
    await userEvent.click(screen.getByTestId('people-advanced-active-clear'));
    await waitFor(() => expect(lastList()).toEqual({ pageIndex: 1, pageSize: 40 }));
    expect(screen.queryByTestId('people-advanced-active')).not.toBeInTheDocument();
  });

  it('clears the search from the dialog too', async () => {
    const { lastList } = await openDialog();
    await pick('advanced-row-0-field', '手机号');
    await pick('advanced-row-0-operator', '不为空');
    await userEvent.click(screen.getByTestId('advanced-confirm'));
    await waitFor(() => expect(lastList()?.advancedSearch).toEqual([{ join: 'and', field: 'phone', operator: 'not empty' }]));
    await userEvent.click(screen.getByTestId('people-advanced-search'));
    expect(screen.getByTestId('advanced-row-0-operator')).toHaveTextContent('不为空');
    await userEvent.click(screen.getByTestId('advanced-clear'));
    await waitFor(() => expect(lastList()).toEqual({ pageIndex: 1, pageSize: 40 }));
    expect(screen.queryByTestId('advanced-search-dialog')).not.toBeInTheDocument();
  });

  it('speaks English too', async () => {
    const { store } = await openDialog();
    act(() => {
      store.dispatch(localeSwitched('en'));
    });
    expect(screen.getByTestId('advanced-search-dialog')).toHaveTextContent('Advanced search');
    await userEvent.click(screen.getByTestId('advanced-confirm'));
    expect(screen.getByTestId('advanced-row-0-field-error')).toHaveTextContent('Please select');
    expect(screen.getByTestId('advanced-row-0-value-error')).toHaveTextContent('Please enter');
    await pick('advanced-row-0-field', 'Name');
    expect(optionsOf('advanced-row-0-operator').map((o) => o.text)).toContain('not like');
  });
});
