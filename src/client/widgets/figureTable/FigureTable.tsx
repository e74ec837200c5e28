// A read-only table of figures (the statistics screens: visits per service, favourites, visit
// counts): columns declared once (header, alignment, how a row shows), a row per record, and one
// line in place of the rows while there are none (a loader or the empty text). Dumb.
import type { ReactNode } from 'react';
import { Loader, Table } from 'semantic-ui-react';

export interface FigureColumn<R> {
  key: string;
  header: ReactNode;
  /** figures align right */
  figure?: boolean;
  /** as narrow as its content (a rank) */
  collapsing?: boolean;
  cell: (row: R, index: number) => ReactNode;
}

export interface FigureTableProps<R> {
  columns: FigureColumn<R>[];
  rows: R[];
  rowKey: (row: R) => string | number;
  /** shown while there are no rows and nothing is loading */
  empty: ReactNode;
  loading?: boolean;
  testId?: string;
  rowTestId?: (row: R) => string;
}

/** a count as the console shows figures: grouped by thousands */
export const figure = (n: number) => n.toLocaleString();

export default function FigureTable<R>({ columns, rows, rowKey, empty, loading, testId, rowTestId }: FigureTableProps<R>) {
  return (
    <Table compact celled unstackable data-testid={testId}>
      <Table.Header>
        <Table.Row>
          {columns.map((c) => (
            <Table.HeaderCell key={c.key} collapsing={c.collapsing} textAlign={c.figure ? 'right' : undefined}>
              {c.header}
            </Table.HeaderCell>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.length === 0 && (
          <Table.Row>
            <Table.Cell colSpan={columns.length} textAlign="center">
              {loading ? <Loader active inline size="small" /> : empty}
            </Table.Cell>
          </Table.Row>
        )}
        {rows.map((row, i) => (
          <Table.Row key={rowKey(row)} data-testid={rowTestId?.(row)}>
            {columns.map((c) => (
              <Table.Cell key={c.key} textAlign={c.figure ? 'right' : undefined}>
                {c.cell(row, i)}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table>
  );
}
