// A handle rule with its setting: the rule, then (when it needs one) the date format, the
// dictionary or the length. Dumb: `onChange` receives the rule and its argument together.
import { Dropdown, Input } from 'semantic-ui-react';
import { DATE_FORMATS, defaultRuleArg, HANDLE_RULES, HandleRule, RULE_DICTIONARIES } from '../../../../shared/serviceCards/handleRules';
import type { T } from '../../../i18n';

interface Props {
  t: T;
  rule: HandleRule;
  arg: string | null;
  disabled?: boolean;
  testId: string;
  onChange: (rule: HandleRule, arg: string | null) => void;
}

export default function RuleControls({ t, rule, arg, disabled, testId, onChange }: Props) {
  return (
    <div className="service-card-rule">
      <Dropdown
        selection
        compact
        disabled={disabled}
        data-testid={`${testId}-rule`}
        aria-label={t('serviceCardsUi.handleRule')}
        value={rule}
        options={HANDLE_RULES.map((r) => ({ key: r, value: r, text: t(`serviceCards.rule.${r}`) }))}
        onChange={(_e, d) => onChange(d.value as HandleRule, defaultRuleArg(d.value as HandleRule))}
      />
      {rule === 'dateFormat' && (
        <Dropdown
          selection
          compact
          disabled={disabled}
          aria-label={t('serviceCardsUi.ruleArg')}
          value={arg ?? ''}
          options={DATE_FORMATS.map((f) => ({ key: f, value: f, text: t(`serviceCards.dateFormat.${f}`) }))}
          onChange={(_e, d) => onChange(rule, String(d.value))}
        />
      )}
      {rule === 'dictionary' && (
        <Dropdown
          selection
          compact
          disabled={disabled}
          aria-label={t('serviceCardsUi.ruleArg')}
          value={arg ?? ''}
          options={RULE_DICTIONARIES.map((d) => ({ key: d, value: d, text: t(`serviceCards.dict.${d}`) }))}
          onChange={(_e, d) => onChange(rule, String(d.value))}
        />
      )}
      {rule === 'truncate' && (
        <Input
          size="mini"
          type="number"
          min={1}
          max={200}
          disabled={disabled}
          aria-label={t('serviceCardsUi.ruleArg')}
          defaultValue={arg ?? ''}
          onBlur={(e: React.FocusEvent<HTMLInputElement>) => e.target.value !== arg && onChange(rule, e.target.value)}
        />
      )}
    </div>
  );
}
