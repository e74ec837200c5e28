// Document 000 §2: on failure, a dialog titled error information (错误信息) with a close
// button shows the import's error message.
import { Button } from 'semantic-ui-react';
import { DIALOG_WIDTH } from '../../../../shared/domain/ui';
import type { T } from '../../../i18n';
import { DraggableDialog } from '../../../widgets/dialog/DraggableDialog';

export interface ErrorDialogProps {
  t: T;
  open: boolean;
  message: string;
  onClose: () => void;
}

export function ErrorDialog({ t, open, message, onClose }: ErrorDialogProps) {
  return (
    <DraggableDialog
      open={open}
      title={t('import.errorInformation')}
      width={DIALOG_WIDTH.FORM}
      onClose={onClose}
      data-testid="import-error-dialog"
      actions={<Button type="button" primary onClick={onClose} data-testid="import-error-close" content={t('common.close')} />}
    >
      <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} data-testid="import-error-message">
        {message}
      </div>
    </DraggableDialog>
  );
}
