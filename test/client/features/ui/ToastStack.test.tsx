// The toast view: translated keys, literal server text, and the close button's event.
import { fireEvent, render, screen } from '@testing-library/react';
import ToastStack from '../../../../src/client/features/ui/ToastStack';
import { tFor } from '../../../../src/client/i18n';

describe('ToastStack', () => {
  it('shows each toast in the current language and reports a dismissal', () => {
    const onDismiss = jest.fn();
    const toasts = [
      { id: 'a', kind: 'error' as const, key: 'protocol.forbidden' },
      { id: 'b', kind: 'success' as const, text: '已同步 3 条' },
    ];
    const { rerender, container } = render(<ToastStack t={tFor('zh-CN')} toasts={toasts} onDismiss={onDismiss} />);
    expect(screen.getByRole('alert')).toHaveTextContent('权限不足');
    expect(screen.getByRole('status')).toHaveTextContent('已同步 3 条');
    fireEvent.click(container.querySelectorAll('.close.icon')[1]);
    expect(onDismiss).toHaveBeenCalledWith('b');
    rerender(<ToastStack t={tFor('en')} toasts={toasts} onDismiss={onDismiss} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Permission denied');
  });

  it('renders nothing without toasts', () => {
    const { container } = render(<ToastStack t={tFor('zh-CN')} toasts={[]} onDismiss={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
