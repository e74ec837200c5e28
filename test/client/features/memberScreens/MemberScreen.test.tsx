// The role screen as an administrator meets it, under the console's real store with an in-memory
// server: the roles with their member counts, a role's members, the add buttons that open the
// picker, and — the browser story in jsdom — every student of a faculty selected across
// pages, three unticked, the rest added: the role's member count is the total minus three; and
// members removed as they were added: select all but two, confirmed, two remain.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '../../../../src/client/app/store';
import MemberScreen from '../../../../src/client/features/memberScreens/MemberScreen';
import { initialSessionState } from '../../../../src/client/features/session/sessionSlice';
import type { MemberTarget } from '../../../../src/shared/members/constants';
import { fakeMemberServer } from '../memberPicker/fakeServer';
import { TENANT } from '../memberPicker/fixtures';
import { MEMBER_PATHS } from '../../../../src/shared/members/api';

function renderScreen(target: MemberTarget = 'ROLE') {
  const server = fakeMemberServer();
  const store = makeStore({ api: server.api, preloadedState: { session: { ...initialSessionState, status: 'signedIn', tenantId: TENANT } } });
  render(
    <Provider store={store}>
      <MemberScreen target={target} />
    </Provider>,
  );
  return { server, store, user: userEvent.setup() };
}

async function pick(testId: string, text: string) {
  const dropdown = screen.getByTestId(testId);
  await userEvent.click(dropdown);
  await userEvent.click(within(dropdown).getByRole('option', { name: text }));
}

