// Every service with the people keeping it among their favourites now, most kept first, and a
// search by name. Dumb: rows in, the typed text and the search out.
import { Form } from 'semantic-ui-react';
import type { FavouriteCountRow } from '../../../../shared/services/favourites';
import type { T } from '../../../i18n';
import FigureTable, { figure, FigureColumn } from '../../../widgets/figureTable/FigureTable';

export interface FavouriteCountsTableProps {
  t: T;
  rows: FavouriteCountRow[];
  loading: boolean;
  searchDraft: string;
  onSearchText: (text: string) => void;
  onSearch: () => void;
}

export default function FavouriteCountsTable({ t, rows, loading, searchDraft, onSearchText, onSearch }: FavouriteCountsTableProps) {
  const columns: FigureColumn<FavouriteCountRow>[] = [
    { key: 'rank', header: '#', collapsing: true, cell: (_row, i) => i + 1 },
    { key: 'service', header: t('serviceFavouritesUi.service'), cell: (row) => row.serviceName },
    { key: 'favourites', header: t('serviceFavouritesUi.favourites'), figure: true, cell: (row) => figure(row.favourites) },
  ];
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
      <FigureTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.serviceId}
        rowTestId={(row) => `favourite-row-${row.serviceId}`}
        empty={t('serviceFavouritesUi.empty')}
        loading={loading}
      />
    </div>
  );
}
