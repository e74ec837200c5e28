// One row of the people lists' advanced-search builder: the widget's row (widgets/advancedSearch)
// over the people fields. The value box follows the field: a dictionary dropdown, a date, or text;
// it is hidden for the four operators that take none.
import type { PeopleField } from '../../../../shared/people/query';
import { useT } from '../../../i18n';
import { SearchRow } from '../../../widgets/advancedSearch';
import { ConnectedDictSelect } from '../../dicts';
import type { AdvancedRowPart } from '../actions';
import type { AdvancedRowView } from '../querySelectors';

export interface AdvancedSearchRowProps {
  index: number;
  view: AdvancedRowView;
  fields: PeopleField[];
  removable: boolean;
  onChange: (index: number, part: AdvancedRowPart, value: string) => void;
  onRemove: (index: number) => void;
}

export function AdvancedSearchRow({ index, view, fields, removable, onChange, onRemove }: AdvancedSearchRowProps) {
  const t = useT();
  const { row, errors, field, operators, valueless } = view;
  const dict = field?.type === 'dict' ? field.dict : undefined;
  return (
    <SearchRow
      index={index}
      testIdPrefix="advanced"
      classPrefix="people-query"
      row={row}
      errors={errors}
      fieldOptions={fields.map((f) => ({ label: t(f.label), value: f.key }))}
      fieldSearch
      operators={operators}
      operatorLocked={field?.type === 'dict'}
      valueless={valueless}
      valueDate={field?.type === 'date'}
      valueLabel="peopleQuery.advanced.value"
      renderValue={
        dict
          ? (testId) => (
              <ConnectedDictSelect
                code={dict}
                data-testid={testId}
                value={row.value}
                search
                fluid
                placeholder={t('common.pleaseSelect')}
                onChange={(_e, c) => onChange(index, 'value', String(c.value ?? ''))}
              />
            )
          : undefined
      }
      removeLabel="peopleQuery.advanced.removeRow"
      removable={removable}
      onChange={onChange}
      onRemove={onRemove}
    />
  );
}
