// The edit of a package's name, description and status. Dumb: the draft in, changes and the save out.
import { Button, Form, Message as UiMessage } from 'semantic-ui-react';
import { DIALOG_WIDTH } from '../../../../shared/domain/ui';
import { PACKAGE_DESCRIPTION_MAX, PACKAGE_NAME_MAX } from '../../../../shared/platform/businessPackages';
import type { T } from '../../../i18n';
import { useChangedSinceOpen } from '../../../lib/leaveGuard';
import type { Message } from '../../../lib/problem';
import { DraggableDialog } from '../../../widgets/dialog/DraggableDialog';
import type { EditDraft } from '../state';
import { say } from './say';
import { WriteButton } from '../../session/components';

export interface EditDialogProps {
  t: T;
  draft: EditDraft;
  saving: boolean;
  problem: Message | null;
  onChange: (change: Partial<EditDraft>) => void;
  onSave: () => void;
  onClose: () => void;
}

export default function EditDialog({ t, draft, saving, problem, onChange, onSave, onClose }: EditDialogProps) {
  // an edit made: closing asks first (the leave guard)
  const dirty = useChangedSinceOpen(true, draft);
  return (
    <DraggableDialog
      open
      closable={!saving}
      dirty={dirty}
      width={DIALOG_WIDTH.FORM}
      onClose={onClose}
      data-testid="package-edit"
      title={t('businessPackagesUi.editTitle')}
      actions={
        <>
          <Button type="button" disabled={saving} onClick={onClose} content={t('businessPackagesUi.cancel')} />
          <WriteButton
            type="button"
            primary
            loading={saving}
            disabled={saving}
            onClick={onSave}
            data-testid="package-edit-save"
            content={t('businessPackagesUi.save')}
          />
        </>
      }
    >
      <Form>
        <Form.Input
          label={t('businessPackagesUi.name')}
          value={draft.name}
          maxLength={PACKAGE_NAME_MAX}
          data-testid="package-edit-name"
          onChange={(_e, { value }) => onChange({ name: String(value) })}
        />
        <Form.TextArea
          label={t('businessPackagesUi.description')}
          value={draft.description}
          maxLength={PACKAGE_DESCRIPTION_MAX}
          onChange={(_e, { value }) => onChange({ description: String(value ?? '') })}
        />
        <Form.Checkbox
          toggle
          label={t(draft.status === 1 ? 'businessPackagesUi.enabled' : 'businessPackagesUi.disabled')}
          checked={draft.status === 1}
          onChange={(_e, { checked }) => onChange({ status: checked ? 1 : 0 })}
        />
      </Form>
      {problem ? <UiMessage negative size="small" visible content={say(t, problem)} /> : null}
    </DraggableDialog>
  );
}
