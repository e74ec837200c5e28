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

/** the rules whose argument is one of a list: the values and their labels' key prefix */
const ARG_CHOICES: Partial<Record<HandleRule, { values: readonly string[]; labels: string }>> = {
  dateFormat: { values: DATE_FORMATS, labels: 'serviceCards.dateFormat' },
  dictionary: { values: RULE_DICTIONARIES, labels: 'serviceCards.dict' },
};

export default function RuleControls({ t, rule, arg, disabled, testId, onChange }: Props) {
  const argChoices = ARG_CHOICES[rule];
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
      {argChoices && (
        <Dropdown
          key={rule}
          selection
          compact
          disabled={disabled}
          aria-label={t('serviceCardsUi.ruleArg')}
          value={arg ?? ''}
          options={argChoices.values.map((v) => ({ key: v, value: v, text: t(`${argChoices.labels}.${v}`) }))}
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
