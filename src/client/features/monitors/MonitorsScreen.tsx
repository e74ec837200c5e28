// /apiMonitorManage: the monitors (paged, searched by name) with their data and service API
// counts; the chosen monitor's APIs; "add data API" / "add service API" open the add dialog. A thin
// container: it selects and dispatches; the views are dumb.
import { pageView } from '../../lib/pagedList';
import { useCallback, useEffect, useMemo } from 'react';
import { Button, Form, Input, Message } from 'semantic-ui-react';
import { ApiType, SEARCH_MAX } from '../../../shared/members/constants';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useT } from '../../i18n';
import PagedTable from '../../widgets/pagedTable/PagedTable';
import { addOpened } from './apiAddSlice';
import * as events from './monitorsSlice';
import { selectApiAddView, selectChosenMonitor, selectScreen } from './selectors';
import { useApiAddHandlers } from './useApiAddHandlers';
import { ApiAddDialog } from './views/ApiAddDialog';
import { monitorColumns } from './views/monitorColumns';
import { MonitorApisPanel } from './views/MonitorApisPanel';
import './monitors.css';
import { problemText } from '../../lib/problem';

export default function MonitorsScreen() {
  const t = useT();
  const dispatch = useAppDispatch();
  const screen = useAppSelector(selectScreen);
  const monitor = useAppSelector(selectChosenMonitor);
  const dialog = useAppSelector(selectApiAddView);
  const on = useApiAddHandlers();

  useEffect(() => {
    dispatch(events.screenOpened());
  }, [dispatch]);

  const onChoose = useCallback((id: number) => dispatch(events.monitorChosen({ id })), [dispatch]);
  const columns = useMemo(() => monitorColumns(t, screen.monitorId, onChoose), [t, screen.monitorId, onChoose]);
  const onAdd = (type: ApiType) => {
    if (monitor) dispatch(addOpened({ monitorId: monitor.id, monitorName: monitor.name, type }));
  };
  const { monitors } = screen;

  return (
    <div className="monitors-screen" data-testid="monitors-screen">
      <div className="monitors-head">
        {/* the shell draws the screen's heading (ScreenTitle) */}
        <p className="screen-intro">{t('membersUi.intro.monitors')}</p>
      </div>
      <div className="monitors-body">
        <div>
          <Form
            size="small"
            onSubmit={(e) => {
              e.preventDefault();
              dispatch(events.monitorsSearched());
            }}
          >
            <Form.Group inline>
              <Form.Field inline>
                <Input
                  input={{ 'data-testid': 'monitor-search-name', maxLength: SEARCH_MAX, 'aria-label': t('membersUi.monitor.name') }}
                  placeholder={t('membersUi.monitor.name')}
                  value={monitors.nameDraft}
                  onChange={(_e, d) => dispatch(events.monitorNameChanged({ name: String(d.value) }))}
                />
              </Form.Field>
              <Button type="submit" size="small" icon="search" data-testid="monitor-search" content={t('common.search')} />
            </Form.Group>
          </Form>
          {monitors.status === 'failed' && monitors.problem ? <Message negative size="small" content={problemText(t, monitors.problem)} /> : null}
          <PagedTable
            columns={columns}
            {...pageView(monitors)}
            rowTestId={(id) => `monitor-row-${id}`}
            onPageChange={(pageIndex) => dispatch(events.monitorsPageChanged({ pageIndex }))}
            onSizeChange={(pageSize) => dispatch(events.monitorsPageSizeChanged({ pageSize }))}
          />
        </div>
        <MonitorApisPanel
          monitorName={monitor?.name ?? null}
          apis={screen.apis}
          onType={(type) => dispatch(events.apiTypeChosen({ type }))}
          onAdd={onAdd}
          onPage={(pageIndex) => dispatch(events.apisPageChanged({ pageIndex }))}
          onSize={(pageSize) => dispatch(events.apisPageSizeChanged({ pageSize }))}
        />
      </div>
      {dialog.open ? <ApiAddDialog view={dialog} on={on} /> : null}
    </div>
  );
}
