// Step 1, how rows are written: the duplicate rule (1 overwrite, 2 skip, 3 allow duplicates
// only where the target allows it), the check fields (required unless the rule is 3), and the
// basic-information handling of staff, students or new students where the target has one.
import { Dropdown, Form, Message as UiMessage } from 'semantic-ui-react';
import type { BasicInfoChoice, BasicInfoHandle, CheckFieldEntry, DuplicateRule } from '../../../../shared/imports';
import { BASIC_INFO, DUPLICATE_RULES } from '../../../../shared/imports';
import type { T } from '../../../i18n';
import type { Step1Errors } from '../state';
import { FieldError } from './FieldError';
import { labelOf, say } from './text';
import type { Message } from '../../../lib/problem';

const RULES: { rule: DuplicateRule; key: string }[] = [
  { rule: DUPLICATE_RULES.OVERWRITE, key: 'import.rule.overwrite' },
  { rule: DUPLICATE_RULES.SKIP, key: 'import.rule.skip' },
  { rule: DUPLICATE_RULES.ALLOW, key: 'import.rule.allowDuplicates' },
];

const BASIC_CHOICES: { choice: BasicInfoChoice; key: string }[] = [
  { choice: BASIC_INFO.CHANGE_NAME, key: 'import.basicInfo.changeName' },
  { choice: BASIC_INFO.DO_NOTHING, key: 'import.basicInfo.doNothing' },
];

/** The label of the handling that applies, by the start payload's field name. */
export const BASIC_INFO_LABELS: Record<NonNullable<BasicInfoHandle>, string> = {
  teacherInfoHandle: 'import.staffBasicInfo',
  stuInfoHandle: 'import.studentBasicInfo',
  newStuInfoHandle: 'import.newStudentBasicInfo',
};

export interface RuleFieldsProps {
  t: T;
  allowDuplicates: boolean;
  basicInfoHandle: BasicInfoHandle;
  rule: DuplicateRule | null;
  checkFields: string[];
  checkFieldOptions: CheckFieldEntry[];
  checkFieldsError: Message | null;
  basicInfo: BasicInfoChoice | null;
  errors: Step1Errors;
  disabled?: boolean;
  onRule: (rule: DuplicateRule) => void;
  onCheckFields: (fields: string[]) => void;
  onBasicInfo: (choice: BasicInfoChoice) => void;
}

export function RuleFields(props: RuleFieldsProps) {
  const { t, allowDuplicates, basicInfoHandle, rule, checkFields, checkFieldOptions, errors, disabled } = props;
  const rules = RULES.filter((r) => r.rule !== DUPLICATE_RULES.ALLOW || allowDuplicates);
  const options = checkFieldOptions.map((o) => ({ key: o.fieldName, value: o.fieldName, text: labelOf(t, o.fieldNote) }));
  const checkRequired = rule !== DUPLICATE_RULES.ALLOW;
  return (
    <>
      <Form.Group inline>
        <Form.Field required error={!!errors.rule}>
          <label>{t('import.duplicateRule')}</label>
        </Form.Field>
        {rules.map(({ rule: r, key }) => (
          <Form.Radio
            key={r}
            name="import-rule"
            label={t(key)}
            value={r}
            checked={rule === r}
            disabled={disabled}
            onChange={() => props.onRule(r)}
            id={`import-rule-${r}-input`}
            data-testid={`import-rule-${r}`}
          />
        ))}
        <FieldError id="rule" text={errors.rule ? t(errors.rule) : null} />
      </Form.Group>
      <Form.Field required={checkRequired} error={!!errors.checkFields} disabled={disabled || !checkRequired}>
        <label>{t('import.checkFields')}</label>
        <Dropdown
          multiple
          selection
          fluid
          options={options}
          value={checkFields}
          placeholder={t('common.pleaseSelect')}
          aria-label={t('import.checkFields')}
          onChange={(_e, data) => props.onCheckFields(data.value as string[])}
          data-testid="import-check-fields"
        />
        <FieldError id="checkFields" text={errors.checkFields ? t(errors.checkFields) : null} />
        {props.checkFieldsError ? <UiMessage negative size="tiny" content={say(t, props.checkFieldsError)} /> : null}
      </Form.Field>
      {basicInfoHandle ? (
        <Form.Group inline>
          <Form.Field required error={!!errors.basicInfo}>
            <label>{t(BASIC_INFO_LABELS[basicInfoHandle])}</label>
          </Form.Field>
          {BASIC_CHOICES.map(({ choice, key }) => (
            <Form.Radio
              key={choice}
              name="import-basic"
              label={t(key)}
              value={choice}
              checked={props.basicInfo === choice}
              disabled={disabled}
              onChange={() => props.onBasicInfo(choice)}
              id={`import-basic-${choice}-input`}
              data-testid={`import-basic-${choice}`}
            />
          ))}
          <FieldError id="basicInfo" text={errors.basicInfo ? t(errors.basicInfo) : null} />
        </Form.Group>
      ) : null}
    </>
  );
}
