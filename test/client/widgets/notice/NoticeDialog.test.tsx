import { fireEvent, screen } from '@testing-library/react';
import { NoticeDialog } from '../../../../src/client/widgets/notice/NoticeDialog';
import type { NoticeDialogProps, NoticeType } from '../../../../src/client/widgets/notice/types';
import { renderWithStore } from '../renderWithStore';

function renderNotice(props: Partial<NoticeDialogProps> & { type: NoticeType }, locale: 'zh-CN' | 'en' = 'zh-CN') {
  const callbacks = { onConfirm: jest.fn(), onCancel: jest.fn(), onSwitch: jest.fn() };
  const view = renderWithStore(<NoticeDialog open message="确定删除选中的数据吗？" {...callbacks} {...props} />, { locale });
  return { ...view, ...callbacks };
}

const buttonIds = () =>
  Array.from(document.querySelectorAll('[data-testid^="notice-"]'))
    .map((el) => el.getAttribute('data-testid'))
    .filter((id) => id && !['notice-dialog', 'notice-icon'].includes(id));

describe('NoticeDialog', () => {
  it.each([
    [1, ['notice-cancel', 'notice-confirm'], 'orange', 'warning'],
    [2, ['notice-confirm'], 'red', 'times'],
    [3, ['notice-confirm'], 'green', 'check'],
    [4, ['notice-switch', 'notice-confirm'], 'orange', 'warning'],
    [5, ['notice-close'], 'blue', 'info'],
  ] as const)('type %i offers %j with a %s %s icon', (type, buttons, colour, icon) => {
    renderNotice({ type });
    expect(buttonIds()).toEqual(buttons);
    const iconEl = screen.getByTestId('notice-icon');
    expect(iconEl).toHaveClass(colour);
    expect(iconEl).toHaveClass(icon);
  });

  it('type 1: cancel calls onCancel, confirm calls onConfirm', () => {
    const { onCancel, onConfirm } = renderNotice({ type: 1 });
    fireEvent.click(screen.getByTestId('notice-cancel'));
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTestId('notice-confirm'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('type 4: direct switch calls onSwitch', () => {
    const { onSwitch, onConfirm } = renderNotice({ type: 4 });
    expect(screen.getByTestId('notice-switch')).toHaveTextContent('直接切换');
    fireEvent.click(screen.getByTestId('notice-switch'));
    expect(onSwitch).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('type 4 without an onSwitch shows no dead switch button', () => {
    renderWithStore(<NoticeDialog open type={4} message="m" onConfirm={jest.fn()} onCancel={jest.fn()} />);
    expect(buttonIds()).toEqual(['notice-confirm']);
  });

  it('type 5: the single close button cancels', () => {
    const { onCancel } = renderNotice({ type: 5 });
    expect(screen.getByTestId('notice-close')).toHaveTextContent('关闭');
    fireEvent.click(screen.getByTestId('notice-close'));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('is 380 px wide by default and takes another width', () => {
    const { rerenderWithStore } = renderNotice({ type: 1 });
    expect(screen.getByTestId('notice-dialog')).toHaveStyle({ width: '380px' });
    rerenderWithStore(<NoticeDialog open type={1} width={592} message="m" onConfirm={jest.fn()} onCancel={jest.fn()} />);
    expect(screen.getByTestId('notice-dialog')).toHaveStyle({ width: '592px' });
  });

  it('shows the message, a default title per type and the given texts', () => {
    renderNotice({ type: 2, confirmText: '我知道了' });
    expect(screen.getByText('确定删除选中的数据吗？')).toBeInTheDocument();
    expect(screen.getByText('错误')).toBeInTheDocument();
    expect(screen.getByTestId('notice-confirm')).toHaveTextContent('我知道了');
  });

  it('speaks English when the locale is English', () => {
    renderNotice({ type: 1, title: 'Remove?' }, 'en');
    expect(screen.getByText('Remove?')).toBeInTheDocument();
    expect(screen.getByTestId('notice-cancel')).toHaveTextContent('Cancel');
    expect(screen.getByTestId('notice-confirm')).toHaveTextContent('Confirm');
  });

  it('while busy disables every button and cannot be closed', () => {
    const { onCancel, onConfirm } = renderNotice({ type: 1, busy: true });
    expect(screen.getByTestId('notice-cancel')).toBeDisabled();
    expect(screen.getByTestId('notice-confirm')).toBeDisabled();
    expect(screen.getByTestId('notice-confirm')).toHaveClass('loading');
    fireEvent.keyDown(document, { key: 'Escape', keyCode: 27 });
    expect(document.querySelector('.close.icon')).toBeNull();
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('the corner close icon counts as cancel', () => {
    const { onCancel } = renderNotice({ type: 3 });
    fireEvent.click(document.querySelector('.close.icon')!);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('renders nothing when closed', () => {
    renderWithStore(<NoticeDialog open={false} type={1} message="m" onConfirm={jest.fn()} onCancel={jest.fn()} />);
    expect(screen.queryByTestId('notice-dialog')).toBeNull();
  });

  it('guards confirm against a double click', () => {
    const { onConfirm } = renderNotice({ type: 1 });
    fireEvent.click(screen.getByTestId('notice-confirm'));
    fireEvent.click(screen.getByTestId('notice-confirm'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
