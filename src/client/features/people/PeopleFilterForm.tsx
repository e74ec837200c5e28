// The filter form of a people list: name, the identity's number, ID number, gender, status
// (and present state) from their dictionaries, and the class or unit selector from the tree.
// Dumb apart from the dictionary selects, which bind themselves to their cached lists.
import { Form } from 'semantic-ui-react';
import type { PeopleFilterName } from '../../../shared/people/api';
import { useT } from '../../i18n';
import { FilterForm, FilterText } from '../../widgets/filterForm/FilterForm';
import { OptionSelect } from '../../widgets/select/OptionSelect';
import type { Option } from '../../widgets/select/types';
import { ConnectedDictSelect } from '../dicts';
import { GENDER_DICT, IdentityConfig } from './identityConfig';
import type { FilterValue, PeopleFilterValues } from './peopleState';

export interface PeopleFilterFormProps {
  config: IdentityConfig;
  values: PeopleFilterValues;
  placementOptions: Option[];
  placementLoading: boolean;
  onChange: (name: PeopleFilterName, value: FilterValue | null) => void;
  onSearch: () => void;
  onReset: () => void;
}

const testId = (name: PeopleFilterName) => `people-filter-${name}`;

function DictFilter({
  name,
  label,
  code,
  value,
  onChange,
  numeric,
}: {
  name: PeopleFilterName;
  label: string;
  code: string;
  value: FilterValue | undefined;
  onChange: PeopleFilterFormProps['onChange'];
  numeric?: boolean;
}) {
  return (
    <Form.Field inline>
      <label>{label}</label>
      <ConnectedDictSelect
        code={code}
        name={name}
        data-testid={testId(name)}
        aria-label={label}
        allOption
        optionType={numeric ? 'number' : 'string'}
        value={value ?? ''}
        onChange={(_e, change) => onChange(name, change.value)}
      />
    </Form.Field>
  );
}

export default function PeopleFilterForm({ config, values, placementOptions, placementLoading, onChange, onSearch, onReset }: PeopleFilterFormProps) {
  const t = useT();
  const placement = config.placement.filter;
  return (
    <FilterForm prefix="people" onSearch={onSearch} onReset={onReset}>
      <FilterText id={testId('name')} label={t('importField.name')} value={values.name} onChange={(v) => onChange('name', v)} />
      <FilterText id={testId('identifier')} label={t(config.identifierLabel)} value={values.identifier} onChange={(v) => onChange('identifier', v)} />
      <FilterText id={testId('idNumber')} label={t('importField.idNumber')} value={values.idNumber} onChange={(v) => onChange('idNumber', v)} />
      <DictFilter name="gender" label={t('importField.gender')} code={GENDER_DICT} value={values.gender} onChange={onChange} numeric />
      {config.statusDict && (
        <DictFilter name="currentStatus" label={t('importField.currentStatus')} code={config.statusDict} value={values.currentStatus} onChange={onChange} />
      )}
      {config.presentStateDict && (
        <DictFilter name="presentState" label={t('importField.presentState')} code={config.presentStateDict} value={values.presentState} onChange={onChange} />
      )}
      <Form.Field inline className="people-filter-placement">
        <label>{t(config.placement.label)}</label>
        <OptionSelect
          options={placementOptions}
          name={placement}
          data-testid={testId(placement)}
          aria-label={t(config.placement.label)}
          optionType="number"
          allOption
          search
          loading={placementLoading}
          value={values[placement] ?? ''}
          onChange={(_e, change) => onChange(placement, change.value)}
        />
      </Form.Field>
    </FilterForm>
  );
}
