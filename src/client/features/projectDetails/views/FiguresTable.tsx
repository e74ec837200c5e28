// A titled table of figures: one line per module row (its translated label and its value).
import { Header, Segment, Table } from 'semantic-ui-react';
import type { T } from '../../../i18n';
import type { ModuleRow } from '../selectors';

export interface FiguresTableProps {
  t: T;
  title: string;
  rows: ModuleRow[];
  testId: string;
}

export default function FiguresTable({ t, title, rows, testId }: FiguresTableProps) {
  return (
    <Segment data-testid={testId}>
      <Header as="h4">{title}</Header>
      <Table compact celled unstackable size="small">
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={r.key} data-testid={`project-figure-${r.key}`}>
              <Table.Cell width={10}>{t(r.label, r.params)}</Table.Cell>
              <Table.Cell width={6} textAlign="right">
                {r.value}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table>
    </Segment>
  );
}
