// The data directory and its quick authorization dialog under the console's real store, with an
// in-memory server that keeps what is saved: the tick rules as a user meets them, the save, and
// the ticks still there when the dialog is opened again; messages in zh-CN (default) and English.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '../../../../src/client/app/store';
import DirectoryScreen from '../../../../src/client/features/quickAuth/DirectoryScreen';
import { initialSessionState } from '../../../../src/client/features/session/sessionSlice';
import { localeSwitched } from '../../../../src/client/features/ui/uiSlice';
import type { Locale } from '../../../../src/shared/i18n';
import { AUTH_PATHS } from '../../../../src/shared/members/quickAuthApi';
import { TENANT } from '../memberPicker/fixtures';
import { fakeAuthServer } from './fixtures';

function renderDirectory(locale: Locale = 'zh-CN') {
  const server = fakeAuthServer();
  const store = makeStore({ api: server.api, preloadedState: { session: { ...initialSessionState, status: 'signedIn', tenantId: TENANT } } });
  act(() => {
    store.dispatch(localeSwitched(locale));
  });
  render(
    <Provider store={store}>
      <DirectoryScreen />
    </Provider>,
  );
  return { server, store, user: userEvent.setup() };
}

const box = (id: string) => screen.getByTestId(id);
const ticked = (id: string) => box(id).classList.contains('checked');
const ticksOf = (user: number) => ['look', 'data', 'table'].map((t) => ticked(`quick-auth-${t}-${user}`));

async function openTable(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByTestId('quick-auth-dir-1'));
  await user.click(await screen.findByTestId('quick-auth-open-2'));
  await screen.findByTestId('quick-auth-user-100');
}

const TEXT = {
  'zh-CN': { title: '快速授权：课程表', headers: ['查看表', '编辑数据', '编辑表'], nothing: '没有需要保存的修改', dirHeaders: ['查看目录', '编辑目录'] },
  en: {
    title: 'Quick authorization: 课程表',
    headers: ['View table', 'Edit data', 'Edit table'],
    nothing: 'There are no changes to save',
    dirHeaders: ['View directory', 'Edit directory'],
  },
} as const;

describe.each(['zh-CN', 'en'] as const)('quick authorization (%s)', (locale) => {
  const m = TEXT[locale];

  it('a table shows view, edit data and edit table; the ticks follow their rules', async () => {
    const { user } = renderDirectory(locale);
    await openTable(user);
    const dialog = screen.getByTestId('quick-auth-dialog');
    expect(dialog).toHaveTextContent(m.title);
    expect(dialog).toHaveStyle({ width: '932px' });
    const headers = within(dialog)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(2)).toEqual(m.headers);
    expect(box('quick-auth-account')).toHaveAttribute('maxLength', '30');
    expect(box('quick-auth-name')).toHaveAttribute('maxLength', '30');

    await user.click(box('quick-auth-data-100'));
    expect(ticksOf(100)).toEqual([true, true, false]); // edit data ticks view
    await user.click(box('quick-auth-table-101'));
    expect(ticksOf(101)).toEqual([true, true, true]); // edit table ticks view and edit data
    await user.click(box('quick-auth-look-101'));
    expect(ticksOf(101)).toEqual([false, false, false]); // unticking view clears the others
    expect(box('quick-auth-changed')).toHaveAttribute('data-count', '1');
  });

  it('a directory has no edit table', async () => {
    const { user } = renderDirectory(locale);
    await user.click(await screen.findByTestId('quick-auth-open-1'));
    await screen.findByTestId('quick-auth-user-100');
    const headers = within(screen.getByTestId('quick-auth-dialog'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(2)).toEqual(m.dirHeaders);
    expect(screen.queryByTestId('quick-auth-table-100')).toBeNull();
  });

  it('saving with nothing changed says so', async () => {
    const { server, user } = renderDirectory(locale);
    await openTable(user);
    await user.click(box('quick-auth-save'));
    expect(await screen.findByTestId('quick-auth-message')).toHaveTextContent(m.nothing);
    expect(server.api.callsTo(AUTH_PATHS.authSave)).toHaveLength(0);
  });
});

describe('quick authorization: saving', () => {
  it('saves the changed ticks, across pages; the count shows; reopening shows them as saved', async () => {
    const { server, user } = renderDirectory();
    await openTable(user);
    await user.click(box('quick-auth-table-100'));
    await user.click(box('quick-auth-page-2'));
    await screen.findByTestId('quick-auth-user-110');
    await user.click(box('quick-auth-look-111'));
    await user.click(box('quick-auth-save'));
    await waitFor(() => expect(screen.queryByTestId('quick-auth-dialog')).toBeNull());
    expect(server.api.callsTo(AUTH_PATHS.authSave).map((c) => c.data)).toEqual([
      [
        { businessDataId: 2, userId: 100, lookPerm: true, updateDataPerm: true, updateTablePerm: true },
        { businessDataId: 2, userId: 111, lookPerm: true, updateDataPerm: false, updateTablePerm: false },
      ],
    ]);
    await waitFor(() => expect(box('quick-auth-count-2')).toHaveTextContent('2'));

    await user.click(box('quick-auth-open-2'));
    await screen.findByTestId('quick-auth-user-100');
    expect(ticksOf(100)).toEqual([true, true, true]);
    expect(ticksOf(101)).toEqual([false, false, false]);
    expect(box('quick-auth-changed')).toHaveAttribute('data-count', '0');
    // the other table was not touched
    await user.click(box('quick-auth-cancel'));
    await user.click(box('quick-auth-open-3'));
    await screen.findByTestId('quick-auth-user-100');
    expect(ticksOf(100)).toEqual([false, false, false]);
  });

  it('closing without saving drops the changes', async () => {
    const { server, user } = renderDirectory();
    await openTable(user);
    await user.click(box('quick-auth-look-100'));
    await user.click(box('quick-auth-cancel'));
    await waitFor(() => expect(screen.queryByTestId('quick-auth-dialog')).toBeNull());
    await user.click(box('quick-auth-open-2'));
    await screen.findByTestId('quick-auth-user-100');
    expect(ticksOf(100)).toEqual([false, false, false]);
    expect(server.api.callsTo(AUTH_PATHS.authSave)).toHaveLength(0);
  });
});
