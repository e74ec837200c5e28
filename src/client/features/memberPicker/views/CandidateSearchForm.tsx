// The picker's search form: the fields the kind reads (KIND_FILTERS), text boxes of at most 30
// characters (document 000 §5, §9), the unit from the organisation tree, the status from its
// dictionary, the class type. Dumb apart from the dictionary select, which binds itself to its
// cached list. Test ids: member-picker-filter-<name>, member-picker-search, member-picker-reset.
import { FormEvent } from 'react';
import { Button, Form, Input } from 'semantic-ui-react';
import { CLASS_TYPES } from '../../../../shared/domain/people';
import { MemberKind, SEARCH_MAX } from '../../../../shared/members/constants';
import { useT } from '../../../i18n';
import { OptionSelect } from '../../../widgets/select/OptionSelect';
import type { Option } from '../../../widgets/select/types';
import { ConnectedDictSelect } from '../../dicts';
import type { PickerFilterName, PickerFilterValues } from '../state';
import { FIELD_LABELS } from './kindLabels';

export interface CandidateSearchFormProps {
  kind: MemberKind;
  fields: readonly PickerFilterName[];
  values: PickerFilterValues;
  units: Option[];
  unitsLoading: boolean;
  statusDict: string | null;
  disabled?: boolean;
  onChange: (name: PickerFilterName, value: string | number) => void;
  onSearch: () => void;
  onReset: () => void;
}

const TEXT_FIELDS: readonly PickerFilterName[] = ['name', 'identifier', 'grade'];
const id = (name: PickerFilterName) => `member-picker-filter-${name}`;

export function CandidateSearchForm({
  kind,
  fields,
  values,
  units,
  unitsLoading,
  statusDict,
  disabled,
  onChange,
  onSearch,
  onReset,
}: CandidateSearchFormProps) {
  const t = useT();
  const label = (name: PickerFilterName) => t(FIELD_LABELS[kind][name] ?? name);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch();
  };
  const control = (name: PickerFilterName) => {
    if (TEXT_FIELDS.includes(name)) {
      return (
        <Input
          id={id(name)}
          size="small"
          input={{ 'data-testid': id(name), maxLength: SEARCH_MAX }}
          placeholder={t('common.pleaseInput')}
          value={values[name]}
          disabled={disabled}
          onChange={(_e, data) => onChange(name, String(data.value).slice(0, SEARCH_MAX))}
        />
      );
    }
    if (name === 'orgUnitId') {
      return (
        <OptionSelect
          data-testid={id(name)}
          aria-label={label(name)}
          options={units}
          optionType="number"
          allOption
          search
          loading={unitsLoading}
          disabled={disabled}
          value={values.orgUnitId}
          onChange={(_e, c) => onChange(name, c.value)}
        />
      );
    }
    if (name === 'currentStatus' && statusDict) {
      return (
        <ConnectedDictSelect
          code={statusDict}
          data-testid={id(name)}
          aria-label={label(name)}
          allOption
          disabled={disabled}
          value={values.currentStatus}
          onChange={(_e, c) => onChange(name, c.value)}
        />
      );
    }
    return (
      <OptionSelect
        data-testid={id(name)}
        aria-label={label(name)}
        allOption
        disabled={disabled}
        value={values.classType}
        options={CLASS_TYPES.map((type) => ({ label: t(`class.type.${type}`), value: type }))}
        onChange={(_e, c) => onChange(name, c.value)}
      />
    );
  };
  return (
    <Form className="picker-search" onSubmit={submit} size="small">
      <div className="picker-search-fields">
        {fields.map((name) => (
          <Form.Field inline key={name} className={`picker-search-${name}`}>
            <label htmlFor={TEXT_FIELDS.includes(name) ? id(name) : undefined}>{label(name)}</label>
            {control(name)}
          </Form.Field>
        ))}
        <Button primary type="submit" size="small" data-testid="member-picker-search" icon="search" content={t('common.search')} disabled={disabled} />
        <Button type="button" size="small" data-testid="member-picker-reset" content={t('common.reset')} disabled={disabled} onClick={onReset} />
      </div>
    </Form>
  );
}
