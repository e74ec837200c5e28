// One row of the advanced-search builder: the join (from the second row on), field, operator
// and value, each with its message when the row failed. The value box follows the field: a
// dictionary dropdown, a date, or text; it is hidden for the four operators that take none.
import { Button, Input } from 'semantic-ui-react';
import { MAX_SEARCH_VALUE, PeopleField, SEARCH_JOINS } from '../../../../shared/people/query';
import { useT } from '../../../i18n';
import { OptionSelect } from '../../../widgets/select/OptionSelect';
import { ConnectedDictSelect } from '../../dicts';
import type { AdvancedRowPart } from '../actions';
import type { AdvancedRowView } from '../querySelectors';
import { FieldError } from './FieldError';
import { operatorLabel } from './operatorLabels';

export interface AdvancedSearchRowProps {
  index: number;
  view: AdvancedRowView;
  fields: PeopleField[];
  removable: boolean;
  onChange: (index: number, part: AdvancedRowPart, value: string) => void;
  onRemove: (index: number) => void;
}

function ValueControl({ index, view, onChange }: Pick<AdvancedSearchRowProps, 'index' | 'view' | 'onChange'>) {
  const t = useT();
  const testId = `advanced-row-${index}-value`;
  const { field, row, errors } = view;
  const change = (value: unknown) => onChange(index, 'value', String(value ?? ''));
  if (field?.type === 'dict' && field.dict) {
    return (
      <ConnectedDictSelect
        code={field.dict}
        data-testid={testId}
        value={row.value}
        search
        fluid
        placeholder={t('common.pleaseSelect')}
        onChange={(_e, c) => change(c.value)}
      />
    );
  }
  return (
    <Input
      fluid
      type={field?.type === 'date' ? 'date' : 'text'}
      error={Boolean(errors.value)}
      value={row.value}
      input={{ 'data-testid': testId, maxLength: MAX_SEARCH_VALUE, 'aria-label': t('peopleQuery.advanced.value') }}
      placeholder={t('common.pleaseInput')}
      onChange={(_e, data) => change(data.value)}
    />
  );
}

export function AdvancedSearchRow({ index, view, fields, removable, onChange, onRemove }: AdvancedSearchRowProps) {
  const t = useT();
  const { row, errors, field, operators, valueless } = view;
  const id = (part: string) => `advanced-row-${index}-${part}`;
  return (
    <div className="people-query-row" data-testid={`advanced-row-${index}`}>
      <div className="people-query-cell people-query-join">
        {index > 0 && (
          <OptionSelect
            data-testid={id('join')}
            fluid
            value={row.join}
            options={SEARCH_JOINS.map((j) => ({ label: t(`search.${j}`), value: j }))}
            onChange={(_e, c) => onChange(index, 'join', String(c.value))}
          />
        )}
      </div>
      <div className="people-query-cell people-query-field">
        <OptionSelect
          data-testid={id('field')}
          fluid
          search
          value={row.field}
          error={Boolean(errors.field)}
          placeholder={t('common.pleaseSelect')}
          options={fields.map((f) => ({ label: t(f.label), value: f.key }))}
          onChange={(_e, c) => onChange(index, 'field', String(c.value))}
        />
        <FieldError message={errors.field} testId={`${id('field')}-error`} />
      </div>
      <div className="people-query-cell people-query-operator">
        <OptionSelect
          data-testid={id('operator')}
          fluid
          value={row.operator}
          error={Boolean(errors.operator)}
          placeholder={t('common.pleaseSelect')}
          disabled={field?.type === 'dict'}
          options={operators.map((op) => ({ label: operatorLabel(t, op), value: op }))}
          onChange={(_e, c) => onChange(index, 'operator', String(c.value))}
        />
        <FieldError message={errors.operator} testId={`${id('operator')}-error`} />
      </div>
      <div className="people-query-cell people-query-value">
        {!valueless && <ValueControl index={index} view={view} onChange={onChange} />}
        <FieldError message={errors.value} testId={`${id('value')}-error`} />
      </div>
      <Button
        type="button"
        basic
        icon="minus"
        className="people-query-remove"
        data-testid={`advanced-remove-${index}`}
        disabled={!removable}
        title={t('peopleQuery.advanced.removeRow')}
        aria-label={t('peopleQuery.advanced.removeRow')}
        onClick={() => onRemove(index)}
      />
    </div>
  );
}
