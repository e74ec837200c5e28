// The console's one modal dialog (the WAI-ARIA modal dialog pattern, ModalFrame.tsx) with the
// leave guard of a form: a dialog given `dirty` asks "keep editing / discard"
// (LeaveConfirmDialog) before its Escape, close icon or dimmer click closes it, and registers
// with lib/leaveGuard so a navigation or reload while it is open asks too (discard closes it).
// A clean dialog closes at once. An explicit Cancel button of the form is the caller's own
// `onClose`, not guarded: cancelling is the choice to discard. Every feature builds its dialogs
// on this one, or on DraggableDialog, which builds on it.
import { useState } from 'react';
import { useLeaveGuard } from '../../lib/leaveGuard';
import { LeaveConfirmDialog } from './LeaveConfirmDialog';
import { ModalFrame, ModalFrameProps } from './ModalFrame';

export interface ModalDialogProps extends ModalFrameProps {
  /** the form holds unsaved edits: closing it asks first */
  dirty?: boolean;
}

export function ModalDialog({ dirty = false, onClose, ...rest }: ModalDialogProps) {
  const [asking, setAsking] = useState(false);
  const guarded = rest.open && dirty;
  useLeaveGuard(guarded, onClose);
  const requestClose = () => (guarded ? setAsking(true) : onClose());
  return (
    <>
      <ModalFrame {...rest} onClose={requestClose} />
      {asking && guarded ? (
        <LeaveConfirmDialog
          onKeep={() => setAsking(false)}
          onDiscard={() => {
            setAsking(false);
            onClose();
          }}
        />
      ) : null}
    </>
  );
}
