// Identifier columns the file held as number cells (issue 16 §3): a spreadsheet program that
// typed them as numbers has dropped leading zeros, and an ID number's digits past the 15th.
// Shown in the summary (as the upload counted them) and with the dry run's counts, before the
// real import starts: how many rows, one example.
import { Message } from 'semantic-ui-react';
import type { NumericIdentifierColumn } from '../../../../shared/imports';
import type { T } from '../../../i18n';

export function NumericCellsWarning({ t, columns, testId = 'import-numeric-cells' }: { t: T; columns: NumericIdentifierColumn[]; testId?: string }) {
  if (columns.length === 0) return null;
  return (
    <Message warning size="small" data-testid={testId}>
      <Message.Header>{t('importWizard.numericCells.title')}</Message.Header>
      <Message.List>
        {columns.map((c) => (
          <Message.Item key={c.column}>
            {t('importWizard.numericCells.column', { column: c.column, rows: c.rows, row: c.example.row, value: c.example.value })}
          </Message.Item>
        ))}
      </Message.List>
      <p>{t('importWizard.numericCells.fix')}</p>
    </Message>
  );
}
