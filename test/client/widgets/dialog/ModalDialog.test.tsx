// The shared dialog as the WAI-ARIA modal dialog pattern: its role, aria-modal and name; focus
// moving in on open and back to the opener on close; Escape honouring `closable`.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Modal } from 'semantic-ui-react';
import { DraggableDialog } from '../../../../src/client/widgets/dialog/DraggableDialog';
import { ModalDialog } from '../../../../src/client/widgets/dialog/ModalDialog';
import { renderWithStore } from '../renderWithStore';

const escape = () => fireEvent.keyDown(document, { key: 'Escape', keyCode: 27 });

function Opener({ closable = true, fields = true }: { closable?: boolean; fields?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <DraggableDialog open={open} title="导入学生数据" closable={closable} onClose={() => setOpen(false)} actions={<button type="button">ok</button>}>
        {fields ? <input aria-label="name" /> : <p>running</p>}
      </DraggableDialog>
    </>
  );
}

describe('ModalDialog', () => {
  it('is a modal dialog named by its title', () => {
    render(<DraggableDialog open title="导入学生数据" onClose={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: '导入学生数据' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toBe(screen.getByTestId('draggable-dialog'));
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)).toBe(screen.getByTestId('draggable-dialog-header'));
  });

  it('moves focus to the first field on open and back to the opener on close', async () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'open' });
    opener.focus();
    fireEvent.click(opener);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'name' })).toHaveFocus());
    escape();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('a dialog opened from a dialog that closes under it (wizard → progress) returns focus to the first opener', async () => {
    function Chain() {
      const [step, setStep] = useState<'none' | 'wizard' | 'progress'>('none');
      return (
        <>
          <button type="button" onClick={() => setStep('wizard')}>
            import
          </button>
          <ModalDialog open={step === 'wizard'} title="wizard" onClose={() => setStep('none')}>
            <Modal.Content>
              <button type="button" onClick={() => setStep('progress')}>
                start
              </button>
            </Modal.Content>
          </ModalDialog>
          <ModalDialog open={step === 'progress'} title="progress" onClose={() => setStep('none')}>
            <Modal.Content>
              <p>running</p>
            </Modal.Content>
          </ModalDialog>
        </>
      );
    }
    render(<Chain />);
    const opener = screen.getByRole('button', { name: 'import' });
    opener.focus();
    fireEvent.click(opener);
    const start = await screen.findByRole('button', { name: 'start' });
    await waitFor(() => expect(start).toHaveFocus());
    fireEvent.click(start);
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'progress' }).contains(document.activeElement)).toBe(true));
    escape();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('focuses the dialog itself when nothing inside can take focus', async () => {
    render(
      <>
        <button type="button">opener</button>
        <ModalDialog open title="t" closable={false} onClose={jest.fn()}>
          <Modal.Content>running</Modal.Content>
        </ModalDialog>
      </>,
    );
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveFocus());
  });

  it('closes on Escape and by its labelled close button only when closable', async () => {
    const onClose = jest.fn();
    const { rerender } = render(<DraggableDialog open title="t" closable={false} onClose={onClose} />);
    escape();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByTestId('dialog-close')).toBeNull();
    rerender(<DraggableDialog open title="t" onClose={onClose} />);
    escape();
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('labels its close button in the chosen language', () => {
    renderWithStore(<ModalDialog open title="t" onClose={jest.fn()} />, { locale: 'en' });
    expect(screen.getByTestId('dialog-close')).toHaveAccessibleName('Close');
  });

  it('hands Escape to the topmost dialog only', async () => {
    const outer = jest.fn();
    const inner = jest.fn();
    render(
      <>
        <DraggableDialog open title="outer" onClose={outer} />
        <DraggableDialog open title="inner" onClose={inner} />
      </>,
    );
    await act(async () => undefined);
    escape();
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });
});
