// The photo screen against the real store (every slice, the root saga) with a fake api: what an
// administrator sees and does — tabs, filters, thumbnails that fall back to the avatar, the
// preview of the full photo, removals behind the notice, and the settings dialog's checks.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '../../../../src/client/app/store';
import { DEFAULT_AVATAR_URL } from '../../../../src/client/assets';
import PhotosScreen from '../../../../src/client/features/photos/PhotosScreen';
import { PHOTO_PATHS } from '../../../../src/shared/photos/api';
import type { Envelope } from '../../../../src/shared/protocol/status';
import { CONFIG, fakeApi, LIST, ok, page, ROWS } from './fixtures';

type Answers = Parameters<typeof fakeApi>[0];

function openScreen(answers: Answers = {}) {
  const fake = fakeApi({
    [LIST]: (o) => ((o.data as { pageSize: number }).pageSize === 1 ? page([ROWS[0]], 12) : page(ROWS, 2)),
    [PHOTO_PATHS.config]: ok(CONFIG),
    ...answers,
  });
  const store = makeStore({ api: fake.api });
  const view = render(<Provider store={store}>{<PhotosScreen />}</Provider>);
  return { ...fake, store, ...view };
}

const rowOf = (id: string) =>
  screen.getAllByTestId('photos-row').find((row) => within(row).queryByText((_t, el) => el?.getAttribute('data-person-id') === id))!;

/** Picks an option of a semantic-ui Dropdown by its text. */
async function pick(testId: string, text: string) {
  const dropdown = screen.getByTestId(testId);
  await userEvent.click(dropdown);
  await userEvent.click(within(dropdown).getByRole('option', { name: text }));
}

describe('PhotosScreen: the list', () => {
  it("shows the tabs and the first tab's rows: thumbnail, name, number, unit and class, photo time", async () => {
    const { callsTo } = openScreen();
    expect(screen.getByTestId('photos-tab-NEW_STUDENT')).toHaveClass('active');
    expect(screen.getByTestId('photos-tab-GRADUATE_STUDENT')).toHaveTextContent('研究生');
    await waitFor(() => expect(screen.getAllByTestId('photos-row')).toHaveLength(2));
    const row = rowOf('2');
    expect(row).toHaveTextContent('学生2');
    expect(row).toHaveTextContent('20250002');
    expect(row).toHaveTextContent('软件工程 / 软件工程2025级1班');
    expect(row).toHaveTextContent('2025-09-01 08:00:00');
    expect(within(row).getByTestId('photos-thumb')).toHaveAttribute('src', '/api/blade-platform/userImg/file/thumb-2');
    expect(screen.getByRole('columnheader', { name: '考生号/学号' })).toBeInTheDocument();
    expect(screen.getByTestId('photos-total')).toHaveTextContent('共 2 人');
    expect(callsTo(LIST).map((c) => c.data)).toEqual([{ identity: 'NEW_STUDENT', pageIndex: 1, pageSize: 40 }]);
  });

  it('falls back to the default avatar when a thumbnail fails, and shows it straight away without a photo', async () => {
    openScreen();
    await waitFor(() => expect(screen.getAllByTestId('photos-row')).toHaveLength(2));
    const thumb = within(rowOf('2')).getByTestId('photos-thumb');
    expect(thumb).not.toHaveAttribute('data-fallback');
    fireEvent.error(thumb);
    expect(thumb).toHaveAttribute('src', DEFAULT_AVATAR_URL);
    expect(thumb).toHaveAttribute('data-fallback', 'avatar');
    const none = within(rowOf('1')).getByTestId('photos-thumb');
    expect(none).toHaveAttribute('data-fallback', 'avatar');
    expect(none).toHaveAttribute('title', '未上传照片');
    // nothing to preview or remove without a photo
    expect(within(rowOf('1')).queryByRole('button', { name: '点击查看大图' })).not.toBeInTheDocument();
    expect(screen.getByTestId('photos-delete-1')).toBeDisabled();
  });

  it('opens the preview with the full photo from the thumbnail, and closes it', async () => {
    const { store } = openScreen();
    await waitFor(() => expect(screen.getAllByTestId('photos-row')).toHaveLength(2));
    await userEvent.click(within(rowOf('2')).getByTestId('photos-thumb'));
    const preview = await screen.findByTestId('image-preview');
    expect(within(preview).getByTestId('image-preview-image')).toHaveAttribute('src', '/api/blade-platform/userImg/file/full-2');
    expect(preview).toHaveTextContent('学生2 的照片');
    expect(store.getState().photos.preview).toEqual({ url: '/api/blade-platform/userImg/file/full-2', name: '学生2' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('image-preview')).not.toBeInTheDocument());
  });

  it('searches by name, number and "without a photo"; a tab reads its own identity with its number label', async () => {
    const { callsTo } = openScreen();
    await waitFor(() => expect(screen.getAllByTestId('photos-row')).toHaveLength(2));
    await userEvent.type(screen.getByTestId('photos-filter-name'), '王');
    await userEvent.type(screen.getByTestId('photos-filter-identifier'), '2025');
    await pick('photos-filter-hasPhoto', '无照片');
    await userEvent.click(screen.getByTestId('photos-search'));
    await waitFor(() =>
      expect(callsTo(LIST).at(-1)?.data).toEqual({ identity: 'NEW_STUDENT', name: '王', identifier: '2025', hasPhoto: 0, pageIndex: 1, pageSize: 40 }),
    );
    await userEvent.click(screen.getByTestId('photos-tab-TEACHER'));
    await waitFor(() => expect(callsTo(LIST).at(-1)?.data).toEqual({ identity: 'TEACHER', pageIndex: 1, pageSize: 40 }));
    expect(screen.getByTestId('photos-tab-TEACHER')).toHaveClass('active');
    expect(screen.getByTestId('photos-filter-name')).toHaveValue('');
    expect(screen.getByLabelText('工号')).toBeInTheDocument();
  });

  it('leaving the screen ends its visit: the state keeps only the tab', async () => {
    const { store, unmount } = openScreen();
    await waitFor(() => expect(screen.getAllByTestId('photos-row')).toHaveLength(2));
    act(() => unmount());
    expect(store.getState().photos).toMatchObject({ opened: false, identity: 'NEW_STUDENT', list: { rows: [], status: 'idle' } });
  });
});

