// The file button (issue 30): a focusable button whose Enter and Space open the chooser (the
// hidden input's click), the accept list, disabled and loading, the accessible name, the drop zone.
import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FileButton from '../../../../src/client/widgets/fileButton/FileButton';

function setup(props: Partial<Parameters<typeof FileButton>[0]> = {}) {
  const onFiles = jest.fn();
  render(
    <>
      <button type="button">before</button>
      <FileButton
        id="the-file"
        inputTestId="the-input"
        buttonTestId="the-button"
        label="上传文件"
        accept={['.xls', '.xlsx']}
        multiple
        onFiles={onFiles}
        {...props}
      />
    </>,
  );
  const input = screen.getByTestId('the-input') as HTMLInputElement;
  const opened = jest.fn();
  // the browser's chooser opens on the input's click; jsdom has none, so the click is the proof
  input.addEventListener('click', opened);
  return { onFiles, input, opened, button: screen.getByRole('button', { name: '上传文件' }) };
}

describe('FileButton', () => {
  it('is a real button named by its label, reached by Tab, the input itself out of the tab order', async () => {
    const user = userEvent.setup();
    const { button, input } = setup();
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('type', 'button');
    screen.getByRole('button', { name: 'before' }).focus();
    await user.tab();
    expect(button).toHaveFocus();
    expect(input).toHaveAttribute('hidden');
    expect(input.tabIndex).toBe(-1);
    await user.tab();
    expect(input).not.toHaveFocus();
  });

  it('Enter opens the chooser', async () => {
    const user = userEvent.setup();
    const { button, opened } = setup();
    button.focus();
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('Space opens the chooser', async () => {
    const user = userEvent.setup();
    const { button, opened } = setup();
    button.focus();
    await user.keyboard(' ');
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('another key opens nothing', async () => {
    const user = userEvent.setup();
    const { button, opened } = setup();
    button.focus();
    await user.keyboard('a{Escape}{ArrowDown}');
    expect(opened).not.toHaveBeenCalled();
  });

  it('passes the accept list and multiple to the input and the chosen files out, then clears the input', () => {
    const { input, onFiles } = setup();
    expect(input).toHaveAttribute('accept', '.xls,.xlsx');
    expect(input.multiple).toBe(true);
    const file = new File(['x'], 'students.xlsx');
    fireEvent.change(input, { target: { files: [file] } });
    expect(onFiles).toHaveBeenCalledWith([file]);
    expect(input.value).toBe('');
  });

  it('an empty choice (cancelled chooser) sends nothing', () => {
    const { input, onFiles } = setup();
    fireEvent.change(input, { target: { files: [] } });
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('disabled: the button is disabled, skipped by Tab, Enter opens nothing', async () => {
    const user = userEvent.setup();
    const { button, input, opened } = setup({ disabled: true });
    expect(button).toBeDisabled();
    expect(input).toBeDisabled();
    screen.getByRole('button', { name: 'before' }).focus();
    await user.tab();
    expect(button).not.toHaveFocus();
    await user.keyboard('{Enter}');
    expect(opened).not.toHaveBeenCalled();
  });

  it('loading disables it too', () => {
    const { button, input } = setup({ loading: true });
    expect(button).toBeDisabled();
    expect(input).toBeDisabled();
  });

  it('is described by the hint it names', () => {
    const { button } = setup({ describedBy: 'the-hint' });
    expect(button).toHaveAttribute('aria-describedby', 'the-hint');
  });

  describe('drop zone', () => {
    const drop = (zone: HTMLElement, files: File[]) => {
      const event = createEvent.drop(zone);
      Object.defineProperty(event, 'dataTransfer', { value: { files, dropEffect: 'none' } });
      fireEvent(zone, event);
    };

    it('shows its hint, keeps the button reachable and sends dropped files', async () => {
      const user = userEvent.setup();
      const { button, onFiles, opened } = setup({ dropHint: '或将文件拖到此处' });
      const zone = screen.getByTestId('the-button-zone');
      expect(zone).toHaveTextContent('或将文件拖到此处');
      expect(zone).toContainElement(button);
      screen.getByRole('button', { name: 'before' }).focus();
      await user.tab();
      expect(button).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(opened).toHaveBeenCalledTimes(1);

      const dragOver = createEvent.dragOver(zone);
      Object.defineProperty(dragOver, 'dataTransfer', { value: { files: [], dropEffect: 'none' } });
      fireEvent(zone, dragOver);
      expect(zone).toHaveClass('file-drop-over');
      expect(dragOver.defaultPrevented).toBe(true);

      const file = new File(['x'], 'students.xlsx');
      drop(zone, [file]);
      expect(onFiles).toHaveBeenCalledWith([file]);
      expect(zone).not.toHaveClass('file-drop-over');
    });

    it('takes no drop while disabled', () => {
      const { onFiles } = setup({ dropHint: 'drop here', disabled: true });
      drop(screen.getByTestId('the-button-zone'), [new File(['x'], 'a.xlsx')]);
      expect(onFiles).not.toHaveBeenCalled();
    });
  });
});
