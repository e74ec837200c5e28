// The frame of the console's one modal dialog (ModalDialog.tsx adds the leave guard; only it and
// LeaveConfirmDialog use this file). The WAI-ARIA modal dialog pattern on semantic-ui's Modal:
// role="dialog", aria-modal="true" and aria-labelledby naming the header; focus moves in on
// open, Tab and Shift+Tab stay inside and focus returns to the opener on close
// (FocusLockedBox, react-focus-lock); Escape closes when `closable`, through semantic's own
// Escape handling (its event stack hands Escape to the topmost dialog only, so a dialog opened
// over another closes first). The corner close button is a real, labelled button, kept last in
// the DOM (its place on screen comes from semantic's `.ui.modal > .close`) so the first field,
// not the close button, takes focus on open.
import { CSSProperties, HTMLAttributes, ReactNode, useId } from 'react';
import { Icon, Modal, ModalProps } from 'semantic-ui-react';
import { FocusLockedBox } from './FocusLockedBox';
import { useCloseLabel } from './useCloseLabel';

export interface ModalFrameProps {
  open: boolean;
  /** already translated; the dialog's accessible name */
  title: ReactNode;
  /** the header's own attributes (DraggableDialog's drag handle) */
  headerProps?: HTMLAttributes<HTMLDivElement> & { 'data-testid'?: string };
  /** the rest of the dialog: Modal.Content, Modal.Actions */
  children?: ReactNode;
  /** false: no close button and Escape does nothing (e.g. while a call runs) */
  closable?: boolean;
  /** closing by a click on the dimmer (off by default: dialogs hold forms) */
  closeOnDimmerClick?: boolean;
  onClose: () => void;
  size?: ModalProps['size'];
  className?: string;
  style?: CSSProperties;
  'data-testid'?: string;
}

export function ModalFrame({
  open,
  title,
  headerProps,
  children,
  closable = true,
  closeOnDimmerClick = false,
  onClose,
  size,
  className,
  style,
  ...rest
}: ModalFrameProps) {
  const titleId = useId();
  const closeLabel = useCloseLabel();
  return (
    <Modal
      as={FocusLockedBox}
      open={open}
      onClose={closable ? onClose : undefined}
      closeOnEscape={closable}
      closeOnDimmerClick={closable && closeOnDimmerClick}
      size={size}
      className={className}
      style={style}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      data-testid={rest['data-testid']}
    >
      <Modal.Header id={titleId} {...headerProps}>
        {title}
      </Modal.Header>
      {children}
      {closable ? (
        <button type="button" className="close dialog-close" aria-label={closeLabel} title={closeLabel} onClick={onClose} data-testid="dialog-close">
          <Icon name="close" />
        </button>
      ) : null}
    </Modal>
  );
}
