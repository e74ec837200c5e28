// One required row of radio choices of the form (naming rule, repeat rule, error rule), with its
// message under it when confirming found it empty.
import { Form } from 'semantic-ui-react';
import type { T } from '../../../i18n';
import { FieldError } from './FieldError';

export interface RuleChoice<V extends number> {
  value: V;
  /** catalogue key of its label */
  label: string;
}

export interface RuleRadiosProps<V extends number> {
  t: T;
  /** the field's name: radio group name and test ids (photo-import-<name>-<value>) */
  name: string;
  label: string;
  choices: RuleChoice<V>[];
  value: V | null;
  /** catalogue key of the message */
  error?: string;
  disabled?: boolean;
  onChange: (value: V) => void;
}

export function RuleRadios<V extends number>({ t, name, label, choices, value, error, disabled, onChange }: RuleRadiosProps<V>) {
  return (
    <Form.Field required error={!!error}>
      <label>{t(label)}</label>
      <Form.Group inline className="photo-import-radios">
        {choices.map((c) => (
          <Form.Radio
            key={c.value}
            name={`photo-import-${name}`}
            label={t(c.label)}
            value={c.value}
            checked={value === c.value}
            disabled={disabled}
            onChange={() => onChange(c.value)}
            id={`photo-import-${name}-${c.value}-input`}
            data-testid={`photo-import-${name}-${c.value}`}
          />
        ))}
      </Form.Group>
      <FieldError id={name} text={error ? t(error) : null} />
    </Form.Field>
  );
}
