import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { AntiDoubleClickButton } from '../../../../src/client/widgets/antiDoubleClick/AntiDoubleClickButton';
import { useAntiDoubleClick } from '../../../../src/client/widgets/antiDoubleClick/useAntiDoubleClick';
import { ANTI_DOUBLE_CLICK_MS } from '../../../../src/shared/domain/ui';

describe('anti-double-click', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('locks for exactly 800 ms', () => {
    expect(ANTI_DOUBLE_CLICK_MS).toBe(800);
  });

  it('the button runs once, stays disabled for 800 ms, then accepts a click again', () => {
    const onClick = jest.fn();
    render(<AntiDoubleClickButton onClick={onClick} content="保存" />);
    const button = screen.getByRole('button', { name: '保存' });

    fireEvent.click(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();

    act(() => jest.advanceTimersByTime(799));
    expect(button).toBeDisabled();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);

    act(() => jest.advanceTimersByTime(1));
    expect(button).toBeEnabled();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('passes the click event and the button props to the handler', () => {
    const onClick = jest.fn();
    render(<AntiDoubleClickButton onClick={onClick} content="go" name="go" />);
    fireEvent.click(screen.getByRole('button'));
    expect(onClick.mock.calls[0][1]).toMatchObject({ name: 'go' });
  });

  it('stays disabled when the caller disables it', () => {
    render(<AntiDoubleClickButton disabled content="x" />);
    expect(screen.getByRole('button')).toBeDisabled();
  });

  it('the hook ignores calls in the same tick, before any re-render', () => {
    const handler = jest.fn();
    const { result } = renderHook(() => useAntiDoubleClick(handler));
    act(() => {
      result.current.onClick();
      result.current.onClick();
    });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(result.current.locked).toBe(true);
    act(() => jest.advanceTimersByTime(ANTI_DOUBLE_CLICK_MS));
    expect(result.current.locked).toBe(false);
  });

  it('the hook accepts another lock length and clears its timer on unmount', () => {
    const handler = jest.fn();
    const { result, unmount } = renderHook(() => useAntiDoubleClick(handler, 200));
    act(() => result.current.onClick());
    act(() => jest.advanceTimersByTime(200));
    expect(result.current.locked).toBe(false);
    act(() => result.current.onClick());
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
