// The alert an export's red error line opens (document 001 §8): titled error information
// (错误信息), the message in full, one close button.
import { Button } from 'semantic-ui-react';
import { DIALOG_WIDTH } from '../../../../shared/domain/ui';
import type { T } from '../../../i18n';
import { DraggableDialog } from '../../../widgets/dialog/DraggableDialog';

export interface ErrorInfoDialogProps {
  t: T;
  open: boolean;
  message: string;
  onClose: () => void;
  /** the start of the test ids (export-error-dialog, …); default 'export' */
  testIdPrefix?: string;
}

export function ErrorInfoDialog({ t, open, message, onClose, testIdPrefix = 'export' }: ErrorInfoDialogProps) {
  const id = (name: string) => `${testIdPrefix}-${name}`;
  return (
    <DraggableDialog
      open={open}
      title={t('export.errorInformation')}
      width={DIALOG_WIDTH.NOTICE}
      onClose={onClose}
      data-testid={id('error-dialog')}
      actions={<Button type="button" primary onClick={onClose} data-testid={id('error-close')} content={t('common.close')} />}
    >
      <div className="export-error-message" data-testid={id('error-message')}>
        {message}
      </div>
    </DraggableDialog>
  );
}
