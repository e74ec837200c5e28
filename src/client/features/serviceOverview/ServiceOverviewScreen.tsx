// /serviceOverviewIndex: services on and off the shelf, visits per service, the top services and
// the trend over a chosen range (default the last 30 days, at most a year). The container
// selects and dispatches; the tab (charts, the basic page, or tables) is kept for the session.
import { useEffect } from 'react';
import { Button, Message } from 'semantic-ui-react';
import type { StatsRange } from '../../../shared/services/stats';
import { useT } from '../../i18n';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import DateRangePicker from '../../widgets/chart/DateRangePicker';
import TabMenu from '../../widgets/tabMemory/TabMenu';
import { useRememberedTab } from '../../widgets/tabMemory/useRememberedTab';
import {
  selectOverviewLoading,
  selectOverviewProblem,
  selectOverviewRange,
  selectOverviewRangeProblem,
  selectServiceCountRows,
  selectShelfCounts,
  selectTopServices,
  selectTopSize,
  selectTrendPoints,
  selectVisitsPerService,
} from './selectors';
import { opened, rangeChosen, retried } from './serviceOverviewSlice';
import OverviewCharts from './views/OverviewCharts';
import OverviewTables from './views/OverviewTables';
import { problemText } from '../../lib/problem';

export default function ServiceOverviewScreen() {
  const t = useT();
  const dispatch = useAppDispatch();
  const [tab, setTab] = useRememberedTab('serviceOverview');
  const range = useAppSelector(selectOverviewRange);
  const rangeProblem = useAppSelector(selectOverviewRangeProblem);
  const problem = useAppSelector(selectOverviewProblem);
  const loading = useAppSelector(selectOverviewLoading);
  const shelf = useAppSelector(selectShelfCounts);
  const perService = useAppSelector(selectVisitsPerService);
  const all = useAppSelector(selectServiceCountRows);
  const top = useAppSelector(selectTopServices);
  const topSize = useAppSelector(selectTopSize);
  const trend = useAppSelector(selectTrendPoints);

  useEffect(() => {
    dispatch(opened());
  }, [dispatch]);

  return (
    <div className="service-overview" data-testid="service-overview">
      {range && (
        <DateRangePicker value={range} error={rangeProblem && t(rangeProblem)} onChange={(next: StatsRange) => dispatch(rangeChosen({ range: next }))} />
      )}
      {problem && (
        <Message negative size="small" data-testid="overview-failed">
          {t('serviceStats.failed')}: {problemText(t, problem)}{' '}
          <Button size="mini" basic onClick={() => dispatch(retried())}>
            {t('serviceStats.retry')}
          </Button>
        </Message>
      )}
      <TabMenu
        tabs={[
          { key: 'basic', label: t('serviceStats.tab.charts') },
          { key: 'table', label: t('serviceStats.tab.table') },
        ]}
        active={tab === 'table' ? 'table' : 'basic'}
        onChange={setTab}
      />
      {tab === 'table' ? (
        <OverviewTables t={t} top={top} topSize={topSize} all={all} />
      ) : (
        <OverviewCharts t={t} loading={loading} shelf={shelf} perService={perService} top={top} topSize={topSize} trend={trend} />
      )}
    </div>
  );
}
