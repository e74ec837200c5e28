// The leave guard's one question (lib/leaveGuard.ts): the form holds unsaved edits; keep editing
// (the default, also Escape and the close icon) or discard them and leave. Asked by a modal
// form's close (ModalDialog) and by the shell on a navigation (app/shell/LeaveGuard.tsx).
import { Button, Modal } from 'semantic-ui-react';
import { DIALOG_WIDTH } from '../../../shared/domain/ui';
import { ModalFrame } from './ModalFrame';
import { useDialogText } from './useCloseLabel';

export interface LeaveConfirmDialogProps {
  onKeep: () => void;
  onDiscard: () => void;
}

export function LeaveConfirmDialog({ onKeep, onDiscard }: LeaveConfirmDialogProps) {
  const t = useDialogText();
  return (
    <ModalFrame open title={t('widget.leave.title')} onClose={onKeep} style={{ width: DIALOG_WIDTH.NOTICE }} data-testid="leave-dialog">
      <Modal.Content data-autofocus-inside>
        <p>{t('widget.leave.body')}</p>
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" negative data-testid="leave-discard" onClick={onDiscard} content={t('widget.leave.discard')} />
        <Button type="button" primary data-testid="leave-keep" onClick={onKeep} content={t('widget.leave.keep')} />
      </Modal.Actions>
    </ModalFrame>
  );
}