describe('the role member screen', () => {
  it('lists the roles with their member counts and asks to choose one', async () => {
    renderScreen();
    // the shell draws the title; the screen introduces itself under it
    expect(screen.getByText(/角色/, { selector: '.screen-intro' })).toBeInTheDocument();
    expect(await screen.findByTestId('member-group-open-7')).toHaveTextContent('教务处');
    expect(screen.getByTestId('member-group-count-7')).toHaveTextContent('0');
    expect(screen.getByTestId('member-panel-empty')).toHaveTextContent('请在左侧选择一项查看其成员');
  });

  it("adds a faculty's students but three through the picker; the count becomes the total minus three", async () => {
    const { server, user } = renderScreen();
    await user.click(await screen.findByTestId('member-group-open-7'));
    expect(await screen.findByTestId('member-panel')).toHaveTextContent('教务处 的成员');
    expect(screen.getByTestId('member-add-STUDENT')).toHaveTextContent('添加学生');
    expect(screen.getByTestId('member-add-CLASS')).toHaveTextContent('添加班级');

    await user.click(screen.getByTestId('member-add-STUDENT'));
    const picker = await screen.findByTestId('member-picker');
    expect(picker).toHaveTextContent('角色：教务处 · 学生');
    await screen.findByTestId('member-picker-tr-1');
    await pick('member-picker-filter-orgUnitId', '计算机学院');
    await user.click(screen.getByTestId('member-picker-search'));
    await waitFor(() => expect(screen.getByTestId('member-picker-total')).toHaveTextContent('共 25 条'));
    await user.click(screen.getByTestId('member-picker-select-all'));
    await waitFor(() => expect(screen.getByTestId('member-picker-count')).toHaveAttribute('data-count', '25'));
    await user.click(screen.getByTestId('member-picker-row-1'));
    await user.click(screen.getByTestId('member-picker-page-2'));
    await screen.findByTestId('member-picker-tr-11');
    await user.click(screen.getByTestId('member-picker-row-11'));
    await user.click(screen.getByTestId('member-picker-row-12'));
    expect(screen.getByTestId('member-picker-count')).toHaveAttribute('data-count', '22');
    await user.click(screen.getByTestId('member-picker-confirm'));

    await waitFor(() => expect(screen.queryByTestId('member-picker')).toBeNull());
    await waitFor(() => expect(screen.getByTestId('member-group-count-7')).toHaveTextContent('22'));
    await waitFor(() => expect(screen.getByTestId('member-total')).toHaveAttribute('data-total', '22'));
    expect(screen.getAllByTestId(/^member-row-/)).toHaveLength(22); // one page of 40 (the paged table's default) holds them all
    expect(server.members.get(7)!.map((m) => m.memberId)).not.toEqual(expect.arrayContaining([1]));
    // the other role is untouched
    expect(screen.getByTestId('member-group-count-8')).toHaveTextContent('0');
  });

  it('removes every member but two after a confirmation; the list and the count follow, and a message says how many', async () => {
    const { server, store, user } = renderScreen();
    server.members.get(7)!.push(
      ...Array.from({ length: 10 }, (_, i) => ({
        id: i + 1,
        kind: 'STUDENT' as const,
        memberId: i + 1,
        name: `学生${i + 1}`,
        identifier: `S${i + 1}`,
        unitName: '计算机学院',
        createdAt: '2026-05-01T08:00:00.000Z',
      })),
    );
    await user.click(await screen.findByTestId('member-group-open-7'));
    await waitFor(() => expect(screen.getByTestId('member-total')).toHaveAttribute('data-total', '10'));
    expect(screen.getByTestId('member-remove')).toBeDisabled();
    await user.click(screen.getByTestId('member-select-all'));
    await waitFor(() => expect(screen.getByTestId('member-count')).toHaveAttribute('data-count', '10'));
    await user.click(screen.getByTestId('member-row-3'));
    await user.click(screen.getByTestId('member-row-8'));
    expect(screen.getByTestId('member-count')).toHaveAttribute('data-count', '8');

    // asked first; cancelling keeps everything
    await user.click(screen.getByTestId('member-remove'));
    expect(await screen.findByTestId('member-remove-text')).toHaveTextContent('确定从“教务处”中移除当前筛选下的全部 8 项吗？（已排除 2 项）');
    await user.click(screen.getByTestId('notice-cancel'));
    await waitFor(() => expect(screen.queryByTestId('member-remove-text')).toBeNull());
    expect(server.api.callsTo(MEMBER_PATHS.permMemberRemove)).toHaveLength(0);

    await user.click(screen.getByTestId('member-remove'));
    await user.click(await screen.findByTestId('notice-confirm'));
    await waitFor(() => expect(screen.getByTestId('member-total')).toHaveAttribute('data-total', '2'));
    await waitFor(() => expect(screen.queryByTestId('member-remove-text')).toBeNull());
    expect(screen.getAllByTestId(/^member-tr-/).map((el) => el.dataset.testid)).toEqual(['member-tr-3', 'member-tr-8']);
    await waitFor(() => expect(screen.getByTestId('member-group-count-7')).toHaveTextContent('2'));
    expect(screen.getByTestId('member-count')).toHaveAttribute('data-count', '0');
    expect(server.api.callsTo(MEMBER_PATHS.permMemberRemove).map((c) => c.data)).toEqual([
      { isPerm: 'ROLE', permId: 7, isAll: true, ids: [3, 8], query: { kind: '', name: '' } },
    ]);
    expect(store.getState().ui.toasts).toEqual([expect.objectContaining({ kind: 'success', key: 'membersUi.removed', params: { count: 8 } })]);
  });

  it('says 请选择数据 when nothing is ticked, and a refusal inside the dialog', async () => {
    const { server, user } = renderScreen();
    server.members
      .get(7)!
      .push({ id: 1, kind: 'STUDENT', memberId: 1, name: '学生1', identifier: 'S1', unitName: null, createdAt: '2026-05-01T08:00:00.000Z' });
    await user.click(await screen.findByTestId('member-group-open-7'));
    await waitFor(() => expect(screen.getByTestId('member-total')).toHaveAttribute('data-total', '1'));
    await user.click(screen.getByTestId('member-row-1'));
    server.members.set(7, []); // gone meanwhile: the server refuses
    await user.click(screen.getByTestId('member-remove'));
    await user.click(await screen.findByTestId('notice-confirm'));
    expect(await screen.findByTestId('member-remove-message')).toHaveTextContent('请选择数据');
    expect(screen.getByTestId('member-remove-text')).toHaveTextContent('确定从“教务处”中移除所选的 1 项吗？');
  });

  it('the picker lists only people not yet in the role', async () => {
    const { user } = renderScreen();
    await user.click(await screen.findByTestId('member-group-open-7'));
    await user.click(screen.getByTestId('member-add-STUDENT'));
    await screen.findByTestId('member-picker-tr-1');
    await user.click(screen.getByTestId('member-picker-row-1'));
    await user.click(screen.getByTestId('member-picker-row-2'));
    await user.click(screen.getByTestId('member-picker-confirm'));
    await waitFor(() => expect(screen.getByTestId('member-group-count-7')).toHaveTextContent('2'));
    await user.click(screen.getByTestId('member-add-STUDENT'));
    await screen.findByTestId('member-picker-tr-3');
    expect(screen.queryByTestId('member-picker-tr-1')).toBeNull();
    expect(screen.getByTestId('member-picker-total')).toHaveTextContent('共 33 条');
  });
});
