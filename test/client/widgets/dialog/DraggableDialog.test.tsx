import { fireEvent, render, screen } from '@testing-library/react';
import { DraggableDialog } from '../../../../src/client/widgets/dialog/DraggableDialog';
import { draggedOffset } from '../../../../src/client/widgets/dialog/dragMath';

const dialog = () => screen.getByTestId('draggable-dialog');
const header = () => screen.getByTestId('draggable-dialog-header');

function placeDialog(left: number, top: number, width: number, height: number) {
  // jsdom has no layout: give the dialog the box a browser would.
  jest
    .spyOn(dialog(), 'getBoundingClientRect')
    .mockReturnValue({ left, top, width, height, right: left + width, bottom: top + height, x: left, y: top, toJSON: () => ({}) });
}

describe('DraggableDialog', () => {
  beforeEach(() => {
    Object.assign(window, { innerWidth: 1280, innerHeight: 800 });
  });

  it('moves with its header', () => {
    render(
      <DraggableDialog open title="导入学生数据" width={592} onClose={jest.fn()}>
        body
      </DraggableDialog>,
    );
    placeDialog(344, 200, 592, 300);
    fireEvent.mouseDown(header(), { button: 0, clientX: 400, clientY: 220 });
    fireEvent.mouseMove(window, { clientX: 500, clientY: 270 });
    expect(dialog().style.transform).toBe('translate(100px, 50px)');
    fireEvent.mouseUp(window);
    fireEvent.mouseMove(window, { clientX: 900, clientY: 700 });
    expect(dialog().style.transform).toBe('translate(100px, 50px)');
  });

  it('stays inside the viewport', () => {
    render(<DraggableDialog open title="t" onClose={jest.fn()} />);
    placeDialog(344, 200, 592, 300);
    fireEvent.mouseDown(header(), { button: 0, clientX: 400, clientY: 220 });
    fireEvent.mouseMove(window, { clientX: -2000, clientY: -2000 });
    expect(dialog().style.transform).toBe('translate(-344px, -200px)');
    fireEvent.mouseMove(window, { clientX: 5000, clientY: 5000 });
    expect(dialog().style.transform).toBe('translate(344px, 300px)');
  });

  it('continues from where the last drag left it', () => {
    render(<DraggableDialog open title="t" onClose={jest.fn()} />);
    placeDialog(344, 200, 592, 300);
    fireEvent.mouseDown(header(), { button: 0, clientX: 0, clientY: 0 });
    fireEvent.mouseMove(window, { clientX: 10, clientY: 10 });
    fireEvent.mouseUp(window);
    placeDialog(354, 210, 592, 300);
    fireEvent.mouseDown(header(), { button: 0, clientX: 0, clientY: 0 });
    fireEvent.mouseMove(window, { clientX: 5, clientY: -5 });
    expect(dialog().style.transform).toBe('translate(15px, 5px)');
  });

  it('ignores other mouse buttons and the body', () => {
    render(
      <DraggableDialog open title="t" onClose={jest.fn()}>
        body
      </DraggableDialog>,
    );
    placeDialog(100, 100, 400, 200);
    fireEvent.mouseDown(header(), { button: 2, clientX: 0, clientY: 0 });
    fireEvent.mouseDown(screen.getByText('body'), { button: 0, clientX: 0, clientY: 0 });
    fireEvent.mouseMove(window, { clientX: 50, clientY: 50 });
    expect(dialog().style.transform).toBe('translate(0px, 0px)');
  });

  it('takes the widths of the later dialogs and defaults to 592', () => {
    const { rerender } = render(<DraggableDialog open title="t" onClose={jest.fn()} />);
    expect(dialog()).toHaveStyle({ width: '592px' });
    rerender(<DraggableDialog open title="t" width={940} onClose={jest.fn()} />);
    expect(dialog()).toHaveStyle({ width: '940px' });
  });

  it('returns to the centre when closed and opened again', () => {
    const { rerender } = render(<DraggableDialog open title="t" onClose={jest.fn()} />);
    placeDialog(100, 100, 400, 200);
    fireEvent.mouseDown(header(), { button: 0, clientX: 0, clientY: 0 });
    fireEvent.mouseMove(window, { clientX: 30, clientY: 30 });
    fireEvent.mouseUp(window);
    rerender(<DraggableDialog open={false} title="t" onClose={jest.fn()} />);
    rerender(<DraggableDialog open title="t" onClose={jest.fn()} />);
    expect(dialog().style.transform).toBe('translate(0px, 0px)');
  });

  it('shows its actions and closes by its icon; not closable hides the icon', () => {
    const onClose = jest.fn();
    const { rerender } = render(<DraggableDialog open title="t" actions={<button>ok</button>} onClose={onClose} />);
    expect(screen.getByRole('button', { name: 'ok' })).toBeInTheDocument();
    fireEvent.click(document.querySelector('.close.icon')!);
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<DraggableDialog open title="t" closable={false} onClose={onClose} />);
    expect(document.querySelector('.close.icon')).toBeNull();
  });
});

describe('draggedOffset', () => {
  const start = { pointer: { x: 0, y: 0 }, offset: { x: 0, y: 0 }, box: { left: 100, top: 100, width: 400, height: 300 } };
  const viewport = { width: 1000, height: 700 };

  it('follows the pointer inside the viewport', () => {
    expect(draggedOffset(start, { x: 50, y: -40 }, viewport)).toEqual({ x: 50, y: -40 });
  });
  it('stops at every edge', () => {
    expect(draggedOffset(start, { x: -500, y: -500 }, viewport)).toEqual({ x: -100, y: -100 });
    expect(draggedOffset(start, { x: 900, y: 900 }, viewport)).toEqual({ x: 500, y: 300 });
  });
  it('pins a dialog larger than the viewport to the top left', () => {
    const big = { ...start, box: { left: 0, top: 0, width: 1200, height: 900 } };
    expect(draggedOffset(big, { x: 100, y: 100 }, viewport)).toEqual({ x: 0, y: 0 });
  });
});
