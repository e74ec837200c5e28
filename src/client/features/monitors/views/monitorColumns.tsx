// The monitors' columns: the name (shows the monitor's APIs), note, and how many data and
// service APIs it holds.
import { Button } from 'semantic-ui-react';
import type { MonitorRow } from '../../../../shared/members/monitorApi';
import type { T } from '../../../i18n';
import type { PagedTableColumn } from '../../../widgets/pagedTable/PagedTable';

export function monitorColumns(t: T, chosenId: number | null, onChoose: (id: number) => void): PagedTableColumn<MonitorRow>[] {
  return [
    {
      key: 'name',
      header: t('membersUi.monitor.name'),
      render: (m) => (
        <Button
          size="mini"
          compact
          basic={m.id !== chosenId}
          primary={m.id === chosenId}
          data-testid={`monitor-open-${m.id}`}
          content={m.name}
          onClick={() => onChoose(m.id)}
        />
      ),
    },
    { key: 'note', header: t('membersUi.col.note'), render: (m) => (m.note && m.note.trim() ? m.note : '-') },
    {
      key: 'data',
      header: t('membersUi.api.type.DATA_API'),
      width: 90,
      render: (m) => <span data-testid={`monitor-data-count-${m.id}`}>{m.dataApiCount}</span>,
    },
    {
      key: 'service',
      header: t('membersUi.api.type.SERVICE_API'),
      width: 90,
      render: (m) => <span data-testid={`monitor-service-count-${m.id}`}>{m.serviceApiCount}</span>,
    },
  ];
}
