// The filter form of a resource list, one control per filter field: a text box for text, a
// dropdown (with "all") for selects, switches and tree selects, a multiple dropdown for
// multi-selects, and two date inputs (from, to) for date and datetime ranges. Dumb: values in,
// changes and clicks out.
import { FormEvent } from 'react';
import { Button, Dropdown, DropdownProps, Form, Input } from 'semantic-ui-react';
import { FieldDef } from '../../../shared/resources';
import { useT } from '../../i18n';
import { RangeValue, isRange } from '../../api/collections';
import { FieldOptions } from './displayValues';
import { choices } from './fieldControls/fieldValues';
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

/** A filter's dropdown under its label; the dropdown's <div> and search box carry the label
 *  themselves (a <label for> does not reach them). */
function FilterDropdown({ field, label, ...dropdown }: { field: FieldDef; label: string } & DropdownProps) {
  return (
    <Form.Field inline>
      <label htmlFor={`filter-${field.name}`}>{label}</label>
      <Dropdown
        id={`filter-${field.name}`}
        data-testid={`filter-${field.name}`}
        aria-label={label}
        searchInput={{ 'aria-label': label }}
        selection
        {...dropdown}
      />
    </Form.Field>
  );
}

function FilterControl({
  field,
  options,
  value,
  onChange,
}: {
  field: FieldDef;
  options: FieldOptions;
  value: FieldValue | undefined;
  onChange: FilterBarProps['onChange'];
}) {
  const t = useT();
  const label = t(field.label);
  if (field.type === 'date' || field.type === 'datetime') {
    // a datetime column is filtered by whole days: from the start of `from` to the end of `to`
    const range: RangeValue = isRange(value) ? value : { from: '', to: '' };
    const set = (end: 'from' | 'to', text: string) => {
      const next = { ...range, [end]: text };
      onChange(field.name, next.from || next.to ? next : null);
    };
    // each end bounds the other: `from` at most `to`, `to` at least `from`
    const endInput = (end: 'from' | 'to', bound: { max?: string } | { min?: string }) => (
      <Input
        id={`filter-${field.name}-${end}`}
        type="date"
        input={{ 'data-testid': `filter-${field.name}-${end}`, ...bound }}
        aria-label={t(end === 'from' ? 'resourceUi.rangeFrom' : 'resourceUi.rangeTo')}
        value={range[end]}
        onChange={(_e, d) => set(end, String(d.value))}
      />
    );
    return (
      <Form.Field inline className="resource-filter-range">
        <label htmlFor={`filter-${field.name}-from`}>{label}</label>
        {endInput('from', { max: range.to || undefined })}
        <span className="resource-filter-range-dash">–</span>
        {endInput('to', { min: range.from || undefined })}
      </Form.Field>
    );
  }
  if (field.type === 'multiSelect') {
    return (
      <FilterDropdown
        field={field}
        label={label}
        multiple
        search
        placeholder={t('common.all')}
        noResultsMessage={t('common.noData')}
        options={choices(t, options[field.name] ?? [])}
        value={Array.isArray(value) ? (value as Array<string | number>) : []}
        onChange={(_e, data) => onChange(field.name, Array.isArray(data.value) ? (data.value as Array<string | number>) : [])}
      />
    );
  }
  if (field.type === 'select' || field.type === 'switch' || field.type === 'treeSelect') {
    return (
      <FilterDropdown
        field={field}
        label={label}
        placeholder={t('common.pleaseSelect')}
        options={[{ key: 'all', value: ALL, text: t('common.all') }, ...choices(t, options[field.name] ?? [])]}
        search={field.type === 'treeSelect'}
        value={value === null || value === undefined || typeof value === 'object' ? ALL : value}
        onChange={(_e, data) => onChange(field.name, (data.value as FieldValue) ?? null)}
      />
    );
  }
  return (
    <Form.Field inline>
      <label htmlFor={`filter-${field.name}`}>{label}</label>
      <Input
        id={`filter-${field.name}`}
        input={{ 'data-testid': `filter-${field.name}`, maxLength: field.maxLength }}
        placeholder={t('common.pleaseInput')}
        value={value === null || value === undefined || typeof value === 'object' ? '' : String(value)}
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
