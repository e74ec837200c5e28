// The add-member dialog under the console's real store (every slice, the root saga,
// serializability checks) with the server played by an in-memory fake: its title and width,
// the search form's 30-character inputs, the page sizes, select all with exclusions and the
// count, and each message of document 000 §5 and §8 in zh-CN (the default) and English.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '../../../../src/client/app/store';
import { memberPickerOpened, PickerOpenedPayload } from '../../../../src/client/features/memberPicker';
import { MemberPickerMount } from '../../../../src/client/features/memberPicker/components';
import { initialSessionState } from '../../../../src/client/features/session/sessionSlice';
import { localeSwitched } from '../../../../src/client/features/ui/uiSlice';
import type { Locale } from '../../../../src/shared/i18n';
import { MEMBER_PATHS } from '../../../../src/shared/members/api';
import { fakeMemberServer, FakeServerOptions } from './fakeServer';
import { ROLE, TENANT } from './fixtures';

function openPicker(opening: PickerOpenedPayload = { target: ROLE, kind: 'STUDENT' }, locale: Locale = 'zh-CN', options: FakeServerOptions = {}) {
  const server = fakeMemberServer(options);
  const store = makeStore({ api: server.api, preloadedState: { session: { ...initialSessionState, status: 'signedIn', tenantId: TENANT } } });
  render(
    <Provider store={store}>
      <MemberPickerMount />
    </Provider>,
  );
  act(() => {
    store.dispatch(localeSwitched(locale));
    store.dispatch(memberPickerOpened(opening));
  });
  return { server, store, user: userEvent.setup() };
}

/** The dialog once its first page is in. */
async function loaded(firstId = 1) {
  const dialog = await screen.findByTestId('member-picker');
  await screen.findByTestId(`member-picker-tr-${firstId}`);
  return dialog;
}

const count = () => screen.getByTestId('member-picker-count');

async function pick(testId: string, text: string) {
  const dropdown = screen.getByTestId(testId);
  await userEvent.click(dropdown);
  await userEvent.click(within(dropdown).getByRole('option', { name: text }));
}

const MESSAGES = {
  'zh-CN': {
    title: '添加人员（排除已有人员）',
    selectData: '请选择数据',
    maxClasses: '最多选择二十个班级',
    selectAll: '全选',
    cancelAll: '取消全选',
    count: (n: number) => `已选择 ${n} 项`,
    perPage: (n: number) => `${n} 条/页`,
  },
  en: {
    title: 'Add people excluding existing ones',
    selectData: 'Please select data',
    maxClasses: 'At most twenty classes',
    selectAll: 'Select all',
    cancelAll: 'Cancel all',
    count: (n: number) => `${n} selected`,
    perPage: (n: number) => `${n} / page`,
  },
} as const;

