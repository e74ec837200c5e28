// A removed record as the history kept it (issue 29): each field that held something, by its
// label, with its value as it was (references by name, option values in the reader's language).
// A view of the removal's changes, whose `before` is the record and `after` nothing.
import { Table } from 'semantic-ui-react';
import type { FieldChange } from '../../../../shared/documents/types';
import type { FieldDef } from '../../../../shared/resources/types';
import type { T } from '../../../i18n';
import { changeValueText, fieldOfPath } from '../../documents/valueText';

export interface SnapshotTableProps {
  t: T;
  fields: FieldDef[];
  changes: FieldChange[];
  testIdPrefix: string;
}

export default function SnapshotTable({ t, fields, changes, testIdPrefix }: SnapshotTableProps) {
  return (
    <Table celled compact size="small" className="audit-snapshot">
      <Table.Header>
        <Table.Row>
          <Table.HeaderCell width={5}>{t('documentsUi.diff.field')}</Table.HeaderCell>
          <Table.HeaderCell>{t('auditHistory.snapshotValue')}</Table.HeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {changes.map((c) => (
          <Table.Row key={c.path} data-testid={`${testIdPrefix}-${c.path}`}>
            <Table.Cell>{fieldOfPath(fields, c.path).label(t)}</Table.Cell>
            <Table.Cell className="audit-snapshot-value">{changeValueText(fields, c.path, c.before, t) || t('documentsUi.empty')}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table>
  );
}
