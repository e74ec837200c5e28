// The API add dialog's filter form (document 001 §3 "Query"): type, name, note (at most 30
// characters), quote type, project (the project list, cached like every key-value dropdown) and
// status; search, reset and the advanced search with the number of its rows in force. Dumb apart
// from the project dropdown. Test ids: monitor-api-filter-<name>, monitor-api-search,
// monitor-api-reset, monitor-api-advanced (data-count: rows in force).
import { FormEvent } from 'react';
import { Button, Form, Input } from 'semantic-ui-react';
import { MONITOR_PATHS } from '../../../../shared/members/monitorApi';
import { API_STATUSES, API_TYPES, QUOTE_TYPES, SEARCH_MAX } from '../../../../shared/members/constants';
import { useT } from '../../../i18n';
import { OptionSelect } from '../../../widgets/select/OptionSelect';
import { ConnectedKeyValueDropdown } from '../../dicts';
import type { ApiQueryName, ApiQueryValues } from '../state';

export interface ApiFilterFormProps {
  values: ApiQueryValues;
  advancedCount: number;
  disabled?: boolean;
  onChange: (name: ApiQueryName, value: string | number) => void;
  onSearch: () => void;
  onReset: () => void;
  onAdvanced: () => void;
}

const id = (name: ApiQueryName) => `monitor-api-filter-${name}`;
const PROJECTS = { url: MONITOR_PATHS.projectList, fields: { label: 'name', value: 'id' } };

export function ApiFilterForm({ values, advancedCount, disabled, onChange, onSearch, onReset, onAdvanced }: ApiFilterFormProps) {
  const t = useT();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch();
  };
  const text = (name: 'name' | 'note', label: string) => (
    <Form.Field inline>
      <label htmlFor={id(name)}>{label}</label>
      <Input
        id={id(name)}
        size="small"
        input={{ 'data-testid': id(name), maxLength: SEARCH_MAX }}
        placeholder={t('common.pleaseInput')}
        value={values[name]}
        disabled={disabled}
        onChange={(_e, d) => onChange(name, String(d.value))}
      />
    </Form.Field>
  );
  return (
    <Form className="picker-search" onSubmit={submit} size="small">
      <div className="picker-search-fields">
        <Form.Field inline>
          <label>{t('membersUi.api.type')}</label>
          <OptionSelect
            data-testid={id('type')}
            value={values.type}
            disabled={disabled}
            options={API_TYPES.map((type) => ({ label: t(`membersUi.api.type.${type}`), value: type }))}
            onChange={(_e, c) => onChange('type', c.value)}
          />
        </Form.Field>
        {text('name', t('membersUi.api.name'))}
        {text('note', t('membersUi.col.note'))}
        <Form.Field inline>
          <label>{t('membersUi.api.quoteType')}</label>
          <OptionSelect
            data-testid={id('quoteType')}
            allOption
            value={values.quoteType}
            disabled={disabled}
            options={QUOTE_TYPES.map((q) => ({ label: t(`monitor.quoteType.${q}`), value: q }))}
            onChange={(_e, c) => onChange('quoteType', c.value)}
          />
        </Form.Field>
        <Form.Field inline>
          <label>{t('membersUi.api.project')}</label>
          <ConnectedKeyValueDropdown
            list={PROJECTS}
            data-testid={id('apiServeDataProjectId')}
            allOption
            optionType="number"
            disabled={disabled}
            value={values.apiServeDataProjectId}
            onChange={(_e, c) => onChange('apiServeDataProjectId', c.value)}
          />
        </Form.Field>
        <Form.Field inline>
          <label>{t('membersUi.api.status')}</label>
          <OptionSelect
            data-testid={id('status')}
            allOption
            value={values.status}
            disabled={disabled}
            options={API_STATUSES.map((s) => ({ label: t(`monitor.status.${s}`), value: s }))}
            onChange={(_e, c) => onChange('status', c.value)}
          />
        </Form.Field>
        <Button primary type="submit" size="small" icon="search" data-testid="monitor-api-search" disabled={disabled} content={t('common.search')} />
        <Button type="button" size="small" data-testid="monitor-api-reset" disabled={disabled} content={t('common.reset')} onClick={onReset} />
        <Button
          type="button"
          size="small"
          basic={advancedCount === 0}
          color={advancedCount > 0 ? 'blue' : undefined}
          data-testid="monitor-api-advanced"
          data-count={advancedCount}
          disabled={disabled}
          icon="filter"
          content={advancedCount > 0 ? t('membersUi.api.advancedActive', { count: advancedCount }) : t('search.advanced')}
          onClick={onAdvanced}
        />
      </div>
    </Form>
  );
}
