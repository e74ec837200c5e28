// Step 3 (document 000 §2): the basic settings and the field mapping as chosen, the identifier
// columns the file holds as number cells (until a dry run counts them itself), and below them
// the dry run: its progress while it runs, then what it found (or why it failed).
import { Header, Message as UiMessage, Progress, Table } from 'semantic-ui-react';
import type { BasicInfoHandle, CheckFieldEntry, ImportTaskStatus, NumericIdentifierColumn } from '../../../../shared/imports';
import type { T } from '../../../i18n';
import type { Step1Settings } from '../state';
import { DryRunResult } from './DryRunResult';
import { NumericCellsWarning } from './NumericCellsWarning';
import { BASIC_INFO_LABELS } from './RuleFields';
import { labelOf, say } from './text';
import type { Message } from '../../../lib/problem';

const RULE_KEYS = { 1: 'import.rule.overwrite', 2: 'import.rule.skip', 3: 'import.rule.allowDuplicates' } as const;
const BASIC_KEYS = { 1: 'import.basicInfo.changeName', 2: 'import.basicInfo.doNothing' } as const;

export interface StepSummaryProps {
  t: T;
  fileName: string;
  settings: Step1Settings;
  checkFieldOptions: CheckFieldEntry[];
  basicInfoHandle: BasicInfoHandle;
  pairs: { column: string; columnName: string; header: string | null }[];
  /** identifier columns the upload holds as number cells (the dry run's own count replaces them) */
  numericColumns?: NumericIdentifierColumn[];
  dryRun: { running: boolean; percent: number; result: ImportTaskStatus | null; error: Message | null };
  onErrorReport: (errorKey: string) => void;
}

export function StepSummary({
  t,
  fileName,
  settings,
  checkFieldOptions,
  basicInfoHandle,
  pairs,
  numericColumns = [],
  dryRun,
  onErrorReport,
}: StepSummaryProps) {
  const checkNames = settings.checkFields.map((f) => labelOf(t, checkFieldOptions.find((o) => o.fieldName === f)?.fieldNote ?? f));
  const rows: [string, string][] = [
    [t('importWizard.summary.file'), fileName],
    [t('import.headerRow'), settings.headerRow],
    [t('import.duplicateRule'), settings.rule ? t(RULE_KEYS[settings.rule]) : '-'],
    [t('import.checkFields'), settings.rule === 3 || checkNames.length === 0 ? t('importWizard.summary.none') : checkNames.join('、')],
  ];
  if (basicInfoHandle && settings.basicInfo) rows.push([t(BASIC_INFO_LABELS[basicInfoHandle]), t(BASIC_KEYS[settings.basicInfo])]);
  return (
    <div className="import-step-summary" data-testid="import-step-3">
      <Header as="h4">{t('importWizard.summary.settings')}</Header>
      <Table compact definition unstackable size="small" data-testid="import-summary-settings">
        <Table.Body>
          {rows.map(([label, value]) => (
            <Table.Row key={label}>
              <Table.Cell width={5}>{label}</Table.Cell>
              <Table.Cell>{value}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table>
      <Header as="h4">{t('import.step.mapping')}</Header>
      <Table compact celled unstackable size="small" data-testid="import-summary-mapping">
        <Table.Body>
          {pairs.map((p) => (
            <Table.Row key={p.column} disabled={!p.header}>
              <Table.Cell width={5}>{labelOf(t, p.columnName)}</Table.Cell>
              <Table.Cell>{p.header ?? t('importWizard.unmatched')}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table>
      {dryRun.result ? null : <NumericCellsWarning t={t} columns={numericColumns} testId="import-numeric-cells-summary" />}
      <div className="import-field-hint">{t('importWizard.dryRunHint')}</div>
      {dryRun.running ? (
        <Progress percent={dryRun.percent} progress precision={2} indicating data-testid="import-dry-run-progress">
          {t('importWizard.dryRunning')}
        </Progress>
      ) : null}
      {dryRun.error ? <UiMessage negative header={t('importWizard.dryRunFailed')} content={say(t, dryRun.error)} data-testid="import-dry-run-error" /> : null}
      {dryRun.result ? <DryRunResult t={t} status={dryRun.result} onErrorReport={onErrorReport} /> : null}
    </div>
  );
}
