// The first rows of the uploaded file, so the administrator sees which rows the header row
// skips: rows above it are greyed and marked not imported; the header row itself is marked.
import { Label, Table } from 'semantic-ui-react';
import type { T } from '../../../i18n';

export interface PreviewTableProps {
  t: T;
  rows: string[][];
  /** the header row as typed, when it is a valid number */
  headerRow: number | null;
}

export function PreviewTable({ t, rows, headerRow }: PreviewTableProps) {
  if (rows.length === 0) return null;
  const width = Math.max(...rows.map((r) => r.length));
  return (
    <div className="import-preview" data-testid="import-preview">
      <div className="import-preview-caption">{t('importWizard.preview', { count: rows.length })}</div>
      <div style={{ overflowX: 'auto', maxHeight: 220 }}>
        <Table compact celled unstackable size="small">
          <Table.Body>
            {rows.map((row, i) => {
              const n = i + 1;
              const skipped = headerRow !== null && n < headerRow;
              const isHeader = n === headerRow;
              return (
                <Table.Row
                  key={n}
                  disabled={skipped}
                  positive={isHeader}
                  data-testid={`import-preview-row-${n}`}
                  className={skipped ? 'import-preview-skipped' : isHeader ? 'import-preview-header' : undefined}
                >
                  <Table.Cell collapsing>
                    {t('importWizard.previewRow', { row: n })}
                    {skipped ? <Label size="mini">{t('importWizard.previewSkipped')}</Label> : null}
                    {isHeader ? (
                      <Label size="mini" color="green">
                        {t('import.headerRow')}
                      </Label>
                    ) : null}
                  </Table.Cell>
                  {Array.from({ length: width }, (_, c) => (
                    <Table.Cell key={c} style={isHeader ? { fontWeight: 'bold' } : undefined}>
                      {row[c] ?? ''}
                    </Table.Cell>
                  ))}
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table>
      </div>
    </div>
  );
}
