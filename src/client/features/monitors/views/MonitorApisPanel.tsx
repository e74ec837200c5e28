// The chosen monitor's APIs of one type (tabs: data APIs, service APIs) with the two add buttons
// that open the add dialog. Dumb. Test ids: monitor-apis, monitor-tab-<TYPE>, monitor-add-<TYPE>,
// monitor-apis-total, monitor-api-link-<linkId>.
import { pageView } from '../../../lib/pagedList';
import { Header, Menu, Message, Segment } from 'semantic-ui-react';
import type { MonitorApiRow } from '../../../../shared/members/monitorApi';
import { API_TYPES, ApiType } from '../../../../shared/members/constants';
import { useT } from '../../../i18n';
import PagedTable from '../../../widgets/pagedTable/PagedTable';
import type { MonitorScreenState } from '../state';
import { apiColumns } from './apiColumns';
import { problemText } from '../../../lib/problem';
import { WriteButton } from '../../session/components';

export interface MonitorApisPanelProps {
  monitorName: string | null;
  apis: MonitorScreenState['apis'];
  onType: (type: ApiType) => void;
  onAdd: (type: ApiType) => void;
  onPage: (pageIndex: number) => void;
  onSize: (pageSize: number) => void;
}

export function MonitorApisPanel({ monitorName, apis, onType, onAdd, onPage, onSize }: MonitorApisPanelProps) {
  const t = useT();
  if (monitorName === null)
    return (
      <Segment placeholder data-testid="monitor-apis-empty">
        {t('membersUi.monitor.choose')}
      </Segment>
    );
  return (
    <div className="monitor-apis" data-testid="monitor-apis">
      <div className="monitor-apis-head">
        <Header as="h3" content={t('membersUi.monitor.apisOf', { name: monitorName })} />
        <span className="monitor-apis-total" data-testid="monitor-apis-total">
          {t('common.total', { total: apis.total })}
        </span>
        {API_TYPES.map((type) => (
          <WriteButton
            key={type}
            primary
            size="small"
            icon="add"
            data-testid={`monitor-add-${type}`}
            content={t(`membersUi.api.addButton.${type}`)}
            onClick={() => onAdd(type)}
          />
        ))}
      </div>
      <Menu tabular size="small">
        {API_TYPES.map((type) => (
          <Menu.Item
            key={type}
            data-testid={`monitor-tab-${type}`}
            active={apis.type === type}
            content={t(`membersUi.api.type.${type}`)}
            onClick={() => onType(type)}
          />
        ))}
      </Menu>
      {apis.status === 'failed' && apis.problem ? <Message negative size="small" content={problemText(t, apis.problem)} /> : null}
      <PagedTable
        columns={apiColumns<MonitorApiRow>(t)}
        {...pageView(apis)}
        rowId={(r) => r.linkId}
        rowTestId={(id) => `monitor-api-link-${id}`}
        onPageChange={onPage}
        onSizeChange={onSize}
      />
    </div>
  );
}
