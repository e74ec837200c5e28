// The removal's confirm: the package and all its versions go. Dumb: the name in, the answer out.
import { Button } from 'semantic-ui-react';
import { DIALOG_WIDTH } from '../../../../shared/domain/ui';
import type { T } from '../../../i18n';
import { DraggableDialog } from '../../../widgets/dialog/DraggableDialog';
import { WriteButton } from '../../session/components';

export interface RemoveConfirmProps {
  t: T;
  name: string;
  removing: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export default function RemoveConfirm({ t, name, removing, onConfirm, onCancel }: RemoveConfirmProps) {
  return (
    <DraggableDialog
      open
      closable={!removing}
      width={DIALOG_WIDTH.NOTICE}
      onClose={onCancel}
      data-testid="package-remove-confirm"
      title={t('businessPackagesUi.remove')}
      actions={
        <>
          <Button type="button" disabled={removing} onClick={onCancel} content={t('businessPackagesUi.cancel')} />
          <WriteButton
            type="button"
            negative
            loading={removing}
            disabled={removing}
            onClick={onConfirm}
            data-testid="package-remove-ok"
            content={t('businessPackagesUi.confirm')}
          />
        </>
      }
    >
      <p>{t('businessPackagesUi.removeConfirm', { name })}</p>
    </DraggableDialog>
  );
}
