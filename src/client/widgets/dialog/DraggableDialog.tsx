// A dialog whose header drags it around inside the viewport (document 001 §1), on the shared
// ModalDialog (focus held inside, Escape, aria-modal). Widths of the later dialogs (592, 613,
// 940, 932, 380) come in through `width`. Closing by the dimmer is off: these dialogs hold
// forms, and a stray click outside must not throw the input away.
import type { ReactNode } from 'react';
import { Modal } from 'semantic-ui-react';
import { DIALOG_WIDTH } from '../../../shared/domain/ui';
import { ModalDialog } from './ModalDialog';
import { useDialogDrag } from './useDialogDrag';

export interface DraggableDialogProps {
  open: boolean;
  /** already translated */
  title: ReactNode;
  /** px; default 592 */
  width?: number;
  children?: ReactNode;
  /** the footer (buttons); omitted when absent */
  actions?: ReactNode;
  /** false hides the corner close button and ignores Escape, e.g. while an import runs */
  closable?: boolean;
  /** the form holds unsaved edits: closing asks first (ModalDialog's leave guard) */
  dirty?: boolean;
  onClose: () => void;
  className?: string;
  'data-testid'?: string;
}

export function DraggableDialog({
  open,
  title,
  width = DIALOG_WIDTH.FORM,
  children,
  actions,
  closable = true,
  dirty,
  onClose,
  className,
  ...rest
}: DraggableDialogProps) {
  const { offset, onHeaderMouseDown } = useDialogDrag(open);
  return (
    <ModalDialog
      open={open}
      title={title}
      headerProps={{ onMouseDown: onHeaderMouseDown, style: { cursor: 'move', userSelect: 'none' }, 'data-testid': 'draggable-dialog-header' }}
      closable={closable}
      dirty={dirty}
      onClose={onClose}
      className={['draggable-dialog', className].filter(Boolean).join(' ')}
      data-testid={rest['data-testid'] ?? 'draggable-dialog'}
      style={{ width, transform: `translate(${offset.x}px, ${offset.y}px)` }}
    >
      <Modal.Content data-autofocus-inside>{children}</Modal.Content>
      {actions ? <Modal.Actions>{actions}</Modal.Actions> : null}
    </ModalDialog>
  );
}
