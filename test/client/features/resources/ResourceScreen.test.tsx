// The generic screen on the shield-word definition, against the real reducers and saga with a
// fake api: what an administrator sees and does.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ResourceScreen from '../../../../src/client/features/resources/ResourceScreen';
import { formatTimestamp } from '../../../../src/client/features/resources/displayValues';
import { localeSwitched } from '../../../../src/client/features/ui/uiSlice';
import { ACTION_TYPES_URL, LIST_URL, MECHANISMS_URL, REMOVE_URL, SAVE_URL, UPDATE_URL, actionTypes, fakeApi, mechanisms, ok, page, wordRow } from './fixtures';
import { renderWithStore } from './testStore';

function openScreen(listAnswer = () => page([wordRow(1, '赌博'), wordRow(2, '代写')], 2), url = '/') {
  const fake = fakeApi({
    [LIST_URL]: listAnswer,
    [ACTION_TYPES_URL]: ok(actionTypes),
    [MECHANISMS_URL]: ok(mechanisms),
    [SAVE_URL]: ok({ id: 3 }),
    [UPDATE_URL]: ok({ id: 1 }),
    [REMOVE_URL]: ok({ removed: 1 }),
  });
  const rendered = renderWithStore(<ResourceScreen resourceKey="shieldWords" />, fake.api, url);
  return { ...fake, ...rendered };
}

/** Picks an option of a semantic-ui Dropdown by its text. */
async function pick(testId: string, text: string) {
  const dropdown = screen.getByTestId(testId);
  await userEvent.click(dropdown);
  await userEvent.click(within(dropdown).getByRole('option', { name: text }));
}