describe('PhotosScreen: removal', () => {
  it("removes one person's photo after the notice, then reads the list again", async () => {
    const { callsTo } = openScreen({ [PHOTO_PATHS.remove]: ok({ removed: 1 }) });
    await waitFor(() => expect(screen.getAllByTestId('photos-row')).toHaveLength(2));
    await userEvent.click(screen.getByTestId('photos-delete-2'));
    const notice = await screen.findByTestId('notice-dialog');
    expect(notice).toHaveTextContent('确定删除 学生2 的照片吗？');
    expect(callsTo(PHOTO_PATHS.remove)).toHaveLength(0);
    await userEvent.click(within(notice).getByTestId('notice-confirm'));
    await waitFor(() => expect(callsTo(PHOTO_PATHS.remove).map((c) => c.data)).toEqual([{ ids: '2' }]));
    await waitFor(() => expect(callsTo(LIST)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByTestId('notice-dialog')).not.toBeInTheDocument());
  });

  it('removes the checked rows; the button waits for a check', async () => {
    const { callsTo } = openScreen({ [PHOTO_PATHS.remove]: ok({ removed: 2 }) });
    await waitFor(() => expect(screen.getAllByTestId('photos-row')).toHaveLength(2));
    expect(screen.getByTestId('photos-delete-checked')).toBeDisabled();
    await userEvent.click(screen.getByTestId('photos-check-page'));
    await userEvent.click(screen.getByTestId('photos-delete-checked'));
    expect(await screen.findByTestId('notice-dialog')).toHaveTextContent('确定删除选中的 2 人的照片吗？');
    await userEvent.click(screen.getByTestId('notice-confirm'));
    await waitFor(() => expect(callsTo(PHOTO_PATHS.remove).map((c) => c.data)).toEqual([{ ids: '2,1' }]));
  });

  it('"remove all" warns with the count of the tab\'s photos; cancel removes nothing', async () => {
    const { callsTo } = openScreen({ [PHOTO_PATHS.removeAll]: ok({ removed: 12 }) });
    await waitFor(() => expect(screen.getAllByTestId('photos-row')).toHaveLength(2));
    await userEvent.click(screen.getByTestId('photos-delete-all'));
    const notice = await screen.findByTestId('notice-dialog');
    expect(notice).toHaveTextContent('将删除全部新生的 12 张照片，删除后无法恢复，确定继续吗？');
    expect(notice).toHaveClass('notice-type-1');
    expect(callsTo(LIST)[1].data).toEqual({ identity: 'NEW_STUDENT', hasPhoto: 1, pageIndex: 1, pageSize: 1 });
    await userEvent.click(within(notice).getByTestId('notice-cancel'));
    await waitFor(() => expect(screen.queryByTestId('notice-dialog')).not.toBeInTheDocument());
    expect(callsTo(PHOTO_PATHS.removeAll)).toHaveLength(0);
  });
});

