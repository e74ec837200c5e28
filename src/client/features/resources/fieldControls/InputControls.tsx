// The fields typed into one input: text (the default), textarea, number, date, datetime
// (datetime-local, seconds shown) and color. Each reads its value as the input shows it and
// parses the input's text back into the field's value.
import { Input, TextArea } from 'semantic-ui-react';
import { useT } from '../../../i18n';
import type { FieldValue } from '../resourceState';
import type { KindControlProps } from './controlProps';
import { fromDatetimeInput, textOf, toDatetimeInput } from './fieldValues';

interface FieldInputProps {
  kind: KindControlProps;
  type?: string;
  /** the <input>'s own attributes beside its test id */
  attributes?: Record<string, unknown>;
  placeholder?: string;
  className?: string;
  shown: string;
  parse: (text: string) => FieldValue;
}

function FieldInput({ kind, type, attributes, placeholder, className, shown, parse }: FieldInputProps) {
  return (
    <Input
      id={kind.id}
      aria-label={kind.ariaLabel}
      type={type}
      className={className}
      input={{ 'data-testid': kind.testId, ...attributes }}
      placeholder={placeholder}
      disabled={kind.disabled}
      value={shown}
      onChange={(_e, d) => kind.set(parse(String(d.value)))}
    />
  );
}

export function TextControl(props: KindControlProps) {
  const t = useT();
  return (
    <FieldInput
      kind={props}
      attributes={{ maxLength: props.field.maxLength }}
      placeholder={t('common.pleaseInput')}
      shown={textOf(props.value)}
      parse={(text) => text}
    />
  );
}

export function TextAreaControl({ id, ariaLabel, testId, field, disabled, value, set }: KindControlProps) {
  const t = useT();
  return (
    <TextArea
      id={id}
      aria-label={ariaLabel}
      data-testid={testId}
      rows={3}
      maxLength={field.maxLength}
      placeholder={t('common.pleaseInput')}
      disabled={disabled}
      value={textOf(value)}
      onChange={(_e, d) => set(String(d.value ?? ''))}
    />
  );
}

export const NumberControl = (props: KindControlProps) => (
  <FieldInput
    kind={props}
    type="number"
    attributes={{ min: props.field.min, max: props.field.max }}
    shown={props.value === null || props.value === undefined ? '' : textOf(props.value)}
    parse={(text) => (text === '' ? null : Number(text))}
  />
);

export const DateControl = (props: KindControlProps) => <FieldInput kind={props} type="date" shown={textOf(props.value)} parse={(text) => text || null} />;

export const DatetimeControl = (props: KindControlProps) => (
  <FieldInput kind={props} type="datetime-local" attributes={{ step: 1 }} shown={toDatetimeInput(props.value)} parse={fromDatetimeInput} />
);

export const ColorControl = (props: KindControlProps) => (
  <FieldInput
    kind={props}
    type="color"
    className="resource-color-input"
    shown={typeof props.value === 'string' && props.value ? props.value : '#000000'}
    parse={(text) => text.toLowerCase()}
  />
);
