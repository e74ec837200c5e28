import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PagedTable, { PagedTableColumn, PagedTableProps } from '../../../../src/client/widgets/pagedTable/PagedTable';
import { localeSwitched } from '../../../../src/client/features/ui/uiSlice';
import { renderWithLocale } from './renderWithLocale';

interface Row {
  id: number;
  name: string;
}
const columns: PagedTableColumn<Row>[] = [{ key: 'name', header: 'Name', render: (r) => r.name }];
const rowsOf = (n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `row ${i + 1}` }));

function setup(overrides: Partial<PagedTableProps<Row>> = {}) {
  const onPageChange = jest.fn();
  const onSizeChange = jest.fn();
  const props: PagedTableProps<Row> = { columns, rows: rowsOf(3), total: 95, pageIndex: 1, pageSize: 40, onPageChange, onSizeChange, ...overrides };
  return { ...renderWithLocale(<PagedTable {...props} />), onPageChange, onSizeChange };
}

describe('PagedTable', () => {
  it('renders the rows and the total', () => {
    setup();
    expect(screen.getByText('row 2')).toBeInTheDocument();
    expect(screen.getByTestId('pager-total')).toHaveTextContent('共 95 条');
  });

  it('says "more than" of a total that stopped counting (a large log)', () => {
    setup({ total: 10000, totalCapped: true });
    expect(screen.getByTestId('pager-total')).toHaveTextContent('超过 10000 条');
  });

  it('offers the sizes 10, 20, 30, 40 and 100 and shows 40 by default', () => {
    setup();
    const sizes = screen.getByTestId('pager-sizes');
    expect(within(sizes).getByRole('alert')).toHaveTextContent('40 条/页');
    const offered = within(sizes)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(offered).toEqual(['10 条/页', '20 条/页', '30 条/页', '40 条/页', '100 条/页']);
  });

  it('reports a size change', async () => {
    const { onSizeChange } = setup();
    const sizes = screen.getByTestId('pager-sizes');
    await userEvent.click(sizes);
    await userEvent.click(within(sizes).getByText('100 条/页'));
    expect(onSizeChange).toHaveBeenCalledWith(100);
  });

  it('reports page changes from the pager, previous and next', async () => {
    const { onPageChange, rerenderWith, onSizeChange } = setup();
    await userEvent.click(screen.getByTestId('pager-page-3'));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByTestId('pager-next'));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    // on the first page there is no previous page
    onPageChange.mockClear();
    await userEvent.click(screen.getByTestId('pager-prev'));
    expect(onPageChange).not.toHaveBeenCalled();
    rerenderWith(
      <PagedTable columns={columns} rows={rowsOf(3)} total={95} pageIndex={3} pageSize={40} onPageChange={onPageChange} onSizeChange={onSizeChange} />,
    );
    await userEvent.click(screen.getByTestId('pager-prev'));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    // and on the last page no next one
    onPageChange.mockClear();
    await userEvent.click(screen.getByTestId('pager-next'));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('jumps to a typed page on Enter, clamped to the pages that exist', async () => {
    const { onPageChange } = setup({ total: 400, pageSize: 40 });
    const jumper = screen.getByTestId('pager-jumper');
    await userEvent.type(jumper, '7{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(7);
    await userEvent.type(jumper, '99{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(10);
    expect(jumper).toHaveValue(null);
  });

  it('shows the loader only after 500 ms: the overlay carries the animation delay', () => {
    const { rerenderWith, onPageChange, onSizeChange } = setup({ loading: true });
    const loader = screen.getByTestId('paged-table-loader');
    expect(loader).toHaveStyle({ animationDelay: '500ms' });
    expect(loader).toHaveClass('paged-table-loader');
    rerenderWith(
      <PagedTable
        columns={columns}
        rows={rowsOf(3)}
        total={95}
        pageIndex={1}
        pageSize={40}
        loading={false}
        onPageChange={onPageChange}
        onSizeChange={onSizeChange}
      />,
    );
    expect(screen.queryByTestId('paged-table-loader')).not.toBeInTheDocument();
  });

  it('says 暂无数据 when there are no rows, in the current language', () => {
    const { store } = setup({ rows: [], total: 0 });
    expect(screen.getByTestId('paged-table-empty')).toHaveTextContent('暂无数据');
    act(() => {
      store.dispatch(localeSwitched('en'));
    });
    expect(screen.getByTestId('paged-table-empty')).toHaveTextContent('No data');
  });

  it('while its first rows are read, shows the loader and neither 暂无数据 nor a total of 0', () => {
    const { rerenderWith, onPageChange, onSizeChange } = setup({ rows: [], total: 0, loading: true });
    expect(screen.getByTestId('paged-table-loader')).toBeInTheDocument();
    expect(screen.getByTestId('paged-table-waiting')).toBeInTheDocument();
    expect(screen.queryByTestId('paged-table-empty')).not.toBeInTheDocument();
    expect(screen.queryByText('暂无数据')).not.toBeInTheDocument();
    expect(screen.getByTestId('pager-total')).toHaveTextContent('加载中…');
    expect(screen.getByTestId('pager-total')).not.toHaveTextContent('0');
    // the answer: no rows is now known, and said
    rerenderWith(<PagedTable columns={columns} rows={[]} total={0} pageIndex={1} pageSize={40} onPageChange={onPageChange} onSizeChange={onSizeChange} />);
    expect(screen.getByTestId('paged-table-empty')).toHaveTextContent('暂无数据');
    expect(screen.getByTestId('pager-total')).toHaveTextContent('共 0 条');
  });

  it('keeps the rows and their total on show while the next page is read', () => {
    setup({ loading: true });
    expect(screen.getByText('row 2')).toBeInTheDocument();
    expect(screen.getByTestId('pager-total')).toHaveTextContent('共 95 条');
  });

  it('lets rows be picked, one or the whole page', async () => {
    const onChange = jest.fn();
    setup({ selection: { selected: [2], onChange } });
    await userEvent.click(screen.getByTestId('row-pick-1'));
    expect(onChange).toHaveBeenLastCalledWith([2, 1]);
    await userEvent.click(screen.getByTestId('paged-table-pick-all'));
    expect(onChange).toHaveBeenLastCalledWith([1, 2, 3]);
  });

  it('keeps the ids picked on other pages when the page is picked or unpicked', async () => {
    const onChange = jest.fn();
    const { rerenderWith, onPageChange, onSizeChange } = setup({ selection: { selected: [7, 2], onChange } });
    const pageBox = screen.getByTestId('paged-table-pick-all');
    // some of the page picked: the page box is neither on nor off
    expect(pageBox).toHaveClass('indeterminate');
    await userEvent.click(pageBox);
    expect(onChange).toHaveBeenLastCalledWith([7, 1, 2, 3]);
    rerenderWith(
      <PagedTable
        columns={columns}
        rows={rowsOf(3)}
        total={95}
        pageIndex={1}
        pageSize={40}
        onPageChange={onPageChange}
        onSizeChange={onSizeChange}
        selection={{ selected: [7, 1, 2, 3], onChange }}
      />,
    );
    expect(screen.getByTestId('paged-table-pick-all')).toHaveClass('checked');
    await userEvent.click(screen.getByTestId('paged-table-pick-all'));
    expect(onChange).toHaveBeenLastCalledWith([7]);
    await userEvent.click(screen.getByTestId('row-pick-3'));
    expect(onChange).toHaveBeenLastCalledWith([7, 1, 2]);
  });

  it('names its checkboxes as the owner asks', async () => {
    const onChange = jest.fn();
    setup({ selection: { selected: [], onChange, rowTestId: (id) => `people-select-${id}`, pageTestId: 'people-select-page' } });
    await userEvent.click(screen.getByTestId('people-select-2'));
    expect(onChange).toHaveBeenLastCalledWith([2]);
    await userEvent.click(screen.getByTestId('people-select-page'));
    expect(onChange).toHaveBeenLastCalledWith([1, 2, 3]);
    expect(screen.queryByTestId('paged-table-pick-all')).toBeNull();
  });

  it('shows only the total in no-paging mode', () => {
    setup({ noPaging: true, pageSize: 99999 });
    expect(screen.getByTestId('pager-total')).toBeInTheDocument();
    expect(screen.queryByTestId('pager-sizes')).not.toBeInTheDocument();
  });
});
