// The change-password dialog as a user meets it: a labelled modal, the shared rule checked on
// the spot, and — in the whole console — the header's user menu, the must-change prompt after
// sign-in, the call and the toast.
import '../../app/domPolyfills';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import ChangePasswordDialog, { ChangePasswordDialogProps } from '../../../../src/client/features/session/ChangePasswordDialog';
import { translate } from '../../../../src/shared/i18n';
import { ok, SIGNING_KEY } from '../../api/fakeServer';
import { renderConsole } from '../../app/renderConsole';
import { SIGN_IN_RESULT } from './fixtures';

const zh = (key: string, params?: Record<string, string | number>) => translate('zh-CN', key, params);
/** the whole console on a busy machine: lazy chunks, sagas and the fake server take a moment */
const SLOW = { timeout: 5000 };
const en = (key: string, params?: Record<string, string | number>) => translate('en', key, params);

function renderDialog(props: Partial<ChangePasswordDialogProps> = {}) {
  const onSubmit = jest.fn();
  const onClose = jest.fn();
  render(<ChangePasswordDialog t={zh} open required={false} busy={false} account="admin" onSubmit={onSubmit} onClose={onClose} {...props} />);
  const fill = (current: string, next: string, repeat: string) => {
    fireEvent.change(screen.getByLabelText('当前密码'), { target: { value: current } });
    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: next } });
    fireEvent.change(screen.getByLabelText('确认新密码'), { target: { value: repeat } });
  };
  const submit = () => fireEvent.click(screen.getByRole('button', { name: '确定修改' }));
  return { onSubmit, onClose, fill, submit };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the dialog', () => {
  it('is a modal dialog named by its title', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: '修改密码' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveClass('ui', 'modal');
    expect(within(dialog).getByLabelText('当前密码')).toHaveAttribute('type', 'password');
    expect(within(dialog).getByLabelText('新密码')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('asks for every field', () => {
    const { submit, onSubmit } = renderDialog();
    submit();
    expect(screen.getByText('请输入当前密码')).toBeInTheDocument();
    expect(screen.getByText('请输入新密码')).toBeInTheDocument();
    expect(screen.getByText('请再次输入新密码')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['Ab1!', '新密码至少需要8个字符'],
    ['alllowercase1', '新密码需包含小写字母、大写字母、数字、符号中的至少3种'],
    ['Admin-2026!x', '新密码不能包含账号'],
    ['Campus@2026', '不能使用公开的演示密码'],
  ])('refuses %s by the shared rule: %s', (password, message) => {
    const { fill, submit, onSubmit } = renderDialog();
    fill('Old-Secret-1', password, password);
    submit();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses the current password again and a repeat that differs, and re-checks as the user types', () => {
    const { fill, submit, onSubmit } = renderDialog();
    fill('Harbour-Lamp-42', 'Harbour-Lamp-42', 'Harbour-Lamp-4');
    submit();
    expect(screen.getByText('新密码不能与当前密码相同')).toBeInTheDocument();
    expect(screen.getByText('两次输入的新密码不一致')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('当前密码'), { target: { value: 'Old-Secret-1' } });
    expect(screen.queryByText('新密码不能与当前密码相同')).toBeNull();
    fireEvent.change(screen.getByLabelText('确认新密码'), { target: { value: 'Harbour-Lamp-42' } });
    expect(screen.queryByText('两次输入的新密码不一致')).toBeNull();
    submit();
    expect(onSubmit).toHaveBeenCalledWith({ currentPassword: 'Old-Secret-1', newPassword: 'Harbour-Lamp-42' });
  });

  it('says why when the server asked; its way out signs out, and Escape does not put it off', () => {
    const { onClose } = renderDialog({ required: true });
    expect(screen.getByText('您仍在使用初始密码，为了账号安全，请立即修改。')).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal and holds the buttons while busy", () => {
    renderDialog({ busy: true, error: '当前密码错误' });
    expect(screen.getByText('当前密码错误')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /确定修改/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: '取消' })).toBeDisabled();
  });

  it('speaks English', () => {
    render(<ChangePasswordDialog t={en} open required={false} busy={false} account="admin" onSubmit={jest.fn()} onClose={jest.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(screen.getByText('The new password needs at least 8 characters')).toBeInTheDocument();
  });
});

describe('in the console', () => {
  it("the header's change-password button opens it; a change is sent signed and ends with a toast", async () => {
    const { seen } = renderConsole({
      path: '/wel/index',
      server: (req) =>
        req.pathname === '/api/blade-auth/password' ? { envelope: { status: 1000, msg: '密码已修改，其他设备上的登录已退出', result: null } } : ok(),
    });
    fireEvent.click(await screen.findByRole('button', { name: '修改密码' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: '修改密码' }, SLOW);
    fireEvent.change(within(dialog).getByLabelText('当前密码'), { target: { value: 'Campus@2026' } });
    fireEvent.change(within(dialog).getByLabelText('新密码'), { target: { value: 'Harbour-Lamp-42' } });
    fireEvent.change(within(dialog).getByLabelText('确认新密码'), { target: { value: 'Harbour-Lamp-42' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定修改' }));
    expect(await screen.findByText('密码已修改，其他设备上的登录已退出', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '修改密码' })).toBeNull(), SLOW);
    const sent = seen.find((r) => r.pathname === '/api/blade-auth/password')!;
    expect(sent.signValid).toBe(true);
    expect(sent.body).toEqual(expect.objectContaining({ currentPassword: 'Campus@2026', newPassword: 'Harbour-Lamp-42' }));
  });

  it("keeps the dialog open with the server's refusal", async () => {
    renderConsole({
      path: '/wel/index',
      server: (req) => (req.pathname === '/api/blade-auth/password' ? { envelope: { status: 1002, msg: '当前密码错误' } } : ok()),
    });
    fireEvent.click(await screen.findByRole('button', { name: '修改密码' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: '修改密码' }, SLOW);
    fireEvent.change(within(dialog).getByLabelText('当前密码'), { target: { value: 'Not-It-123' } });
    fireEvent.change(within(dialog).getByLabelText('新密码'), { target: { value: 'Harbour-Lamp-42' } });
    fireEvent.change(within(dialog).getByLabelText('确认新密码'), { target: { value: 'Harbour-Lamp-42' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定修改' }));
    expect(await within(dialog).findByText('当前密码错误', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '修改密码' })).toBeInTheDocument();
  });

  it('opens by itself after a sign-in while the password must change, shows no screen, and its way out signs out', async () => {
    renderConsole({
      path: '/login',
      session: 'signedOut',
      server: (req) => (req.pathname === '/api/blade-auth/token' ? ok({ ...SIGN_IN_RESULT, signingKey: SIGNING_KEY, mustChangePassword: true }) : ok()),
    });
    fireEvent.change(await screen.findByLabelText('账号', {}, SLOW), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Campus@2026' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    const dialog = await screen.findByRole('dialog', { name: '修改密码' }, SLOW);
    expect(within(dialog).getByText('您仍在使用初始密码，为了账号安全，请立即修改。')).toBeInTheDocument();
    expect(screen.getByTestId('shell-must-change')).toHaveTextContent('您仍在使用初始密码：修改密码后才能继续使用。');
    fireEvent.click(within(dialog).getByRole('button', { name: '退出登录' }));
    expect(await screen.findByRole('button', { name: '登录' }, SLOW)).toBeInTheDocument();
  });
});