describe.each(['zh-CN', 'en'] as const)('the add-member dialog (%s)', (locale) => {
  const m = MESSAGES[locale];

  it('has the default title, 932 px, search inputs of at most 30 characters and page sizes 10, 20, 30, 40 (default 10)', async () => {
    const { user } = openPicker(undefined, locale);
    const dialog = await loaded();
    expect(dialog).toHaveTextContent(m.title);
    expect(dialog).toHaveStyle({ width: '932px' });
    expect(screen.getByTestId('member-picker-filter-name')).toHaveAttribute('maxLength', '30');
    expect(screen.getByTestId('member-picker-filter-identifier')).toHaveAttribute('maxLength', '30');
    expect(within(dialog).getAllByTestId(/^member-picker-tr-/)).toHaveLength(10);
    const sizes = screen.getByTestId('member-picker-page-size');
    expect(sizes).toHaveTextContent(m.perPage(10));
    await user.click(sizes);
    expect(
      within(sizes)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([10, 20, 30, 40].map(m.perPage));
    expect(screen.getByTestId('member-picker-select-all')).toHaveTextContent(m.selectAll);
    expect(screen.getByTestId('member-picker-cancel-all')).toHaveTextContent(m.cancelAll);
  });

  it('confirming with nothing selected says 请选择数据 and adds nobody', async () => {
    const { server, user } = openPicker(undefined, locale);
    await loaded();
    await user.click(screen.getByTestId('member-picker-confirm'));
    expect(await screen.findByTestId('member-picker-message')).toHaveTextContent(m.selectData);
    expect(server.api.callsTo(MEMBER_PATHS.permAdd)).toHaveLength(0);
    // a tick takes the message away
    await user.click(screen.getByTestId('member-picker-row-2'));
    expect(screen.queryByTestId('member-picker-message')).toBeNull();
    expect(count()).toHaveTextContent(m.count(1));
  });

  it('more than 20 classes says 最多选择二十个班级', async () => {
    const { server, user } = openPicker({ target: ROLE, kind: 'CLASS' }, locale);
    await loaded(500);
    await pick('member-picker-page-size', m.perPage(30));
    await screen.findByTestId('member-picker-tr-520');
    await user.click(screen.getByTestId('member-picker-page'));
    expect(count()).toHaveTextContent(m.count(25));
    await user.click(screen.getByTestId('member-picker-confirm'));
    expect(await screen.findByTestId('member-picker-message')).toHaveTextContent(m.maxClasses);
    expect(server.api.callsTo(MEMBER_PATHS.permAdd)).toHaveLength(0);
  });

  it("a failed add shows the server's message and keeps the dialog open", async () => {
    const { user } = openPicker(undefined, locale, { refuseAdd: locale === 'en' ? 'The role is not one of this tenant' : '角色不存在或不属于本租户' });
    await loaded();
    await user.click(screen.getByTestId('member-picker-row-3'));
    await user.click(screen.getByTestId('member-picker-confirm'));
    expect(await screen.findByTestId('member-picker-message')).toHaveTextContent(
      locale === 'en' ? 'The role is not one of this tenant' : '角色不存在或不属于本租户',
    );
    expect(screen.getByTestId('member-picker')).toBeInTheDocument();
    expect(screen.getByTestId('member-picker-row-3')).toHaveClass('checked');
  });
});

describe('select all across pages with exclusions', () => {
  it('selects every student of a faculty, unticks three on two pages, and adds the rest: the count is the total minus three', async () => {
    const { server, store, user } = openPicker();
    await loaded();
    await pick('member-picker-filter-orgUnitId', '计算机学院');
    await user.click(screen.getByTestId('member-picker-search'));
    await waitFor(() => expect(screen.getByTestId('member-picker-total')).toHaveTextContent('共 25 条'));
    await user.click(screen.getByTestId('member-picker-select-all'));
    await waitFor(() => expect(count()).toHaveAttribute('data-count', '25'));
    expect(count()).toHaveAttribute('data-mode', 'all');
    expect(screen.getByTestId('member-picker-row-4')).toHaveClass('checked');
    await user.click(screen.getByTestId('member-picker-row-4'));
    await user.click(screen.getByTestId('member-picker-page-3'));
    await screen.findByTestId('member-picker-tr-21');
    // rows of a page never seen are ticked too
    expect(screen.getByTestId('member-picker-row-21')).toHaveClass('checked');
    await user.click(screen.getByTestId('member-picker-row-21'));
    await user.click(screen.getByTestId('member-picker-row-25'));
    expect(count()).toHaveTextContent('已选择 22 项');
    expect(screen.getByTestId('member-picker-all-note')).toHaveTextContent('取消勾选的 3 项不添加');
    await user.click(screen.getByTestId('member-picker-confirm'));
    await waitFor(() => expect(screen.queryByTestId('member-picker')).toBeNull());
    // the role holds the faculty but the three
    const added = server.members
      .get(7)!
      .map((m) => m.memberId)
      .sort((a, b) => a - b);
    expect(added).toEqual(Array.from({ length: 25 }, (_, i) => i + 1).filter((id) => ![4, 21, 25].includes(id)));
    // the candidate calls never asked for more than one page
    expect(server.api.callsTo(MEMBER_PATHS.permNotinStudentList).every((c) => (c.data as { pageSize: number }).pageSize === 10)).toBe(true);
    expect(store.getState().ui.toasts.at(-1)).toMatchObject({ kind: 'success', key: 'membersUi.added', params: { added: 22 } });
  });

  it('cancel all clears the selection', async () => {
    const { user } = openPicker();
    await loaded();
    await user.click(screen.getByTestId('member-picker-select-all'));
    await waitFor(() => expect(count()).toHaveAttribute('data-count', '35'));
    await user.click(screen.getByTestId('member-picker-cancel-all'));
    expect(count()).toHaveAttribute('data-count', '0');
    expect(screen.getByTestId('member-picker-row-1')).not.toHaveClass('checked');
  });
});
