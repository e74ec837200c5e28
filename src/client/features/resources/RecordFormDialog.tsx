// The add/edit dialog of a resource, generated from its form fields. Dumb: the form's state
// comes in; changes, submit and close go out. Save is disabled while the call runs, and the
// dialog cannot be dismissed then, so the outcome always has somewhere to show. With a value
// changed, Escape, the close icon or leaving the screen asks keep editing / discard first
// (ModalDialog's leave guard); Cancel discards.
import { FormEvent } from 'react';
import { Button, Form, Modal } from 'semantic-ui-react';
import { FieldDef } from '../../../shared/resources';
import { useT } from '../../i18n';
import { ModalDialog } from '../../widgets/dialog/ModalDialog';
import { FieldOptions } from './displayValues';
import FormFieldControl from './FormFieldControl';
import { FieldValue, FormState } from './resourceState';

export interface RecordFormDialogProps {
  /** already translated */
  title: string;
  fields: FieldDef[];
  form: FormState;
  options: FieldOptions;
  onChange: (name: string, value: FieldValue) => void;
  onImagePick: (name: string, file: File) => void;
  onImageRemove: (name: string) => void;
  onUrlCheck: (name: string) => void;
  onSubmit: () => void;
  onClose: () => void;
  /** fields the record keeps whatever the form says (a fixed record: the built-in role's grants),
   *  shown disabled with the reason under them */
  kept?: { fields: string[]; reason: string };
}

/** document 000 §9: one of the console's dialog widths */
const FORM_DIALOG_WIDTH = 592;

export default function RecordFormDialog({
  title,
  fields,
  form,
  options,
  onChange,
  onImagePick,
  onImageRemove,
  onUrlCheck,
  onSubmit,
  onClose,
  kept,
}: RecordFormDialogProps) {
  const t = useT();
  const submitting = form.status === 'submitting';
  // an image still uploading has no file id yet: save waits for it
  const uploading = Object.values(form.uploads).some((u) => u.status === 'uploading');
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!submitting) onSubmit();
  };
  return (
    <ModalDialog
      open={form.status !== 'closed'}
      closable={!submitting}
      dirty={form.dirty}
      onClose={onClose}
      style={{ width: FORM_DIALOG_WIDTH }}
      data-testid="resource-form"
      title={title}
    >
      <Modal.Content data-autofocus-inside>
        <Form id="resource-form" onSubmit={submit} noValidate>
          {fields.map((f) => (
            <FormFieldControl
              key={f.name}
              field={f}
              value={form.values[f.name]}
              options={options[f.name] ?? []}
              error={form.errors[f.name]}
              disabled={submitting || kept?.fields.includes(f.name)}
              note={kept?.fields.includes(f.name) ? kept.reason : undefined}
              onChange={onChange}
              upload={form.uploads[f.name]}
              preview={form.previews[f.name]}
              onImagePick={onImagePick}
              onImageRemove={onImageRemove}
              urlCheck={form.urlChecks[f.name]}
              onUrlCheck={onUrlCheck}
            />
          ))}
        </Form>
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" id="resource-cancel" data-testid="resource-cancel" content={t('common.cancel')} disabled={submitting} onClick={onClose} />
        <Button
          primary
          type="button"
          id="resource-save"
          data-testid="resource-save"
          content={t('common.save')}
          loading={submitting}
          disabled={submitting || uploading}
          onClick={() => submit()}
        />
      </Modal.Actions>
    </ModalDialog>
  );
}
