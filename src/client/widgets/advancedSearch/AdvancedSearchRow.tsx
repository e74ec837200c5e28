// One row of an advanced-search builder (document 000 §5), the one widget of the people lists'
// builder and the monitors' API add: the join (from the second row on), field, operator and
// value, each with its message when the row failed, and the remove button. Dumb: the owner gives
// the field options, the operators and, where the field has one, its own value control (a
// dictionary or a choice list); else the value is a text or date box; none for the operators that
// take no value.
// Test ids from `testIdPrefix` p: p-row-<i> with -join, -field, -operator, -value and the messages
// -field-error, -operator-error, -value-error; p-remove-<i>. CSS classes from `classPrefix`.
import type { ReactNode } from 'react';
import { Button, Input } from 'semantic-ui-react';
import { MAX_SEARCH_VALUE, SEARCH_JOINS, SearchOperator } from '../../../shared/people/query';
import { useT } from '../../i18n';
import { OptionSelect } from '../select/OptionSelect';
import { operatorLabel } from './operatorLabels';

export type SearchRowPart = 'join' | 'field' | 'operator' | 'value';

export interface SearchRowProps {
  index: number;
  /** the prefix of the row's test ids ('advanced', 'monitor-advanced') */
  testIdPrefix: string;
  /** the prefix of the row's CSS classes ('people-query', 'api-advanced') */
  classPrefix: string;
  row: { join: string; field: string; operator: string; value: string };
  errors: Partial<Record<'field' | 'operator' | 'value', string>>;
  fieldOptions: { label: string; value: string }[];
  /** the field list can be searched by typing */
  fieldSearch?: boolean;
  operators: readonly SearchOperator[];
  /** the field fixes its operator (a dictionary or choice field: equals) */
  operatorLocked: boolean;
  /** the operator takes no value: no value control */
  valueless: boolean;
  /** the field is a date (the value box is a date picker) */
  valueDate: boolean;
  /** the message key of the value box's label */
  valueLabel: string;
  /** the field's own value control (a dictionary, a choice list), given its test id */
  renderValue?: (testId: string) => ReactNode;
  /** the message key of the remove button's label */
  removeLabel: string;
  removable: boolean;
  onChange: (index: number, part: SearchRowPart, value: string) => void;
  onRemove: (index: number) => void;
}

function RowError({ message, testId, className }: { message: string | undefined; testId: string; className: string }) {
  const t = useT();
  if (!message) return null;
  return (
    <div className={className} role="alert" data-testid={testId}>
      {t(message)}
    </div>
  );
}

/** The value box of a text or date field. */
export function SearchValueInput(p: { testId: string; date: boolean; value: string; error: boolean; ariaLabel: string; onChange: (value: string) => void }) {
  const t = useT();
  return (
    <Input
      fluid
      type={p.date ? 'date' : 'text'}
      error={p.error}
      value={p.value}
      placeholder={t('common.pleaseInput')}
      input={{ 'data-testid': p.testId, maxLength: MAX_SEARCH_VALUE, 'aria-label': p.ariaLabel }}
      onChange={(_e, data) => p.onChange(String(data.value ?? ''))}
    />
  );
}

export function SearchRow(p: SearchRowProps) {
  const t = useT();
  const { index, row, errors, classPrefix: c, onChange } = p;
  const id = (part: string) => `${p.testIdPrefix}-row-${index}-${part}`;
  const cell = (part: string) => `${c}-cell ${c}-${part}`;
  return (
    <div className={`${c}-row`} data-testid={`${p.testIdPrefix}-row-${index}`}>
      <div className={cell('join')}>
        {index > 0 && (
          <OptionSelect
            data-testid={id('join')}
            fluid
            value={row.join}
            options={SEARCH_JOINS.map((j) => ({ label: t(`search.${j}`), value: j }))}
            onChange={(_e, v) => onChange(index, 'join', String(v.value))}
          />
        )}
      </div>
      <div className={cell('field')}>
        <OptionSelect
          data-testid={id('field')}
          fluid
          search={p.fieldSearch}
          value={row.field}
          error={Boolean(errors.field)}
          placeholder={t('common.pleaseSelect')}
          options={p.fieldOptions}
          onChange={(_e, v) => onChange(index, 'field', String(v.value))}
        />
        <RowError message={errors.field} testId={`${id('field')}-error`} className={`${c}-error`} />
      </div>
      <div className={cell('operator')}>
        <OptionSelect
          data-testid={id('operator')}
          fluid
          value={row.operator}
          error={Boolean(errors.operator)}
          placeholder={t('common.pleaseSelect')}
          disabled={p.operatorLocked}
          options={p.operators.map((op) => ({ label: operatorLabel(t, op), value: op }))}
          onChange={(_e, v) => onChange(index, 'operator', String(v.value))}
        />
        <RowError message={errors.operator} testId={`${id('operator')}-error`} className={`${c}-error`} />
      </div>
      <div className={cell('value')}>
        {p.valueless
          ? null
          : (p.renderValue?.(id('value')) ?? (
              <SearchValueInput
                testId={id('value')}
                date={p.valueDate}
                error={Boolean(errors.value)}
                value={row.value}
                ariaLabel={t(p.valueLabel)}
                onChange={(value) => onChange(index, 'value', value)}
              />
            ))}
        <RowError message={errors.value} testId={`${id('value')}-error`} className={`${c}-error`} />
      </div>
      <Button
        type="button"
        basic
        icon="minus"
        className={`${c}-remove`}
        data-testid={`${p.testIdPrefix}-remove-${index}`}
        disabled={!p.removable}
        title={t(p.removeLabel)}
        aria-label={t(p.removeLabel)}
        onClick={() => p.onRemove(index)}
      />
    </div>
  );
}