describe('PhotosScreen: settings', () => {
  async function openSettings(answers: Answers = {}) {
    const opened = openScreen(answers);
    await userEvent.click(screen.getByTestId('photos-config-open'));
    const dialog = await screen.findByTestId('photos-config-dialog');
    await waitFor(() => expect(within(dialog).getByTestId('photos-config-maxSizeKb')).toHaveValue(2048));
    return { ...opened, dialog };
  }

  it('shows the settings read from the server', async () => {
    const { dialog } = await openSettings();
    expect(within(dialog).getByTestId('photos-config-minWidth')).toHaveValue(300);
    expect(within(dialog).getByTestId('photos-config-minHeight')).toHaveValue(400);
    expect(within(dialog).getByTestId('photos-config-format-jpeg').querySelector('input')).toBeChecked();
    expect(within(dialog).getByTestId('photos-config-format-png').querySelector('input')).not.toBeChecked();
  });

  it('checks before saving: each message beside its field, no call; fixing a field clears its message', async () => {
    const { dialog, callsTo } = await openSettings({ [PHOTO_PATHS.saveConfig]: (o) => ok(o.data as typeof CONFIG) });
    const size = within(dialog).getByTestId('photos-config-maxSizeKb');
    await userEvent.clear(size);
    await userEvent.type(size, '0');
    await userEvent.clear(within(dialog).getByTestId('photos-config-minHeight'));
    await userEvent.type(within(dialog).getByTestId('photos-config-minHeight'), '10001');
    await userEvent.click(within(dialog).getByText('JPG / JPEG'));
    await userEvent.click(within(dialog).getByTestId('photos-config-save'));
    expect(await within(dialog).findByTestId('photos-config-error-maxSizeKb')).toHaveTextContent('请输入 1 到 20480 之间的整数');
    expect(within(dialog).getByTestId('photos-config-error-minHeight')).toHaveTextContent('请输入 0 到 10000 之间的整数');
    expect(within(dialog).getByTestId('photos-config-error-formats')).toHaveTextContent('请至少选择一种照片格式');
    expect(within(dialog).queryByTestId('photos-config-error-minWidth')).not.toBeInTheDocument();
    expect(callsTo(PHOTO_PATHS.saveConfig)).toHaveLength(0);
    await userEvent.click(within(dialog).getByText('PNG'));
    expect(within(dialog).queryByTestId('photos-config-error-formats')).not.toBeInTheDocument();
  });

  it("shows the server's 9009 reason on its field; a save that passes closes the dialog", async () => {
    let answer: Envelope = { status: 9009, msg: '参数错误', result: [{ field: 'minWidth', reason: '最小宽度不能大于 10000' }] };
    const { dialog, callsTo } = await openSettings({ [PHOTO_PATHS.saveConfig]: () => answer });
    await userEvent.click(within(dialog).getByTestId('photos-config-save'));
    expect(await within(dialog).findByTestId('photos-config-error-minWidth')).toHaveTextContent('最小宽度不能大于 10000');
    answer = ok(CONFIG);
    await userEvent.click(within(dialog).getByTestId('photos-config-save'));
    await waitFor(() => expect(screen.queryByTestId('photos-config-dialog')).not.toBeInTheDocument());
    expect(callsTo(PHOTO_PATHS.saveConfig).map((c) => c.data)).toEqual([CONFIG, CONFIG]);
  });
});
