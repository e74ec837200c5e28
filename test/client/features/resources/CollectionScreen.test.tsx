// The generic screen on issue-12 definitions (app modules, questions asked), against the real
// reducers and saga with a fake api: sortable headers, thumbnails, row and batch actions with the
// notice, the detail view, drag to reorder, and a read-only collection.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ResourceScreen from '../../../../src/client/features/resources/ResourceScreen';
import { excerpt } from '../../../../src/client/features/resources/richTextExcerpt';
import { MODULES_DETAIL, MODULES_LIST, MODULES_ORDER, MODULES_STATUS, moduleRow } from './collectionsFixtures';
import { fakeApi, ok, page } from './fixtures';
import { renderWithStore } from './testStore';

const modules = [moduleRow(1, { icon: 'f_1' }), moduleRow(2, { enabled: false }), moduleRow(3)];

function openModules() {
  const fake = fakeApi({
    [MODULES_LIST]: () => page(modules, 3),
    [MODULES_STATUS]: ok({ changed: 2 }),
    [MODULES_ORDER]: ok({ ids: [3, 1, 2] }),
    [MODULES_DETAIL]: ok(moduleRow(2, { description: '供学生查看课表' })),
  });
  return { ...fake, ...renderWithStore(<ResourceScreen resourceKey="appModules" />, fake.api) };
}

describe('ResourceScreen (app modules)', () => {
  it('shows thumbnails, multi-select labels and sends a header click as the sort', async () => {
    const { callsTo } = openModules();
    const row = await screen.findByTestId('row-1');
    expect(within(row).getByTestId('thumb-icon-1')).toHaveAttribute('src', '/api/blade-platform/file/view/f_1');
    expect(row).toHaveTextContent('安卓, iOS');
    await userEvent.click(screen.getByTestId('sort-moduleName'));
    await waitFor(() => expect(callsTo(MODULES_LIST).at(-1)?.params).toMatchObject({ sortField: 'moduleName', sortDirection: 'asc' }));
    await waitFor(() => expect(screen.getByTestId('sort-moduleName').closest('th')).toHaveAttribute('aria-sort', 'ascending'));
  });

  it('offers a row action only where it changes something, and runs a batch action after the notice names the count', async () => {
    const { callsTo } = openModules();
    await screen.findByTestId('row-1');
    expect(screen.queryByTestId('row-action-enable-1')).toBeNull();
    expect(screen.getByTestId('row-action-enable-2')).toBeInTheDocument();
    await userEvent.click(within(screen.getByTestId('row-1')).getByRole('checkbox'));
    await userEvent.click(within(screen.getByTestId('row-3')).getByRole('checkbox'));
    await userEvent.click(screen.getByTestId('action-disable'));
    expect(await screen.findByText('确定停用所选应用吗？（共 2 条）')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('notice-confirm'));
    await waitFor(() => expect(callsTo(MODULES_STATUS)).toHaveLength(1));
    expect(callsTo(MODULES_STATUS)[0].data).toEqual({ ids: [1, 3], enabled: false });
    await waitFor(() => expect(callsTo(MODULES_LIST)).toHaveLength(2));
  });

  it('opens the detail view from the detail call', async () => {
    openModules();
    await userEvent.click(await screen.findByTestId('detail-2'));
    const dialog = await screen.findByTestId('detail-dialog');
    await waitFor(() => expect(dialog).toHaveTextContent('供学生查看课表'));
    await userEvent.click(screen.getByTestId('detail-close'));
  });

  it('drops a dragged row onto another and sends the new order', async () => {
    const { callsTo } = openModules();
    await screen.findByTestId('row-3');
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (k: string, v: string) => data.set(k, v),
      getData: (k: string) => data.get(k) ?? '',
      types: ['text/plain'],
      effectAllowed: '',
    };
    fireEvent.dragStart(screen.getByTestId('drag-3'), { dataTransfer });
    fireEvent.dragOver(screen.getByTestId('row-1'), { dataTransfer });
    fireEvent.drop(screen.getByTestId('row-1'), { dataTransfer });
    await waitFor(() => expect(callsTo(MODULES_ORDER)).toHaveLength(1));
    expect(callsTo(MODULES_ORDER)[0].data).toEqual({ ids: [3, 1, 2] });
  });
});

describe('ResourceScreen (a read-only collection)', () => {
  it('shows no add or edit; removal as its remove call allows', async () => {
    const fake = fakeApi({
      '/api/blade-platform/questionQuiz/list': page(
        [{ id: 1, question: '图书馆几点开门', answer: '', matchedQuestion: '', askedAt: '2024-05-01 08:00:00', asker: '张三', createdAt: '', updatedAt: '' }],
        1,
      ),
    });
    renderWithStore(<ResourceScreen resourceKey="robotAsks" />, fake.api);
    expect(await screen.findByTestId('row-1')).toHaveTextContent('图书馆几点开门');
    expect(screen.queryByTestId('resource-add')).toBeNull();
    expect(screen.queryByTestId('resource-remove-selected')).not.toBeNull();
    expect(screen.queryByTestId('row-edit-1')).toBeNull();
    expect(screen.queryByTestId('row-remove-1')).not.toBeNull();
  });
});

describe('rich text in a list', () => {
  it('is plain text, never markup', () => {
    expect(excerpt('<p>Hello <b>world</b></p><script>alert(1)</script><img src=x onerror=alert(1)>')).toBe('Hello world');
    expect(excerpt(`<p>${'长'.repeat(80)}</p>`)).toBe(`${'长'.repeat(60)}…`);
  });
});
