// One field of a resource form: its label (the form's star when required), its control by kind
// (fieldControls/: text and textarea, number, select, multiSelect and treeSelect, switch, date
// and datetime, url, color, image, richText, records; a readOnly field shown disabled), a length
// counter when a text field has a maximum, a note, and its error under it. The input carries id
// `resource-field-<name>` and data-testid `field-<name>` so browser tests find it.
import { Form } from 'semantic-ui-react';
import { useT } from '../../i18n';
import Control from './fieldControls/Control';
import type { FormFieldControlProps } from './fieldControls/controlProps';
import './resources.css';

export type { FormFieldControlProps } from './fieldControls/controlProps';

const inputId = (name: string) => `resource-field-${name}`;

function LengthCounter({ name, text, max }: { name: string; text: string; max: number }) {
  const length = [...text.trim()].length;
  return (
    <div className={`resource-field-counter${length > max ? ' over' : ''}`} data-testid={`counter-${name}`}>
      {length}/{max}
    </div>
  );
}

export default function FormFieldControl(props: FormFieldControlProps) {
  const t = useT();
  const { field, value, error } = props;
  const counted = (field.type === 'text' || field.type === 'textarea') && field.maxLength !== undefined;
  return (
    <Form.Field required={field.required && !field.readOnly} error={Boolean(error)}>
      <label htmlFor={inputId(field.name)}>{t(field.label)}</label>
      <Control {...props} id={inputId(field.name)} testId={`field-${field.name}`} />
      {counted && <LengthCounter name={field.name} text={typeof value === 'string' ? value : ''} max={field.maxLength!} />}
      {props.note && (
        <div className="resource-field-note" data-testid={`note-${field.name}`}>
          {props.note}
        </div>
      )}
      {error && (
        <div className="ui pointing above prompt label resource-field-error" role="alert" data-testid={`error-${field.name}`}>
          {error}
        </div>
      )}
    </Form.Field>
  );
}
