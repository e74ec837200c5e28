// The filter form of a resource list, one control per filter field: a text box for text, a
// dropdown (with "all") for selects and switches. Dumb: values in, changes and clicks out.
import { FormEvent } from 'react';
import { Button, Dropdown, Form, Input } from 'semantic-ui-react';
import { FieldDef } from '../../../shared/resources';
import { useT } from '../../i18n';
import { FieldOptions, shown } from './displayValues';
import { FieldValue, FieldValues } from './resourceState';

export interface FilterBarProps {
  fields: FieldDef[];
  options: FieldOptions;
  values: FieldValues;
  onChange: (name: string, value: FieldValue) => void;
  onSearch: () => void;
  onReset: () => void;
}

/** The "all" choice of a filter dropdown: an empty value, which the list call drops. */
const ALL = '';

function FilterControl({ field, options, value, onChange }: { field: FieldDef; options: FieldOptions; value: FieldValue | undefined; onChange: FilterBarProps['onChange'] }) {
  const t = useT();
  const label = t(field.label);
  if (field.type === 'select' || field.type === 'switch') {
    const choices = [{ key: 'all', value: ALL, text: t('common.all') }, ...(options[field.name] ?? []).map((o) => ({ key: String(o.value), value: o.value, text: shown(t, o.label) }))];
    return (
      <Form.Field inline>
        <label htmlFor={`filter-${field.name}`}>{label}</label>
        <Dropdown
          id={`filter-${field.name}`}
          data-testid={`filter-${field.name}`}
          selection
          placeholder={t('common.pleaseSelect')}
          options={choices}
          value={value ?? ALL}
          onChange={(_e, data) => onChange(field.name, (data.value as FieldValue) ?? null)}
        />
      </Form.Field>
    );
  }
  return (
    <Form.Field inline>
      <label htmlFor={`filter-${field.name}`}>{label}</label>
      <Input
        id={`filter-${field.name}`}
        input={{ 'data-testid': `filter-${field.name}`, maxLength: field.maxLength }}
        placeholder={t('common.pleaseInput')}
        value={value ?? ''}
        onChange={(_e, data) => onChange(field.name, field.type === 'number' && data.value !== '' ? Number(data.value) : String(data.value))}
      />
    </Form.Field>
  );
}

export default function FilterBar({ fields, options, values, onChange, onSearch, onReset }: FilterBarProps) {
  const t = useT();
  if (fields.length === 0) return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch();
  };
  return (
    <Form className="resource-filters" onSubmit={submit} data-testid="resource-filters">
      <Form.Group inline widths="equal" style={{ flexWrap: 'wrap', rowGap: '0.5em' }}>
        {fields.map((f) => (
          <FilterControl key={f.name} field={f} options={options} value={values[f.name]} onChange={onChange} />
        ))}
        <Button primary type="submit" id="resource-search" data-testid="resource-search" icon="search" content={t('common.search')} />
        <Button type="button" id="resource-reset" data-testid="resource-reset" content={t('common.reset')} onClick={onReset} />
      </Form.Group>
    </Form>
  );
}
