// One field of a resource form, by type: text and textarea (with a length counter when the
// field has a maximum), number, select (dropdown) and switch (toggle). Required fields get the
// form's star; a field's error is shown under it. The input carries id `resource-field-<name>`
// and data-testid `field-<name>` so browser tests find it.
import { Checkbox, Dropdown, Form, Input, TextArea } from 'semantic-ui-react';
import { FieldDef } from '../../../shared/resources';
import { useT } from '../../i18n';
import { FieldOption, shown } from './displayValues';
import { FieldValue } from './resourceState';

export interface FormFieldControlProps {
  field: FieldDef;
  value: FieldValue | undefined;
  options: FieldOption[];
  error?: string;
  disabled?: boolean;
  onChange: (name: string, value: FieldValue) => void;
}

const inputId = (name: string) => `resource-field-${name}`;

function LengthCounter({ name, text, max }: { name: string; text: string; max: number }) {
  const length = [...text.trim()].length;
  return (
    <div className={`resource-field-counter${length > max ? ' over' : ''}`} data-testid={`counter-${name}`}>
      {length}/{max}
    </div>
  );
}

function Control({ field, value, options, disabled, onChange }: FormFieldControlProps) {
  const t = useT();
  const id = inputId(field.name);
  const testId = `field-${field.name}`;
  switch (field.type) {
    case 'switch':
      return <Checkbox toggle id={id} data-testid={testId} checked={value === true} disabled={disabled} onChange={(_e, d) => onChange(field.name, Boolean(d.checked))} />;
    case 'select':
      return (
        <Dropdown
          id={id}
          data-testid={testId}
          selection
          search
          clearable={!field.required}
          placeholder={t('common.pleaseSelect')}
          disabled={disabled}
          options={options.map((o) => ({ key: String(o.value), value: o.value, text: shown(t, o.label) }))}
          value={value === null || value === undefined ? '' : (value as string | number)}
          onChange={(_e, d) => onChange(field.name, d.value === '' || d.value === undefined ? null : (d.value as FieldValue))}
        />
      );
    case 'textarea':
      return (
        <TextArea
          id={id}
          data-testid={testId}
          rows={3}
          maxLength={field.maxLength}
          placeholder={t('common.pleaseInput')}
          disabled={disabled}
          value={typeof value === 'string' ? value : ''}
          onChange={(_e, d) => onChange(field.name, String(d.value ?? ''))}
        />
      );
    case 'number':
      return (
        <Input
          id={id}
          type="number"
          input={{ 'data-testid': testId, min: field.min, max: field.max }}
          disabled={disabled}
          value={value === null || value === undefined ? '' : String(value)}
          onChange={(_e, d) => onChange(field.name, d.value === '' ? null : Number(d.value))}
        />
      );
    default:
      return (
        <Input
          id={id}
          input={{ 'data-testid': testId, maxLength: field.maxLength }}
          placeholder={t('common.pleaseInput')}
          disabled={disabled}
          value={typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value)}
          onChange={(_e, d) => onChange(field.name, String(d.value))}
        />
      );
  }
}

export default function FormFieldControl(props: FormFieldControlProps) {
  const t = useT();
  const { field, value, error } = props;
  const counted = (field.type === 'text' || field.type === 'textarea') && field.maxLength !== undefined;
  return (
    <Form.Field required={field.required} error={Boolean(error)}>
      <label htmlFor={inputId(field.name)}>{t(field.label)}</label>
      <Control {...props} />
      {counted && <LengthCounter name={field.name} text={typeof value === 'string' ? value : ''} max={field.maxLength!} />}
      {error && (
        <div className="ui pointing above prompt label resource-field-error" role="alert" data-testid={`error-${field.name}`}>
          {error}
        </div>
      )}
    </Form.Field>
  );
}
