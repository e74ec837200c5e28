// What a dry run found: the counts, the identifier columns read from number cells, and for a sample of the rows it would update, each value
// before and after, so the administrator sees what the real import will change.
import { Button, Header, Icon, Table } from 'semantic-ui-react';
import type { ImportTaskStatus } from '../../../../shared/imports';
import type { T } from '../../../i18n';
import { CountsTable } from './CountsTable';
import { NumericCellsWarning } from './NumericCellsWarning';
import { fieldLabel } from './text';

export interface DryRunResultProps {
  t: T;
  status: ImportTaskStatus;
  onErrorReport: (errorKey: string) => void;
}

export function DryRunResult({ t, status, onErrorReport }: DryRunResultProps) {
  const sample = status.sample ?? [];
  return (
    <div className="import-dry-run-result" data-testid="import-dry-run-result">
      <Header as="h4">{t('importWizard.dryRunResult')}</Header>
      <CountsTable t={t} counts={status} />
      <NumericCellsWarning t={t} columns={status.numericCells ?? []} />
      {status.errorKey && status.failNum > 0 ? (
        <Button type="button" basic size="small" icon labelPosition="left" data-testid="import-error-download" onClick={() => onErrorReport(status.errorKey!)}>
          <Icon name="download" />
          {t('import.downloadErrors')}
        </Button>
      ) : null}
      {sample.length > 0 ? (
        <>
          <Header as="h5">{t('importWizard.sample.title')}</Header>
          <Table compact celled unstackable size="small" data-testid="import-dry-run-sample">
            <Table.Body>
              {sample.map((s) => (
                <Table.Row key={s.row}>
                  <Table.Cell collapsing>{t('importWizard.previewRow', { row: s.row })}</Table.Cell>
                  <Table.Cell>
                    {Object.keys(s.after)
                      .filter((k) => s.before[k] !== s.after[k])
                      .map((k) => (
                        <div key={k}>
                          {fieldLabel(t, k)}: <del>{s.before[k] ?? '-'}</del> → <strong>{s.after[k] ?? '-'}</strong>
                        </div>
                      ))}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table>
        </>
      ) : null}
    </div>
  );
}
