// Every service with the people keeping it among their favourites now, most kept first, and a
// search by name. Dumb: rows in, the typed text and the search out.
import { Form, Loader, Table } from 'semantic-ui-react';
import type { FavouriteCountRow } from '../../../../shared/services/favourites';
import type { T } from '../../../i18n';

export interface FavouriteCountsTableProps {
  t: T;
  rows: FavouriteCountRow[];
  loading: boolean;
  searchDraft: string;
  onSearchText: (text: string) => void;
  onSearch: () => void;
}

export default function FavouriteCountsTable({ t, rows, loading, searchDraft, onSearchText, onSearch }: FavouriteCountsTableProps) {
  return (
    <div data-testid="favourite-counts">
      <Form onSubmit={onSearch}>
        <Form.Input
          icon="search"
          placeholder={t('serviceFavouritesUi.search')}
          value={searchDraft}
          data-testid="favourite-search"
          onChange={(_e, { value }) => onSearchText(String(value))}
        />
      </Form>
      <Table compact celled unstackable>
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell collapsing>#</Table.HeaderCell>
            <Table.HeaderCell>{t('serviceFavouritesUi.service')}</Table.HeaderCell>
            <Table.HeaderCell textAlign="right">{t('serviceFavouritesUi.favourites')}</Table.HeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={3} textAlign="center">
                {loading ? <Loader active inline size="small" /> : t('serviceFavouritesUi.empty')}
              </Table.Cell>
            </Table.Row>
          )}
          {rows.map((row, i) => (
            <Table.Row key={row.serviceId} data-testid={`favourite-row-${row.serviceId}`}>
              <Table.Cell>{i + 1}</Table.Cell>
              <Table.Cell>{row.serviceName}</Table.Cell>
              <Table.Cell textAlign="right">{row.favourites.toLocaleString()}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table>
    </div>
  );
}