describe('ResourceScreen (shield words)', () => {
  it('shows the rows with lookup labels, yes/no, times and the mechanism panel (the shell draws the title)', async () => {
    openScreen();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    const row = await screen.findByTestId('row-1');
    expect(row).toHaveTextContent('赌博');
    await waitFor(() => expect(row).toHaveTextContent('发布动态'));
    expect(row).toHaveTextContent('替换为星号');
    expect(row).toHaveTextContent('是');
    expect(row).toHaveTextContent(formatTimestamp('2024-05-02T09:30:05.000Z'));
    const panel = screen.getByTestId('info-mechanisms');
    expect(panel).toHaveTextContent('处理机制说明');
    expect(panel).toHaveTextContent('含敏感词的内容不能发布');
    expect(screen.getByTestId('pager-total')).toHaveTextContent('共 2 条');
  });

  it('searches with the filter values', async () => {
    const { callsTo } = openScreen();
    await screen.findByTestId('row-1');
    await userEvent.type(screen.getByTestId('filter-word'), '赌');
    await userEvent.click(screen.getByTestId('resource-search'));
    await waitFor(() => expect(callsTo(LIST_URL).at(-1)?.data).toEqual({ word: '赌', pageIndex: 1, pageSize: 40 }));
  });

  it('filters by a switch set to 否 (false is a real choice), and reset clears the filters', async () => {
    const { callsTo } = openScreen();
    await screen.findByTestId('row-1');
    await pick('filter-enabled', '否');
    await userEvent.click(screen.getByTestId('resource-search'));
    await waitFor(() => expect(callsTo(LIST_URL).at(-1)?.data).toEqual({ enabled: false, pageIndex: 1, pageSize: 40 }));
    await userEvent.click(screen.getByTestId('resource-reset'));
    await waitFor(() => expect(callsTo(LIST_URL).at(-1)?.data).toEqual({ pageIndex: 1, pageSize: 40 }));
  });

  it("opens filtered by its link's query (the home page's 前往处理), typed by field, leaving unknown names out", async () => {
    const { callsTo } = openScreen(undefined, '/shieldWordManage?enabled=false&word=%E8%B5%8C&tenant_id=x&pageSize=9');
    await screen.findByTestId('row-1');
    expect(callsTo(LIST_URL)[0]?.data).toEqual({ enabled: false, word: '赌', pageIndex: 1, pageSize: 40 });
    expect(screen.getByTestId('filter-enabled')).toHaveTextContent('否');
    // the reset clears them like any filter
    await userEvent.click(screen.getByTestId('resource-reset'));
    await waitFor(() => expect(callsTo(LIST_URL).at(-1)?.data).toEqual({ pageIndex: 1, pageSize: 40 }));
  });

  it('refuses an add form missing required fields, beside the fields, without a call', async () => {
    const { callsTo } = openScreen();
    await screen.findByTestId('row-1');
    await userEvent.click(screen.getByTestId('resource-add'));
    const dialog = await screen.findByTestId('resource-form');
    expect(within(dialog).getByText('新增敏感词')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('resource-save'));
    expect(await screen.findByTestId('error-word')).toHaveTextContent('敏感词不能为空');
    expect(screen.getByTestId('error-actionType')).toHaveTextContent('适用动作不能为空');
    expect(callsTo(SAVE_URL)).toHaveLength(0);
  });

  it('adds a word: counter, submit, toast, dialog closed, list read again', async () => {
    const { callsTo, store } = openScreen();
    await screen.findByTestId('row-1');
    await userEvent.click(screen.getByTestId('resource-add'));
    await userEvent.type(await screen.findByTestId('field-word'), '刷单');
    expect(screen.getByTestId('counter-word')).toHaveTextContent('2/50');
    await pick('field-actionType', '评论');
    await pick('field-mechanismId', '禁止发布');
    const listCallsBefore = callsTo(LIST_URL).length;
    await userEvent.click(screen.getByTestId('resource-save'));
    await waitFor(() => expect(screen.queryByTestId('resource-form')).not.toBeInTheDocument());
    expect(callsTo(SAVE_URL)[0].data).toEqual({ word: '刷单', actionType: 'comment', mechanismId: 1, enabled: true, remark: '' });
    expect(store.getState().ui.toasts.at(-1)).toMatchObject({ kind: 'success', key: 'common.saved' });
    await waitFor(() => expect(callsTo(LIST_URL).length).toBe(listCallsBefore + 1));
  });

  it('edits a row through its edit button', async () => {
    const { callsTo } = openScreen();
    await userEvent.click(await screen.findByTestId('row-edit-2'));
    expect(await screen.findByText('编辑敏感词')).toBeInTheDocument();
    const word = screen.getByTestId('field-word');
    expect(word).toHaveValue('代写');
    await userEvent.clear(word);
    await userEvent.type(word, '代考');
    await userEvent.click(screen.getByTestId('resource-save'));
    await waitFor(() => expect(callsTo(UPDATE_URL)).toHaveLength(1));
    expect(callsTo(UPDATE_URL)[0].data).toMatchObject({ id: 2, word: '代考' });
  });

  it('removes a row after the notice dialog confirms, naming the word', async () => {
    const { callsTo, store } = openScreen();
    await userEvent.click(await screen.findByTestId('row-remove-2'));
    expect(await screen.findByText('确定删除敏感词“代写”吗？')).toBeInTheDocument();
    const listCallsBefore = callsTo(LIST_URL).length;
    await userEvent.click(screen.getByTestId('notice-confirm'));
    await waitFor(() => expect(callsTo(REMOVE_URL)).toHaveLength(1));
    expect(callsTo(REMOVE_URL)[0].data).toEqual({ ids: [2] });
    await waitFor(() => expect(callsTo(LIST_URL).length).toBe(listCallsBefore + 1));
    expect(store.getState().ui.toasts.at(-1)).toMatchObject({ kind: 'success', key: 'common.removed' });
  });

  it('shows an empty list (1004) as 暂无数据, and follows a language switch', async () => {
    const { store } = openScreen(() => ({ status: 1004, msg: '', result: { data: [], total: 0 } }));
    expect(await screen.findByTestId('paged-table-empty')).toHaveTextContent('暂无数据');
    act(() => {
      store.dispatch(localeSwitched('en'));
    });
    expect(screen.getByTestId('paged-table-empty')).toHaveTextContent('No data');
  });

  it('names an unknown resource instead of failing', () => {
    renderWithStore(<ResourceScreen resourceKey="nope" />, fakeApi({}).api);
    expect(screen.getByTestId('resource-unknown')).toHaveTextContent('nope');
  });
});
