// Step 2: one row per system field (required ones starred), each with a dropdown of the file's
// headers still free (a header is used once), pre-filled by the server's automatic matching;
// below, the file's columns that no field reads and that the import will therefore leave out.
import { Dropdown, Message as UiMessage, Table } from 'semantic-ui-react';
import type { T } from '../../../i18n';
import { labelOf, say } from './text';
import type { Message } from '../../../lib/problem';

export interface MappingRowView {
  column: string;
  columnName: string;
  is_must: 0 | 1;
  header: string | null;
  options: string[];
  missing: boolean;
}

export interface StepMappingProps {
  t: T;
  rows: MappingRowView[];
  /** the file's headers no field reads */
  unmapped?: string[];
  error: Message | null;
  onMatch: (column: string, header: string | null) => void;
}

export function StepMapping({ t, rows, unmapped = [], error, onMatch }: StepMappingProps) {
  return (
    <div className="import-step-mapping" data-testid="import-step-2">
      {error ? <UiMessage negative content={say(t, error)} data-testid="import-mapping-error" /> : null}
      <Table compact celled unstackable>
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell width={6}>{t('import.systemField')}</Table.HeaderCell>
            <Table.HeaderCell>{t('import.fileHeader')}</Table.HeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.column} error={row.missing} data-testid={`import-map-row-${row.column}`}>
              <Table.Cell>
                {row.is_must === 1 ? (
                  <span className="import-required" style={{ color: '#db2828' }}>
                    *{' '}
                  </span>
                ) : null}
                {labelOf(t, row.columnName)}
              </Table.Cell>
              <Table.Cell>
                <Dropdown
                  selection
                  search
                  clearable
                  fluid
                  error={row.missing}
                  placeholder={t('importWizard.unmatched')}
                  options={row.options.map((h) => ({ key: h, value: h, text: h }))}
                  value={row.header ?? ''}
                  onChange={(_e, data) => onMatch(row.column, (data.value as string) || null)}
                  data-testid={`import-map-${row.column}`}
                />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table>
      {unmapped.length > 0 ? (
        <UiMessage info size="small" data-testid="import-unmapped">
          {t('importWizard.unmapped', { count: unmapped.length, headers: unmapped.join('、') })}
        </UiMessage>
      ) : null}
    </div>
  );
}
