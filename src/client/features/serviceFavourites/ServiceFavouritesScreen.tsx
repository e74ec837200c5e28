// /serviceCollectionStatistics: how many people keep each service among their favourites (the
// basic page) and the trend of favourites added and removed per day over a chosen range (default
// the last 30 days, at most a year), for all services or one. The container selects and
// dispatches; the tab is kept for the browser session (document 002 §2).
import { useEffect } from 'react';
import { Button, Message } from 'semantic-ui-react';
import type { StatsRange } from '../../../shared/services/stats';
import { useT } from '../../i18n';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import DateRangePicker from '../../widgets/chart/DateRangePicker';
import TabMenu from '../../widgets/tabMemory/TabMenu';
import { useRememberedTab } from '../../widgets/tabMemory/useRememberedTab';
import { selectFavouriteCounts, selectFavouriteTrend, selectServiceOptions, selectTrendLoading, selectTrendPoints, selectTrendTotals } from './selectors';
import { countsSearched, opened, rangeChosen, retried, searchTextChanged, trendServiceChosen } from './serviceFavouritesSlice';
import FavouriteCountsTable from './views/FavouriteCountsTable';
import FavouriteTrendChart from './views/FavouriteTrendChart';
import { problemText } from '../../lib/problem';

export default function ServiceFavouritesScreen() {
  const t = useT();
  const dispatch = useAppDispatch();
  const [tab, setTab] = useRememberedTab('serviceCollectionStatistics');
  const counts = useAppSelector(selectFavouriteCounts);
  const trend = useAppSelector(selectFavouriteTrend);
  const serviceOptions = useAppSelector(selectServiceOptions);
  const trendLoading = useAppSelector(selectTrendLoading);
  const points = useAppSelector(selectTrendPoints);
  const totals = useAppSelector(selectTrendTotals);
  const problem = tab === 'trend' ? trend.problem : counts.problem;

  useEffect(() => {
    dispatch(opened());
  }, [dispatch]);

  return (
    <div className="service-favourites" data-testid="service-favourites">
      <TabMenu
        tabs={[
          { key: 'basic', label: t('serviceFavouritesUi.countsTitle') },
          { key: 'trend', label: t('serviceFavouritesUi.trendTitle') },
        ]}
        active={tab === 'trend' ? 'trend' : 'basic'}
        onChange={setTab}
      />
      {problem && (
        <Message negative size="small" data-testid="favourites-failed">
          {t('serviceStats.failed')}: {problemText(t, problem)}{' '}
          <Button size="mini" basic onClick={() => dispatch(retried())}>
            {t('serviceStats.retry')}
          </Button>
        </Message>
      )}
      {tab === 'trend' ? (
        <>
          {trend.range && (
            <DateRangePicker
              value={trend.range}
              error={trend.rangeProblem && t(trend.rangeProblem)}
              onChange={(next: StatsRange) => dispatch(rangeChosen({ range: next }))}
            />
          )}
          <FavouriteTrendChart
            t={t}
            loading={trendLoading}
            points={points}
            totals={totals}
            serviceId={trend.serviceId}
            serviceOptions={serviceOptions}
            onService={(serviceId) => dispatch(trendServiceChosen({ serviceId }))}
          />
        </>
      ) : (
        <FavouriteCountsTable
          t={t}
          rows={counts.rows}
          loading={counts.status === 'loading'}
          searchDraft={counts.searchDraft}
          onSearchText={(text) => dispatch(searchTextChanged({ text }))}
          onSearch={() => dispatch(countsSearched())}
        />
      )}
    </div>
  );
}
