// /serviceAccessRecordVisitCount: visits per day, service and identity over a chosen range,
// filtered by service and identity, as a table (the basic page) or as charts; the tab is kept
// for the session. The container selects and dispatches.
import { useEffect } from 'react';
import { Button, Message } from 'semantic-ui-react';
import { useT } from '../../i18n';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import DateRangePicker from '../../widgets/chart/DateRangePicker';
import TabMenu from '../../widgets/tabMemory/TabMenu';
import { useRememberedTab } from '../../widgets/tabMemory/useRememberedTab';
import {
  selectIdentityCounts,
  selectServiceBar,
  selectServiceOptions,
  selectVisitCountBusy,
  selectVisitCountLoading,
  selectVisitCountProblem,
  selectVisitCountQuery,
  selectVisitCountRange,
  selectVisitCountRangeProblem,
  selectVisitPaging,
  selectVisitRows,
  selectVisitTotal,
  selectVisitTrend,
} from './selectors';
import { filterChosen, opened, pageChosen, rangeChosen, retried } from './serviceVisitCountSlice';
import VisitCountCharts from './views/VisitCountCharts';
import VisitCountFilters from './views/VisitCountFilters';
import VisitCountTable from './views/VisitCountTable';
import './serviceVisitCount.css';
import { problemText } from '../../lib/problem';

export default function ServiceVisitCountScreen() {
  const t = useT();
  const dispatch = useAppDispatch();
  const [tab, setTab] = useRememberedTab('visitCount');
  const query = useAppSelector(selectVisitCountQuery);
  const range = useAppSelector(selectVisitCountRange);
  const rangeProblem = useAppSelector(selectVisitCountRangeProblem);
  const problem = useAppSelector(selectVisitCountProblem);
  const loading = useAppSelector(selectVisitCountLoading);
  const busy = useAppSelector(selectVisitCountBusy);
  const rows = useAppSelector(selectVisitRows);
  const total = useAppSelector(selectVisitTotal);
  const paging = useAppSelector(selectVisitPaging);
  const services = useAppSelector(selectServiceOptions);
  const trend = useAppSelector(selectVisitTrend);
  const identities = useAppSelector(selectIdentityCounts);
  const perService = useAppSelector(selectServiceBar);

  useEffect(() => {
    dispatch(opened());
  }, [dispatch]);

  return (
    <div className="service-visit-count" data-testid="service-visit-count">
      {range && <DateRangePicker value={range} error={rangeProblem && t(rangeProblem)} onChange={(next) => dispatch(rangeChosen({ range: next }))} />}
      <VisitCountFilters
        t={t}
        services={services}
        serviceId={query?.serviceId ?? 0}
        identity={query?.identity ?? ''}
        onService={(serviceId) => dispatch(filterChosen({ serviceId }))}
        onIdentity={(identity) => dispatch(filterChosen({ identity }))}
      />
      {problem && (
        <Message negative size="small" data-testid="visit-count-failed">
          {t('serviceStats.failed')}: {problemText(t, problem)}{' '}
          <Button size="mini" basic onClick={() => dispatch(retried())}>
            {t('serviceStats.retry')}
          </Button>
        </Message>
      )}
      <div className="service-visit-count__total" data-testid="visit-count-total">
        {t('serviceStats.total', { count: total.toLocaleString() })}
      </div>
      <TabMenu
        tabs={[
          { key: 'basic', label: t('serviceStats.tab.table') },
          { key: 'charts', label: t('serviceStats.tab.charts') },
        ]}
        active={tab === 'charts' ? 'charts' : 'basic'}
        onChange={setTab}
      />
      {tab === 'charts' ? (
        <VisitCountCharts t={t} loading={loading} trend={trend} identities={identities} perService={perService} />
      ) : (
        <VisitCountTable t={t} rows={rows} paging={paging} busy={busy} onPage={(pageIndex) => dispatch(pageChosen({ pageIndex }))} />
      )}
    </div>
  );
}
