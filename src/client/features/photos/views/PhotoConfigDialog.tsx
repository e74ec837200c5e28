// The photo settings dialog: the largest photo (KB), the smallest width and height (px, 0 any)
// and the formats the zip import accepts. Dumb: the form's state comes in, changes, save and
// close go out. A field's reason (the console's check or the server's 9009 reason) shows under
// it; nothing closes while the save is out.
import { FormEvent } from 'react';
import { Button, Checkbox, Form, Input, Label, Loader } from 'semantic-ui-react';
import { DIALOG_WIDTH } from '../../../../shared/domain/ui';
import type { PhotoConfig } from '../../../../shared/photos/api';
import { useT } from '../../../i18n';
import { DraggableDialog } from '../../../widgets/dialog/DraggableDialog';
import { CONFIG_RANGES, PHOTO_FORMAT_CHOICES } from '../configRules';
import type { ConfigField, ConfigState } from '../state';
import { type Message, say } from '../../../lib/problem';
import { useChangedSinceOpen } from '../../../lib/leaveGuard';

export interface PhotoConfigDialogProps {
  config: ConfigState;
  onChange: (field: ConfigField, value: string | string[]) => void;
  onSubmit: () => void;
  onClose: () => void;
}

type Format = PhotoConfig['formats'][number];

function FieldReason({ field, message }: { field: ConfigField; message: Message | undefined }) {
  const t = useT();
  if (!message) return null;
  return (
    <Label basic color="red" pointing role="alert" data-testid={`photos-config-error-${field}`}>
      {say(t, message)}
    </Label>
  );
}

function NumberField({
  field,
  label,
  hint,
  config,
  onChange,
}: { field: Exclude<ConfigField, 'formats'>; label: string; hint?: string } & Pick<PhotoConfigDialogProps, 'config' | 'onChange'>) {
  const [min, max] = CONFIG_RANGES[field];
  const id = `photos-config-${field}`;
  return (
    <Form.Field required error={Boolean(config.errors[field])}>
      <label htmlFor={id}>{label}</label>
      <Input
        id={id}
        input={{ 'data-testid': id, inputMode: 'numeric', min, max }}
        type="number"
        value={config.values[field]}
        disabled={config.status === 'saving'}
        onChange={(_e, data) => onChange(field, String(data.value))}
      />
      {hint && <small className="photos-config-hint">{hint}</small>}
      <FieldReason field={field} message={config.errors[field]} />
    </Form.Field>
  );
}

export function PhotoConfigDialog({ config, onChange, onSubmit, onClose }: PhotoConfigDialogProps) {
  const t = useT();
  const saving = config.status === 'saving';
  const loading = config.status === 'loading';
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (config.status === 'editing') onSubmit();
  };
  // an edit made since the settings were read: closing asks first (the leave guard)
  const dirty = useChangedSinceOpen(config.status === 'editing' || saving, config.values);
  const toggle = (format: Format, on: boolean) =>
    onChange('formats', on ? [...config.values.formats, format] : config.values.formats.filter((f) => f !== format));

  return (
    <DraggableDialog
      open={config.status !== 'closed'}
      title={t('photosUi.config.title')}
      width={DIALOG_WIDTH.FORM}
      closable={!saving}
      dirty={dirty}
      onClose={onClose}
      data-testid="photos-config-dialog"
      actions={
        <>
          <Button type="button" data-testid="photos-config-cancel" content={t('common.cancel')} disabled={saving} onClick={onClose} />
          <Button
            primary
            type="button"
            data-testid="photos-config-save"
            content={t('common.save')}
            loading={saving}
            disabled={config.status !== 'editing'}
            onClick={() => submit()}
          />
        </>
      }
    >
      {loading ? (
        <Loader active inline="centered" data-testid="photos-config-loading" />
      ) : (
        <Form id="photos-config-form" onSubmit={submit} noValidate>
          <p className="photos-config-hint">{t('photosUi.config.hint')}</p>
          <NumberField field="maxSizeKb" label={t('photosUi.config.maxSizeKb')} config={config} onChange={onChange} />
          <Form.Group widths="equal">
            <NumberField field="minWidth" label={t('photosUi.config.minWidth')} hint={t('photosUi.config.sizeHint')} config={config} onChange={onChange} />
            <NumberField field="minHeight" label={t('photosUi.config.minHeight')} hint={t('photosUi.config.sizeHint')} config={config} onChange={onChange} />
          </Form.Group>
          <Form.Field required error={Boolean(config.errors.formats)}>
            <label>{t('photosUi.config.formats')}</label>
            <div className="photos-config-formats">
              {PHOTO_FORMAT_CHOICES.map((format) => (
                <Checkbox
                  key={format}
                  id={`photos-config-format-${format}`}
                  label={t(`photosUi.config.format.${format}`)}
                  data-testid={`photos-config-format-${format}`}
                  checked={config.values.formats.includes(format)}
                  disabled={saving}
                  onChange={(_e, data) => toggle(format, Boolean(data.checked))}
                />
              ))}
            </div>
            <FieldReason field="formats" message={config.errors.formats} />
          </Form.Field>
        </Form>
      )}
    </DraggableDialog>
  );
}
