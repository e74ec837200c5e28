// The add / rename question type dialog: the name (at most 30 characters), the refusal if any.
import { Button, Form, Input, Message as Notice, Modal } from 'semantic-ui-react';
import { TYPE_NAME_MAX } from '../../../../shared/robot/api';
import { DIALOG_WIDTH } from '../../../../shared/domain/ui';
import { useT } from '../../../i18n';
import { ModalDialog } from '../../../widgets/dialog/ModalDialog';
import type { TypeDialogState } from '../state';
import { messageText } from './messageText';
import { WriteButton } from '../../session/components';

export interface TypeDialogProps {
  dialog: TypeDialogState;
  onName: (name: string) => void;
  onSave: () => void;
  onClose: () => void;
}

export function TypeDialog({ dialog, onName, onSave, onClose }: TypeDialogProps) {
  const t = useT();
  const saving = dialog.status === 'saving';
  return (
    <ModalDialog
      open
      closable={!saving}
      dirty={dialog.dirty}
      onClose={onClose}
      style={{ width: DIALOG_WIDTH.NOTICE }}
      data-testid="robot-type-dialog"
      title={t(dialog.id === null ? 'robotUi.type.addTitle' : 'robotUi.type.renameTitle')}
    >
      <Modal.Content data-autofocus-inside>
        <Form
          onSubmit={(e) => {
            e.preventDefault();
            onSave();
          }}
        >
          <Form.Field required>
            <label htmlFor="robot-type-name">{t('robotUi.type.name')}</label>
            <Input
              id="robot-type-name"
              input={{ 'data-testid': 'robot-type-name', maxLength: TYPE_NAME_MAX }}
              value={dialog.name}
              disabled={saving}
              onChange={(_e, d) => onName(String(d.value))}
            />
          </Form.Field>
        </Form>
        {dialog.message ? <Notice negative size="small" data-testid="robot-type-message" content={messageText(t, dialog.message)} /> : null}
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" disabled={saving} data-testid="robot-type-cancel" onClick={onClose} content={t('common.cancel')} />
        <WriteButton type="button" primary loading={saving} disabled={saving} data-testid="robot-type-save" onClick={onSave} content={t('common.save')} />
      </Modal.Actions>
    </ModalDialog>
  );
}
