// The history's filters: who (account or name), what (a collection or document by its title),
// the action and the days; search applies them, reset clears them.
import { Button, Form, Message } from 'semantic-ui-react';
import { AUDIT_ACTIONS } from '../../../../shared/documents/audit';
import type { T } from '../../../i18n';
import { OptionSelect } from '../../../widgets/select/OptionSelect';
import type { AuditFilterName, AuditFilters } from '../state';
import type { TargetOption } from '../targets';

export interface AuditFilterBarProps {
  t: T;
  filters: AuditFilters;
  targets: TargetOption[];
  rangeInvalid: boolean;
  onChange: (name: AuditFilterName, value: string) => void;
  onSearch: () => void;
  onReset: () => void;
}

export default function AuditFilterBar({ t, filters, targets, rangeInvalid, onChange, onSearch, onReset }: AuditFilterBarProps) {
  const targetOptions = targets.map((o) => ({ value: o.value, label: t(o.title) }));
  const actionOptions = AUDIT_ACTIONS.map((a) => ({ value: a, label: t(`auditHistory.action.${a}`) }));
  return (
    <Form className="audit-filters" onSubmit={onSearch} data-testid="audit-filters">
      <Form.Group widths="equal">
        <Form.Input
          label={t('auditHistory.actor')}
          id="audit-filter-actor"
          placeholder={t('auditHistory.actorHint')}
          value={filters.actor}
          maxLength={64}
          onChange={(_e, d) => onChange('actor', String(d.value))}
          data-testid="audit-filter-actor"
        />
        <Form.Field>
          <label>{t('auditHistory.target')}</label>
          <OptionSelect
            options={targetOptions}
            value={filters.target}
            allOption
            search
            onChange={(_e, d) => onChange('target', String(d.value))}
            data-testid="audit-filter-target"
            aria-label={t('auditHistory.target')}
          />
        </Form.Field>
        <Form.Field>
          <label>{t('auditHistory.actionLabel')}</label>
          <OptionSelect
            options={actionOptions}
            value={filters.action}
            allOption
            onChange={(_e, d) => onChange('action', String(d.value))}
            data-testid="audit-filter-action"
            aria-label={t('auditHistory.actionLabel')}
          />
        </Form.Field>
        <Form.Input
          type="date"
          label={t('auditHistory.from')}
          id="audit-filter-from"
          value={filters.from}
          error={rangeInvalid}
          onChange={(_e, d) => onChange('from', String(d.value))}
          data-testid="audit-filter-from"
        />
        <Form.Input
          type="date"
          label={t('auditHistory.to')}
          id="audit-filter-to"
          value={filters.to}
          error={rangeInvalid}
          onChange={(_e, d) => onChange('to', String(d.value))}
          data-testid="audit-filter-to"
        />
      </Form.Group>
      {rangeInvalid && (
        <Message negative size="small" data-testid="audit-range-invalid">
          {t('auditHistory.rangeInvalid')}
        </Message>
      )}
      <Button primary type="submit" content={t('common.search')} data-testid="audit-search" />
      <Button type="button" content={t('common.reset')} onClick={onReset} data-testid="audit-reset" />
    </Form>
  );
}
