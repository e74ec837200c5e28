// The role screen as an administrator meets it, under the console's real store with an in-memory
// server: the roles with their member counts, a role's members, the add buttons that open the
// picker, and — the browser story in jsdom — every student of a faculty selected across
// pages, three unticked, the rest added: the role's member count is the total minus three.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '../../../../src/client/app/store';
import MemberScreen from '../../../../src/client/features/memberScreens/MemberScreen';
import { initialSessionState } from '../../../../src/client/features/session/sessionSlice';
import type { MemberTarget } from '../../../../src/shared/members/constants';
import { fakeMemberServer } from '../members/fakeServer';
import { TENANT } from '../members/fixtures';

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
    expect(screen.getByRole('heading', { name: /角色成员/ })).toBeInTheDocument();
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
