// The filter form of a people list: name, the identity's number, ID number, gender, status
// (and present state) from their dictionaries, and the class or unit selector from the tree.
// Dumb apart from the dictionary selects, which bind themselves to their cached lists.
import { FormEvent } from 'react';
import { Button, Form, Input } from 'semantic-ui-react';
import type { PeopleFilterName } from '../../../shared/people/api';
import { useT } from '../../i18n';
import { OptionSelect } from '../../widgets/select/OptionSelect';
import type { Option } from '../../widgets/select/types';
import { ConnectedDictSelect } from '../dicts';
import { GENDER_DICT, IdentityConfig } from './identityConfig';
import type { FilterValue, PeopleFilterValues } from './peopleState';

/** search text: at most 30 characters (document 000 §9) */
export const SEARCH_TEXT_MAX = 30;

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

function TextFilter({
  name,
  label,
  value,
  onChange,
}: {
  name: PeopleFilterName;
  label: string;
  value: FilterValue | undefined;
  onChange: PeopleFilterFormProps['onChange'];
}) {
  const t = useT();
  return (
    <Form.Field inline>
      <label htmlFor={testId(name)}>{label}</label>
      <Input
        id={testId(name)}
        input={{ 'data-testid': testId(name), maxLength: SEARCH_TEXT_MAX }}
        placeholder={t('common.pleaseInput')}
        value={value ?? ''}
        onChange={(_e, data) => onChange(name, String(data.value))}
      />
    </Form.Field>
  );
}

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
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch();
  };
  const placement = config.placement.filter;
  return (
    <Form className="people-filters" onSubmit={submit} data-testid="people-filters">
      <Form.Group inline className="people-filter-group">
        <TextFilter name="name" label={t('importField.name')} value={values.name} onChange={onChange} />
        <TextFilter name="identifier" label={t(config.identifierLabel)} value={values.identifier} onChange={onChange} />
        <TextFilter name="idNumber" label={t('importField.idNumber')} value={values.idNumber} onChange={onChange} />
        <DictFilter name="gender" label={t('importField.gender')} code={GENDER_DICT} value={values.gender} onChange={onChange} numeric />
        {config.statusDict && (
          <DictFilter name="currentStatus" label={t('importField.currentStatus')} code={config.statusDict} value={values.currentStatus} onChange={onChange} />
        )}
        {config.presentStateDict && (
          <DictFilter
            name="presentState"
            label={t('importField.presentState')}
            code={config.presentStateDict}
            value={values.presentState}
            onChange={onChange}
          />
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
        <Button primary type="submit" data-testid="people-search" icon="search" content={t('common.search')} />
        <Button type="button" data-testid="people-reset" content={t('common.reset')} onClick={onReset} />
      </Form.Group>
    </Form>
  );
}
